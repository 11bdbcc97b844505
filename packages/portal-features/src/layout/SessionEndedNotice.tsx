import type { SessionEndReason } from '@kundenportal/api-client';
import { Button, InlineAlert } from '@kundenportal/ui';
import { useIntl } from '../shared/i18n';
import { sessionEndedMessages as m } from './messages';
import * as styles from './SessionEndedNotice.css';

const reasonTexts = {
  expired: m.expired,
  unauthorized: m.ended,
  elsewhere: m.elsewhere,
} as const satisfies Record<SessionEndReason, unknown>;

/**
 * Why the session ended (refresh refused, a request answered 401, a logout in another tab), on the page the user
 * was sent to: it stays until dismissed or the next login, so it is read however late the user looks – a
 * passing notice left the home page with no word why (issue 39). The live region stays mounted, so the text is
 * announced the moment it appears.
 */
export function SessionEndedNotice({
  reason,
  onDismiss,
}: {
  reason: SessionEndReason | undefined;
  onDismiss: () => void;
}) {
  const intl = useIntl();
  return (
    <div role="status">
      {reason && (
        <div className={styles.notice}>
          <InlineAlert
            type="info"
            role="none"
            action={
              <Button variant="secondary" onPress={onDismiss}>
                {intl.formatMessage(m.dismiss)}
              </Button>
            }
          >
            {intl.formatMessage(reasonTexts[reason])}
          </InlineAlert>
        </div>
      )}
    </div>
  );
}
