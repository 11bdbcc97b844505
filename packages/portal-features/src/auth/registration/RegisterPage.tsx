import { useNavigate } from 'react-router-dom';
import { useIntl } from '../../shared/i18n';
import { lead, PageHeading, page, usePageTitle } from '../../shared/page';
import { usePageHref } from '../../shared/pages';
import { useAuthDialogs } from '../../shared/session';
import { registrationMessages as m } from '../messages';
import { RegistrationForm } from './RegistrationForm';

/** /register: the registration form as a page (mounted only while registration is enabled). */
export function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localized = usePageHref();
  const { open } = useAuthDialogs();
  const title = intl.formatMessage(m.pageTitle);
  usePageTitle(title);
  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <p className={lead}>{intl.formatMessage(m.lead)}</p>
      <RegistrationForm
        onRegistered={() => {
          // The filled form has done its job; the success message stays on screen over the home page.
          navigate(localized('home'));
          open('registered');
        }}
      />
    </div>
  );
}
