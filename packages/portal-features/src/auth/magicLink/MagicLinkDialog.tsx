import { Button } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { AuthModal } from '../dialogs/AuthModal';
import { commonMessages as c, loginMessages, magicLinkMessages as m } from '../messages';
import { MagicLinkForm } from './MagicLinkForm';

export function MagicLinkDialog() {
  const intl = useIntl();
  const { options, open, close } = useAuthDialogs();
  return (
    <AuthModal title={intl.formatMessage(m.title)}>
      <MagicLinkForm onDone={close} autoFocus>
        <div className={styles.otherWays}>
          <Button variant="tertiary" onPress={() => open('login', options)}>
            {intl.formatMessage(c.backToLogin)}
          </Button>
          <Button variant="tertiary" onPress={() => open('resetPassword', options)}>
            {intl.formatMessage(loginMessages.forgotPassword)}
          </Button>
        </div>
      </MagicLinkForm>
    </AuthModal>
  );
}
