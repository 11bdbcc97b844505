import { Button } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { commonMessages, doubleOptInMessages as m } from '../messages';
import { AuthModal } from './AuthModal';

/** After the e-mail address was confirmed (double opt-in): the request now waits for approval. */
export function DoubleOptInDialog() {
  const intl = useIntl();
  const { close } = useAuthDialogs();
  return (
    <AuthModal
      hasCloseButton={false}
      title={intl.formatMessage(m.title)}
      actions={<Button onPress={close}>{intl.formatMessage(commonMessages.close)}</Button>}
    >
      <p className={styles.message}>{intl.formatMessage(m.text)}</p>
    </AuthModal>
  );
}
