/** Validation of the small auth forms: login, login link and reset password (spec §5). */
import * as v from 'valibot';
import { filledText, isValidEmail, message, typedText } from '../../shared/forms';
import { validationMessages as m } from '../messages';

/** Both fields required; the address is what the user logs in with, so its format is the server's business. */
export const loginSchema = v.object({
  email: filledText(m.required),
  password: typedText(m.required),
});
export type LoginValues = v.InferInput<typeof loginSchema>;

/** Login link: the e-mail address is required. */
export const magicLinkSchema = v.object({ email: filledText(m.required) });
export type EmailValues = v.InferInput<typeof magicLinkSchema>;

/** Reset password: the e-mail address is required and must be valid. */
export const resetPasswordSchema = v.object({
  email: v.pipe(filledText(m.required), v.check(isValidEmail, message(m.emailInvalid))),
});
