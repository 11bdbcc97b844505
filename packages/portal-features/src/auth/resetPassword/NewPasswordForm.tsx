import { Button, PasswordField } from '@kundenportal/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useNavigate } from 'react-router-dom';
import { SubmitButton, useSchemaForm, useSubmit } from '../../shared/forms';
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

type Failure = 'refused' | 'failed' | 'unreachable';

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
  const form = useSchemaForm(newPasswordSchema, emptyNewPasswordValues);
  const [failure, setFailure] = useState<Failure>();
  // Saved: the form stays put (never sent twice) while the new login runs.
  const [isSaved, setSaved] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    // Back to the first field, so the user can try again at once; the alert itself is announced.
    if (failure) formRef.current?.querySelector<HTMLInputElement>('input')?.focus();
  }, [failure]);

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    setFailure(undefined);
    const result = await setNewPassword(api, form.values, apiLanguage(locale));
    if (result.kind === 'unreachable') {
      setFailure('unreachable');
      return;
    }
    if (result.kind === 'sessionEnded') return;
    if (result.kind === 'rejected') {
      setFailure(result.status === 403 || result.status === 401 ? 'refused' : 'failed');
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
    <Form ref={formRef} className={styles.form} validationBehavior="aria" onSubmit={submit}>
      <p className={styles.lead}>{intl.formatMessage(m.lead)}</p>
      <FormAlert text={failure ? intl.formatMessage(m[failure]) : undefined} />
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
        {failure === 'refused' && (
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
    </Form>
  );
}
