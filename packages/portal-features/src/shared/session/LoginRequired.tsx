import { defineMessages } from '@formatjs/intl';
import { Button } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { lead, page, pageTitle, usePageTitle } from '../page';
import { useAuthDialogs } from './authDialogs';

const messages = defineMessages({
  title: { id: 'session.loginRequired.title', defaultMessage: 'Bitte melden Sie sich an' },
  text: {
    id: 'session.loginRequired.text',
    defaultMessage: 'Diese Seite steht nur angemeldeten Benutzern zur Verfügung.',
  },
  login: { id: 'session.loginRequired.login', defaultMessage: 'Anmelden' },
});

/** What a guarded page shows logged out once the login was dismissed: no blank page, a way back in. */
export function LoginRequired({ returnTo }: { returnTo: string }) {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  const title = intl.formatMessage(messages.title);
  usePageTitle(title);
  return (
    <div className={page}>
      <h1 className={pageTitle}>{title}</h1>
      <p className={lead}>{intl.formatMessage(messages.text)}</p>
      <Button onPress={() => open('login', { returnTo })}>{intl.formatMessage(messages.login)}</Button>
    </div>
  );
}
