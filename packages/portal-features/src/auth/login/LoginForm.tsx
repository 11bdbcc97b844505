import { PasswordField, TextField } from '@kundenportal/ui';
import { useRef } from 'react';
import { fieldLimits, PortalForm, SubmitButton, useSchemaForm, useValuesFromPage } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { usePortalServices } from '../../shared/services';
import type { AuthDialogOptions } from '../../shared/session';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { commonMessages as c, loginMessages as m } from '../messages';
import { loginSchema } from '../validation/emailFormSchemas';
import { OtherWaysToLogIn } from './OtherWaysToLogIn';
import { useLoginSending } from './useLoginSending';

/**
 * Login by e-mail and password – in the login dialog and inline on /login. Success goes back to the guarded
 * page the user came from (`returnTo`) or to /user/{target} (search by default); wrong credentials, too many
 * attempts (429: how long to wait) and the server's word on a field (422) stay in the form with what was typed.
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
  const { prepareBackend } = usePortalServices();
  const form = useSchemaForm(loginSchema, { email: '', password: '' });
  // On the prerendered /login the fields may hold typed or autofilled text before React runs: the form takes
  // it over as it hydrates (and whatever a password manager sets later), so nothing renders over it.
  const formElement = useRef<HTMLFormElement>(null);
  const readFields = useValuesFromPage(formElement, form.values, form.setValue);
  const { onSubmit: submit, isSubmitting, failureText } = useLoginSending(form, formElement, options);

  return (
    // POST, never the browser's default GET: sent natively before the page's script ran (a prerendered /login on
    // a slow line), the form would otherwise put the password into the URL. The host refuses the POST (405).
    <PortalForm form={form} ref={formElement} className={styles.form} method="post" onSubmit={submit}>
      <FormAlert text={failureText} />
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
      <OtherWaysToLogIn options={options} />
    </PortalForm>
  );
}
