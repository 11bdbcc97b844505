import { Button } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { AuthModal } from '../dialogs/AuthModal';
import { commonMessages as c, registrationMessages as m } from '../messages';
import { RegistrationForm } from './RegistrationForm';

export function RegisterDialog() {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  return (
    <AuthModal title={intl.formatMessage(m.title)}>
      <div className={styles.form}>
        <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
        <RegistrationForm autoFocus onRegistered={() => open('registered')} />
        <div className={styles.otherWays}>
          <Button variant="tertiary" onPress={() => open('login')}>
            {intl.formatMessage(c.backToLogin)}
          </Button>
        </div>
      </div>
    </AuthModal>
  );
}
