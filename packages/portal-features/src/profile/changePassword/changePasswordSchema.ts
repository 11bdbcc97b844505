/** The change-password form's rules (spec §5), used by the form and its tests. */
import { type FieldErrors, meetsPasswordRule, passwordMessages } from '../../shared/forms';
import { changePasswordMessages as m } from '../messages';

export interface ChangePasswordValues {
  currentPassword: string;
  password: string;
  passwordConfirmation: string;
}

export type ChangePasswordField = keyof ChangePasswordValues;
export type ChangePasswordErrors = FieldErrors<ChangePasswordField>;

export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};

export function validateChangePassword(values: ChangePasswordValues): ChangePasswordErrors {
  const errors: ChangePasswordErrors = {};
  if (values.currentPassword === '') errors.currentPassword = m.currentPasswordRequired;
  if (values.password === '') errors.password = m.passwordRequired;
  else if (!meetsPasswordRule(values.password)) errors.password = passwordMessages.passwordRule;
  if (values.passwordConfirmation === '') errors.passwordConfirmation = m.passwordConfirmationRequired;
  else if (values.passwordConfirmation !== values.password)
    errors.passwordConfirmation = passwordMessages.passwordMismatch;
  return errors;
}
