/** The 'Neues Passwort festlegen' form after a reset link (spec §5 password rule): new password twice. */
import * as v from 'valibot';
import { newPassword, samePasswordTwice, typedText } from '../../shared/forms';
import { validationMessages as m } from '../messages';

export const newPasswordSchema = v.pipe(
  v.object({
    password: newPassword(m.required),
    passwordConfirmation: typedText(m.required),
  }),
  samePasswordTwice<{ password: string; passwordConfirmation: string }>(),
);
export type NewPasswordValues = v.InferInput<typeof newPasswordSchema>;

export const emptyNewPasswordValues: NewPasswordValues = { password: '', passwordConfirmation: '' };
