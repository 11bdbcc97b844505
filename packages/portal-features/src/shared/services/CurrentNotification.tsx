/** The app's current notice (useNotify) as the design system's banner, with the portal's labels. */

import { defineMessages } from '@formatjs/intl';
import { NotificationBanner } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages';
import { useCurrentNotification, usePortalServices } from './PortalServices';

const m = defineMessages({
  success: { id: 'notification.success', defaultMessage: 'Erfolg' },
  error: { id: 'notification.error', defaultMessage: 'Fehler' },
  info: { id: 'notification.info', defaultMessage: 'Hinweis' },
});

export function CurrentNotification({ placement }: { placement: 'overlay' | 'inline' }) {
  const intl = useIntl();
  const { notifications } = usePortalServices();
  const notification = useCurrentNotification();
  return (
    <NotificationBanner
      placement={placement}
      isOpen={Boolean(notification)}
      type={notification?.type ?? 'info'}
      text={notification?.text ?? ''}
      duration={notification?.duration}
      onClose={() => notification && notifications.close(notification.id)}
      labels={{
        close: intl.formatMessage(commonMessages.close),
        success: intl.formatMessage(m.success),
        error: intl.formatMessage(m.error),
        info: intl.formatMessage(m.info),
      }}
    />
  );
}
