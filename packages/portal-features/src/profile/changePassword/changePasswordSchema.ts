/** The change-password form's rules (spec §5), used by the form and its tests. */
import * as v from 'valibot';
import { newPassword, samePasswordTwice, typedText } from '../../shared/forms';
import { changePasswordMessages as m } from '../messages';

export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: typedText(m.currentPasswordRequired),
    password: newPassword(m.passwordRequired),
    passwordConfirmation: typedText(m.passwordConfirmationRequired),
  }),
  samePasswordTwice<{ currentPassword: string; password: string; passwordConfirmation: string }>(),
);
export type ChangePasswordValues = v.InferInput<typeof changePasswordSchema>;
export type ChangePasswordField = keyof ChangePasswordValues;

export const emptyChangePasswordValues: ChangePasswordValues = {
  currentPassword: '',
  password: '',
  passwordConfirmation: '',
};
