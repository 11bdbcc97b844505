import { Button } from '@kundenportal/ui';
import { SupportWhenStuck } from '../contact';
import { useIntl } from '../i18n';
import { lead, PageHeading, page, usePageTitle } from '../page';
import { useAuthDialogs } from './authDialogs';
import { userLoadFailedMessages as m } from './messages';
import { type UserFailure, useSession } from './SessionProvider';
import * as styles from './UserLoadFailed.css';

/**
 * What a guarded page shows when the logged-in user does not come – the server refused it (403, 5xx), the call
 * failed, or no answer arrived in time: a heading, why, and a way on (ask again, or log out) instead of an
 * empty page, and the support contact. An answer that arrives later still shows the page.
 */
export function UserLoadFailed({ failure }: { failure: UserFailure }) {
  const intl = useIntl();
  const { retryUser, isRetryingUser } = useSession();
  const { open } = useAuthDialogs();
  const title = intl.formatMessage(m.title);
  usePageTitle(title);
  return (
    <div className={page}>
      <PageHeading>{title}</PageHeading>
      <p className={lead}>{intl.formatMessage(failure === 'overdue' ? m.overdue : m.failed)}</p>
      <div className={styles.actions}>
        <Button onPress={retryUser} isPending={isRetryingUser} pendingLabel={intl.formatMessage(m.retrying)}>
          {intl.formatMessage(m.retry)}
        </Button>
        <Button variant="secondary" onPress={() => open('logout')}>
          {intl.formatMessage(m.logout)}
        </Button>
      </div>
      <SupportWhenStuck />
    </div>
  );
}
