import { ConfirmDialog } from '@kundenportal/ui';
import { useNavigate } from 'react-router-dom';
import { useIntl } from '../../shared/i18n';
import { defaultNotificationDuration } from '../../shared/notifications';
import { usePageHref } from '../../shared/pages';
import { useNotify } from '../../shared/services';
import { useAuthDialogs, useSession } from '../../shared/session';
import { logoutMessages as m } from '../messages';

/** Asks before logging out; confirmed, the session ends in every tab and nothing of it stays cached. */
export function LogoutDialog() {
  const intl = useIntl();
  const { close } = useAuthDialogs();
  const { logout } = useSession();
  const notify = useNotify();
  const navigate = useNavigate();
  const localized = usePageHref();
  return (
    <ConfirmDialog
      isOpen
      title={intl.formatMessage(m.title)}
      message={intl.formatMessage(m.question)}
      labels={{ confirm: intl.formatMessage(m.confirm), cancel: intl.formatMessage(m.cancel) }}
      onCancel={close}
      onConfirm={() => {
        close();
        logout();
        notify(intl.formatMessage(m.success), 'success', defaultNotificationDuration);
        navigate(localized('home'));
      }}
    />
  );
}
