/** The contact form's rules: subject and message are required (checked before anything is sent). */
import { type FieldErrors, fieldLimits, isBlank } from '../shared/forms';
import { contactMessages as m } from './messages';

export interface ContactValues {
  subject: string;
  message: string;
}

export const emptyContactValues: ContactValues = { subject: '', message: '' };
/** The contract's limits (`ContactMessageCreate`), so the fields stop where the API would refuse. */
export const SUBJECT_MAX = fieldLimits.contact.subject;
export const MESSAGE_MAX = fieldLimits.contact.message;
export const contactFields: readonly (keyof ContactValues)[] = ['subject', 'message'];

export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  return {
    ...(isBlank(values.subject) ? { subject: m.subjectRequired } : {}),
    ...(isBlank(values.message) ? { message: m.messageRequired } : {}),
  };
}
