/**
 * The own data a user changes on the profile (spec §1 "change their data"; §3 user fields): salutation, names,
 * phone, fax and language, with the registration's rules (§5: all required but the fax). E-mail address and
 * company stay with user management (the API refuses them from the user themself).
 */
import type { AuthenticatedUser, Language, Salutation, UserUpdateRequest } from '@kundenportal/api-client';
import * as v from 'valibot';
import { chosen, filledText } from '../../shared/forms';
import { myDataMessages as m } from '../messages';

export const myDataSchema = v.object({
  salutation: chosen<Salutation>(m.salutationRequired),
  firstName: filledText(m.required),
  lastName: filledText(m.required),
  phoneNumber: filledText(m.required),
  faxNumber: v.string(),
  language: chosen<Language>(m.required),
});
export type MyDataValues = v.InferInput<typeof myDataSchema>;
export type MyDataField = keyof MyDataValues;

export function myDataOf(user: AuthenticatedUser): MyDataValues {
  return {
    salutation: user.salutation ?? '',
    firstName: user.first_name,
    lastName: user.last_name,
    phoneNumber: user.phone_number ?? '',
    faxNumber: user.fax_number ?? '',
    language: user.language,
  };
}

/** The request body for valid values: text trimmed, an empty fax sent as none. */
export function toMyDataUpdate(values: MyDataValues): UserUpdateRequest['user'] {
  if (values.salutation === '' || values.language === '') throw new Error('Validate before saving.');
  return {
    salutation: values.salutation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    phoneNumber: values.phoneNumber.trim(),
    faxNumber: values.faxNumber.trim() || null,
    language: values.language,
  };
}
