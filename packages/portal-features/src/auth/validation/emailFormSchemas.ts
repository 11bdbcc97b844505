/** Validation of the small auth forms: login, login link and reset password (spec §5). */

import { type FieldErrors, isBlank, isValidEmail } from '../../shared/forms';
import { validationMessages as m } from '../messages';

export interface LoginValues {
  email: string;
  password: string;
}

/** Both fields required; the address is what the user logs in with, so its format is the server's business. */
export function validateLogin(values: LoginValues): FieldErrors<keyof LoginValues> {
  const errors: FieldErrors<keyof LoginValues> = {};
  if (isBlank(values.email)) errors.email = m.required;
  if (values.password === '') errors.password = m.required;
  return errors;
}

export interface EmailValues {
  email: string;
}

/** Login link: the e-mail address is required. */
export function validateMagicLink(values: EmailValues): FieldErrors<keyof EmailValues> {
  return isBlank(values.email) ? { email: m.required } : {};
}

/** Reset password: the e-mail address is required and must be valid. */
export function validateResetPassword(values: EmailValues): FieldErrors<keyof EmailValues> {
  if (isBlank(values.email)) return { email: m.required };
  if (!isValidEmail(values.email)) return { email: m.emailInvalid };
  return {};
}
