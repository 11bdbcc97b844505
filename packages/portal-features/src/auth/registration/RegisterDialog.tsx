import { Button } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { useMeetsNeed } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { AuthModal } from '../dialogs/AuthModal';
import { commonMessages as c, registrationMessages as m } from '../messages';
import { RegistrationForm } from './RegistrationForm';

export function RegisterDialog() {
  const intl = useIntl();
  const { open } = useAuthDialogs();
  // Whether the review waits for the address confirmation depends on the backend (textNeeds).
  const leadText = [m.lead, m.leadWithoutConfirmation].find(useMeetsNeed());
  return (
    <AuthModal title={intl.formatMessage(m.title)}>
      <div className={styles.form}>
        {leadText && <p className={styles.lead}>{intl.formatMessage(leadText)}</p>}
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
