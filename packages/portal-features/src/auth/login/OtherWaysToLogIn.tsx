import { Button } from '@kundenportal/ui';
import { useId, useState } from 'react';
import { useIntl } from '../../shared/i18n';
import { useOffers, useRuntimeConfig } from '../../shared/services';
import { type AuthDialogOptions, useAuthDialogs } from '../../shared/session';
import * as styles from '../auth.css';
import { loginMessages as m } from '../messages';
import { ForgotPasswordHelp } from './ForgotPasswordHelp';

/**
 * Below the login form: a login link, a forgotten password and the registration, as far as the deployment offers
 * them. Login and reset links both log in through the link login; without it, the support resets passwords.
 */
export function OtherWaysToLogIn({ options }: { options: AuthDialogOptions }) {
  const intl = useIntl();
  const { registrationEnabled } = useRuntimeConfig();
  const { open } = useAuthDialogs();
  const offersLinks = useOffers('loginWithMagicLink');
  const [isShowingSupport, setShowingSupport] = useState(false);
  const supportHelpId = useId();
  return (
    <>
      <div className={styles.otherWays}>
        {offersLinks && (
          <Button variant="tertiary" onPress={() => open('magicLink', options)}>
            {intl.formatMessage(m.magicLink)}
          </Button>
        )}
        {offersLinks ? (
          <Button variant="tertiary" onPress={() => open('resetPassword', options)}>
            {intl.formatMessage(m.forgotPassword)}
          </Button>
        ) : (
          <Button
            variant="tertiary"
            aria-expanded={isShowingSupport}
            aria-controls={isShowingSupport ? supportHelpId : undefined}
            onPress={() => setShowingSupport((shown) => !shown)}
          >
            {intl.formatMessage(m.forgotPassword)}
          </Button>
        )}
        {registrationEnabled && (
          <Button variant="tertiary" onPress={() => open('register')}>
            {intl.formatMessage(m.register)}
          </Button>
        )}
      </div>
      {!offersLinks && isShowingSupport && <ForgotPasswordHelp id={supportHelpId} />}
    </>
  );
}
