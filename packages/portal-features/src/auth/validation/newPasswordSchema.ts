/** The 'Neues Passwort festlegen' form after a reset link (spec §5 password rule): new password twice. */
import { type FieldErrors, meetsPasswordRule, passwordMessages } from '../../shared/forms';
import { validationMessages as m } from '../messages';

export interface NewPasswordValues {
  password: string;
  passwordConfirmation: string;
}

export const emptyNewPasswordValues: NewPasswordValues = { password: '', passwordConfirmation: '' };

export function validateNewPassword(values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> {
  const errors: FieldErrors<keyof NewPasswordValues> = {};
  if (values.password === '') errors.password = m.required;
  else if (!meetsPasswordRule(values.password)) errors.password = passwordMessages.passwordRule;
  if (values.passwordConfirmation === '') errors.passwordConfirmation = m.required;
  // Compared exactly as typed: a trailing space is part of a password.
  else if (values.passwordConfirmation !== values.password)
    errors.passwordConfirmation = passwordMessages.passwordMismatch;
  return errors;
}
