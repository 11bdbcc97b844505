import { Button } from '@kundenportal/ui';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { longNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import { requestMagicLink } from '../api/requestMagicLink';
import * as styles from '../auth.css';
import { AuthModal } from '../dialogs/AuthModal';
import { EmailLinkForm } from '../magicLink/EmailLinkForm';
import { commonMessages as c, loginMessages, resetPasswordMessages as m } from '../messages';
import { resetPasswordSchema } from '../validation/emailFormSchemas';

/** Forgot password: a login link that opens the profile, where the user sets a new password. */
export function ResetPasswordDialog() {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const notify = useNotify();
  const { options, open, close } = useAuthDialogs();
  return (
    <AuthModal title={intl.formatMessage(m.title)}>
      <EmailLinkForm
        autoFocus
        lead={intl.formatMessage(m.lead)}
        schema={resetPasswordSchema}
        submitLabel={intl.formatMessage(m.submit)}
        send={(email) => requestMagicLink(api, email, apiLanguage(locale), 'forgotpassword')}
        failureText={intl.formatMessage(m.failed)}
        onDone={() => {
          close();
          notify(intl.formatMessage(m.success), 'success', longNotificationDuration);
        }}
      >
        <div className={styles.otherWays}>
          <Button variant="tertiary" onPress={() => open('login', options)}>
            {intl.formatMessage(c.backToLogin)}
          </Button>
          <Button variant="tertiary" onPress={() => open('magicLink', options)}>
            {intl.formatMessage(loginMessages.magicLink)}
          </Button>
        </div>
      </EmailLinkForm>
    </AuthModal>
  );
}
