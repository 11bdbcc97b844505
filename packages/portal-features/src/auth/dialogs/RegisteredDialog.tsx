import { Button } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { useMeetsNeed } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { commonMessages, registeredMessages as m } from '../messages';
import { AuthModal } from './AuthModal';

/**
 * After registering: the e-mail address must be confirmed within 72 hours, then staff approve the request – or,
 * with a backend that confirms no addresses (`confirmRegistration`), staff approve it, and no confirmation is named.
 */
export function RegisteredDialog() {
  const intl = useIntl();
  const { close } = useAuthDialogs();
  const meetsNeed = useMeetsNeed();
  return (
    <AuthModal
      hasCloseButton={false}
      title={intl.formatMessage(m.title)}
      actions={<Button onPress={close}>{intl.formatMessage(commonMessages.close)}</Button>}
    >
      {[m.text, m.next, m.withoutConfirmation].filter(meetsNeed).map((text) => (
        <p key={text.id} className={styles.message}>
          {intl.formatMessage(text)}
        </p>
      ))}
    </AuthModal>
  );
}
