/** The change-password form's rules (spec §5), used by the form and its tests. */
import type { MessageDescriptor } from '@formatjs/intl';
import { changePasswordMessages as m } from '../messages';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;
export type ChangePasswordErrors = Partial<Record<ChangePasswordField, MessageDescriptor>>;

export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};

export const passwordMinLength = 8;

/**
 * At least 8 characters with a letter, a digit and a special character – the same classes as the
 * backend's pattern, so the form never lets through what the server rejects.
 */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= passwordMinLength &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password) &&
    /[^A-Za-z\d]/.test(password)
  );
}

export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = m.currentPasswordRequired;
  if (values.password === '') errors.password = m.passwordRequired;
  else if (!isStrongPassword(values.password)) errors.password = m.passwordRule;
  if (values.passwordConfirmation === '') errors.passwordConfirmation = m.passwordConfirmationRequired;
  else if (values.passwordConfirmation !== values.password)
    errors.passwordConfirmation = m.passwordConfirmationMismatch;
  return errors;
}

export const hasErrors = (errors: ChangePasswordErrors): boolean => Object.keys(errors).length > 0;
