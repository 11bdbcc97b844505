import { useNavigate } from 'react-router-dom';
import { useIntl } from '../../shared/i18n';
import { lead, PageHeading, page, usePageTitle } from '../../shared/page';
import { usePageHref } from '../../shared/pages';
import { useMeetsNeed } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import { registrationMessages as m } from '../messages';
import { RegistrationForm } from './RegistrationForm';

/** /register: the registration form as a page (mounted only while registration is enabled). */
export function RegisterPage() {
  const intl = useIntl();
  const navigate = useNavigate();
  const localized = usePageHref();
  const { open } = useAuthDialogs();
  // Whether the review waits for the address confirmation depends on the backend (textNeeds).
  const leadText = [m.lead, m.leadWithoutConfirmation].find(useMeetsNeed());
  const title = intl.formatMessage(m.pageTitle);
  usePageTitle(title);
  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      {leadText && <p className={lead}>{intl.formatMessage(leadText)}</p>}
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
