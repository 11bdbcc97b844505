import { SupportDetails } from '../../shared/contact';
import { useIntl } from '../../shared/i18n';
import * as styles from '../auth.css';
import { withoutLinkMessages as m } from '../messages';

/**
 * Without the link login there is no reset link either (it logs in by the same call): 'Passwort vergessen?' shows
 * how to reach the support – e-mail, and phone and hours when config.json names them.
 */
export function ForgotPasswordHelp({ id }: { id: string }) {
  const intl = useIntl();
  return (
    <div id={id} className={styles.supportHelp}>
      <p className={styles.lead}>{intl.formatMessage(m.forgotPassword)}</p>
      <SupportDetails />
    </div>
  );
}
