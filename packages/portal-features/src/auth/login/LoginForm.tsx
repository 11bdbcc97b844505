import type { Throttled } from '@kundenportal/api-client';
import { Button, PasswordField, TextField } from '@kundenportal/ui';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tooManyAttempts } from '../../shared/api';
import {
  fieldLimits,
  PortalForm,
  SubmitButton,
  useSchemaForm,
  useSubmit,
  useValuesFromPage,
} from '../../shared/forms';
import { useIntl, useLocalizedPath } from '../../shared/i18n';
import { defaultNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify, useOffers, usePortalServices, useRuntimeConfig } from '../../shared/services';
import { type AuthDialogOptions, loginTargetPath, useAuthDialogs, useSession } from '../../shared/session';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { tooManyAttemptsText } from '../dialogs/tooManyAttemptsText';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { useReturnPath } from '../hooks/useReturnPath';
import { commonMessages as c, loginMessages as m } from '../messages';
import { loginSchema } from '../validation/emailFormSchemas';
import { ForgotPasswordHelp } from './ForgotPasswordHelp';

/**
 * Login by e-mail and password – in the login dialog and inline on /login. Success goes back to the guarded
 * page the user came from (`returnTo`) or to /user/{target} (search by default); wrong credentials and too many
 * attempts (429: how long to wait) stay in the form with what was typed.
 */
export function LoginForm({
  options,
  autoFocus = false,
}: {
  options: AuthDialogOptions;
  /** In the dialog the e-mail field takes focus; on the page the heading has it, as after any page change. */
  autoFocus?: boolean;
}) {
  const intl = useIntl();
  const api = useApi();
  const { prepareBackend } = usePortalServices();
  const notify = useNotify();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const returnPath = useReturnPath();
  const goOutOfService = useGoOutOfService();
  const { registrationEnabled } = useRuntimeConfig();
  const { open, close } = useAuthDialogs();
  const { userPages } = useSession();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  // On the prerendered /login the fields may hold typed or autofilled text before React runs: the form takes
  // it over as it hydrates (and whatever a password manager sets later), so nothing renders over it.
  const formElement = useRef<HTMLFormElement>(null);
  const readFields = useValuesFromPage(formElement, form.values, form.setValue);
  // Why the last attempt failed: wrong credentials, or too many attempts and how long to wait.
  const [failure, setFailure] = useState<'invalid' | Throttled>();
  // Login and reset links both log in through the link login; without it, the support resets passwords.
  const offersLinks = useOffers('loginWithMagicLink');
  const [isShowingSupport, setShowingSupport] = useState(false);
  const supportHelpId = useId();

  const { onSubmit: submit, isSubmitting } = useSubmit(async () => {
    if (!form.canSubmit) return;
    setFailure(undefined);
    const result = await api.session.login(form.values.email.trim(), form.values.password);
    const refusal = result === 'invalid' ? result : tooManyAttempts(result);
    if (refusal) {
      setFailure(refusal);
      return;
    }
    const target = returnPath(options.returnTo) ?? localized(loginTargetPath(options.target, userPages));
    close();
    if (result === 'unreachable') {
      goOutOfService();
      return;
    }
    notify(intl.formatMessage(m.success), 'success', defaultNotificationDuration);
    navigate(target);
  });

  return (
    // POST, never the browser's default GET: sent natively before the page's script ran (a prerendered /login on
    // a slow line), the form would otherwise put the password into the URL. The host refuses the POST (405).
    <PortalForm form={form} ref={formElement} className={styles.form} method="post" onSubmit={submit}>
      <FormAlert
        text={
          failure === 'invalid'
            ? intl.formatMessage(m.invalid)
            : failure && tooManyAttemptsText(intl, failure)
        }
      />
      <TextField
        autoFocus={autoFocus}
        {...form.fieldProps('email')}
        type="email"
        autoComplete="username"
        maxLength={fieldLimits.login.email}
        label={intl.formatMessage(c.email)}
        isRequired
        value={form.values.email}
        onChange={(value) => {
          form.setValue('email', value);
          prepareBackend?.(); // a login is near
        }}
        onBlur={() => form.touch('email')}
      />
      <PasswordField
        {...form.fieldProps('password')}
        autoComplete="current-password"
        maxLength={fieldLimits.login.password}
        label={intl.formatMessage(c.password)}
        labels={{ showPassword: intl.formatMessage(c.showPassword) }}
        isRequired
        value={form.values.password}
        onChange={(value) => {
          form.setValue('password', value);
          prepareBackend?.();
        }}
        onBlur={() => form.touch('password')}
      />
      <p className={styles.requiredHint}>{intl.formatMessage(c.requiredHint)}</p>
      <div className={styles.actions}>
        <SubmitButton
          canSubmit={form.canSubmit}
          isSubmitting={isSubmitting}
          problems={form.problems}
          onBlockedPress={() => {
            readFields();
            form.touchAll();
          }}
        >
          {intl.formatMessage(m.submit)}
        </SubmitButton>
      </div>
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
    </PortalForm>
  );
}
