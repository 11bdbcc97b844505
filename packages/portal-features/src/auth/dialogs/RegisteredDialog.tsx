import { Button } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { commonMessages, registeredMessages as m } from '../messages';
import { AuthModal } from './AuthModal';

/** After registering: the e-mail address must be confirmed within 72 hours, then staff approve the request. */
export function RegisteredDialog() {
  const intl = useIntl();
  const { close } = useAuthDialogs();
  return (
    <AuthModal
      hasCloseButton={false}
      title={intl.formatMessage(m.title)}
      actions={<Button onPress={close}>{intl.formatMessage(commonMessages.close)}</Button>}
    >
      <p className={styles.message}>{intl.formatMessage(m.text)}</p>
      <p className={styles.message}>{intl.formatMessage(m.next)}</p>
    </AuthModal>
  );
}
