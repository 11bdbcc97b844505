import { Button, Modal, PasswordField } from '@kundenportal/ui';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  fieldLimits,
  focusFirstProblem,
  PortalForm,
  SubmitButton,
  useSchemaForm,
  useSubmit,
} from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { defaultNotificationDuration } from '../../shared/notifications';
import { usePageHref } from '../../shared/pages';
import { useNotify } from '../../shared/services';
import { useSession } from '../../shared/session';
import { useChangePassword } from '../api/useChangePassword';
import { changePasswordMessages as m } from '../messages';
import * as styles from './ChangePasswordModal.css';
import {
  type ChangePasswordField,
  changePasswordSchema,
  emptyChangePasswordValues,
} from './changePasswordSchema';

export interface ChangePasswordModalProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/** The password change of the profile (spec §4, §5): a modal form; success ends the session. */
export function ChangePasswordModal({ isOpen, onOpenChange }: ChangePasswordModalProps) {
  const intl = useIntl();
  return (
    <Modal
      title={intl.formatMessage(m.title)}
      labels={{ close: intl.formatMessage(m.close) }}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      {/* The form lives only while the modal is open, so every opening starts empty. */}
      <ChangePasswordForm onClose={() => onOpenChange(false)} />
    </Modal>
  );
}

function ChangePasswordForm({ onClose }: { onClose: () => void }) {
  const intl = useIntl();
  const href = usePageHref();
  const navigate = useNavigate();
  const notify = useNotify();
  const { logout } = useSession();
  const changePassword = useChangePassword();

  // What the server said about the new password (its own rules) stands beside that field.
  const form = useSchemaForm(changePasswordSchema, emptyChangePasswordValues, {
    serverPrefix: 'reset_password',
  });
  // The server refused the current password; it stays marked until the user changes it.
  const [isCurrentPasswordRejected, setCurrentPasswordRejected] = useState(false);

  const formRef = useRef<HTMLFormElement>(null);

  const change = (field: ChangePasswordField) => (value: string) => {
    form.setValue(field, value);
    if (field === 'currentPassword') setCurrentPasswordRejected(false);
  };

  const errorOf = (field: ChangePasswordField): string | undefined =>
    field === 'currentPassword' && isCurrentPasswordRejected
      ? intl.formatMessage(m.notificationError)
      : form.errorFor(field);

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    form.clearServerErrors();
    const result = await changePassword(form.values);
    if (result.kind === 'ok') {
      onClose();
      logout();
      notify(intl.formatMessage(m.notificationSuccess), 'success', defaultNotificationDuration);
      navigate(href('home'));
      return;
    }
    if (result.kind === 'rejected') {
      // The server refused the new password (e.g. its rules): its words go beside that field. Any other
      // refusal means the current password did not match.
      const { byField } = form.take(result.fieldErrors);
      if (byField.currentPassword === undefined && (byField.password ?? byField.passwordConfirmation)) {
        focusFirstProblem(formRef.current, { selects: false });
        return;
      }
      setCurrentPasswordRejected(true);
      notify(intl.formatMessage(m.notificationError), 'error', defaultNotificationDuration);
      // Back to the refused field, so its message is read out: the notification sits outside the modal.
      focusFirstProblem(formRef.current, { selects: false });
    }
  });
  const canSubmit = form.canSubmit && !isCurrentPasswordRejected && !isSubmitting;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Validated again here: Enter in a field submits even while the button is disabled.
    if (!canSubmit) {
      form.touchAll();
      return;
    }
    send();
  };

  const fieldProps = (field: ChangePasswordField) => {
    const errorMessage = errorOf(field);
    return {
      name: field,
      value: form.values[field],
      onChange: change(field),
      onBlur: () => form.touch(field),
      isRequired: true,
      // Never false: that would hide the server's word, which the Form hands the field by its name.
      isInvalid: errorMessage === undefined ? undefined : true,
      errorMessage,
      labels: { showPassword: intl.formatMessage(m.showPassword) },
      maxLength: fieldLimits.passwordChange[field],
    };
  };

  return (
    <PortalForm form={form} ref={formRef} className={styles.form} onSubmit={submit}>
      <PasswordField
        {...fieldProps('currentPassword')}
        label={intl.formatMessage(m.currentPassword)}
        autoComplete="current-password"
        autoFocus
      />
      <PasswordField
        {...fieldProps('password')}
        label={intl.formatMessage(m.password)}
        description={intl.formatMessage(m.passwordDescription)}
        autoComplete="new-password"
      />
      <PasswordField
        {...fieldProps('passwordConfirmation')}
        label={intl.formatMessage(m.passwordConfirmation)}
        autoComplete="new-password"
      />
      <div className={styles.actions}>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(m.cancel)}
        </Button>
        <SubmitButton
          canSubmit={form.canSubmit && !isCurrentPasswordRejected}
          isSubmitting={isSubmitting}
          problems={
            isCurrentPasswordRejected
              ? [intl.formatMessage(m.notificationError), ...form.problems]
              : form.problems
          }
          onBlockedPress={form.touchAll}
        >
          {intl.formatMessage(m.submit)}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
