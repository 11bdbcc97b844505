import { Button, PasswordField } from '@kundenportal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  focusFirstField,
  focusFirstProblem,
  PortalForm,
  SubmitButton,
  useSchemaForm,
  useSubmit,
} from '../../shared/forms';
import { apiLanguage, useIntl, useLocale, useLocalizedPath } from '../../shared/i18n';
import { defaultNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify } from '../../shared/services';
import { loginTargetPath, useAuthDialogs, useSession } from '../../shared/session';
import { setNewPassword } from '../api/setNewPassword';
import * as styles from '../auth.css';
import { FormAlert } from '../dialogs/FormAlert';
import { newPasswordMessages as m } from '../messages';
import {
  emptyNewPasswordValues,
  type NewPasswordValues,
  newPasswordSchema,
} from '../validation/newPasswordSchema';

/** Why the last attempt failed: `refused` offers a new link; `text` is what the alert says. */
interface Failure {
  text: string;
  isRefused?: boolean;
}

/**
 * The form of 'Neues Passwort festlegen' (the page's heading, see LoginPage) after a password-reset link: the link's session may set a new password without
 * the forgotten current one. Saving ends every session (as any password change does), so the form logs in
 * with the new password right away and goes on to the login target – the user set it a second ago.
 */
export function NewPasswordForm({ target }: { target: string | undefined }) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const { user, userPages, logout } = useSession();
  const { open } = useAuthDialogs();
  // The server's word on the new password (its own rules, a 422) stands beside its field.
  const form = useSchemaForm(newPasswordSchema, emptyNewPasswordValues, { serverPrefix: 'reset_password' });
  const [failure, setFailure] = useState<Failure>();
  // Saved: the form stays put (never sent twice) while the new login runs.
  const [isSaved, setSaved] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  /** The alert says why; focus goes back to the form, so the user can try again at once. */
  const fail = (next: Failure) => {
    setFailure(next);
    focusFirstField(formRef.current);
  };

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    setFailure(undefined);
    form.clearServerErrors();
    const result = await setNewPassword(api, form.values, apiLanguage(locale));
    if (result.kind === 'unreachable') {
      fail({ text: intl.formatMessage(m.unreachable) });
      return;
    }
    if (result.kind === 'sessionEnded') return;
    if (result.kind === 'rejected') {
      if (result.status === 403 || result.status === 401) {
        fail({ text: intl.formatMessage(m.refused), isRefused: true });
        return;
      }
      // Field errors beside their fields, to the first of which focus goes; anything else in the alert.
      const rest = form.takeRejection(result, intl.formatMessage(m.failed));
      if (rest === undefined) focusFirstProblem(formRef.current, { selects: false });
      else fail({ text: rest });
      return;
    }
    setSaved(true);
    const email = user?.email;
    const login = email ? await api.session.login(email, form.values.password) : 'invalid';
    if (login === 'ok') {
      notify(intl.formatMessage(m.success), 'success', defaultNotificationDuration);
      navigate(localized(loginTargetPath(target, userPages)), { replace: true });
      return;
    }
    // Saved, but the new login did not work out (rare): the user logs in with the new password themselves.
    logout();
    notify(intl.formatMessage(m.savedLoginAgain), 'success', defaultNotificationDuration);
    open('login', target ? { target } : {});
  });

  const canSubmit = form.canSubmit && !isSubmitting && !isSaved;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Enter in a field submits even while the button is blocked: validate here too.
    if (!form.canSubmit) {
      form.touchAll();
      return;
    }
    if (canSubmit) send();
  };

  const fieldProps = (field: keyof NewPasswordValues) => {
    return {
      ...form.fieldProps(field),
      value: form.values[field],
      onChange: (value: string) => {
        form.setValue(field, value);
        setFailure(undefined);
      },
      onBlur: () => form.touch(field),
      isRequired: true,
      autoComplete: 'new-password' as const,
      labels: { showPassword: intl.formatMessage(m.showPassword) },
    };
  };

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <FormAlert text={failure?.text} />
      <PasswordField
        {...fieldProps('password')}
        label={intl.formatMessage(m.password)}
        description={intl.formatMessage(m.passwordDescription)}
        autoFocus
      />
      <PasswordField
        {...fieldProps('passwordConfirmation')}
        label={intl.formatMessage(m.passwordConfirmation)}
      />
      <div className={styles.actions}>
        {failure?.isRefused && (
          <Button variant="secondary" onPress={() => open('resetPassword', target ? { target } : {})}>
            {intl.formatMessage(m.requestNew)}
          </Button>
        )}
        <SubmitButton
          canSubmit={form.canSubmit && !isSaved}
          isSubmitting={isSubmitting}
          problems={form.problems}
          onBlockedPress={form.touchAll}
        >
          {intl.formatMessage(m.submit)}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
