import { defineMessages } from '@formatjs/intl';
import { Button } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { lead, PageHeading, page, usePageTitle } from '../page';
import { type UserPage, userPageRow } from '../pages';
import { useAuthDialogs } from './authDialogs';

/** Exported for the guard's stories, which find the page's texts in their locale. */
export const loginRequiredMessages = defineMessages({
  title: { id: 'session.loginRequired.title', defaultMessage: 'Bitte melden Sie sich an' },
  text: {
    id: 'session.loginRequired.text',
    defaultMessage: 'Diese Seite steht nur angemeldeten Benutzern zur Verfügung.',
  },
  login: { id: 'session.loginRequired.login', defaultMessage: 'Anmelden' },
});

/**
 * What a guarded page shows logged out, behind its login dialog and once that is dismissed: the page's own name
 * (so a bookmark still says where it leads), why it is closed and a way in – never a blank page.
 */
export function LoginRequired({ returnTo, page: userPage }: { returnTo: string; page?: UserPage }) {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  const title = intl.formatMessage(userPage ? userPageRow(userPage).title : loginRequiredMessages.title);
  usePageTitle(title);
  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <p className={lead}>{intl.formatMessage(loginRequiredMessages.text)}</p>
      <Button onPress={() => open('login', { returnTo })}>
        {intl.formatMessage(loginRequiredMessages.login)}
      </Button>
    </div>
  );
}
