/** The contact form's rules: subject and message are required (checked before anything is sent). */
import { type FieldErrors, isBlank } from '../shared/forms';
import { contactMessages as m } from './messages';

export interface ContactValues {
  subject: string;
  message: string;
}

export const emptyContactValues: ContactValues = { subject: '', message: '' };
export const SUBJECT_MAX = 200;
export const MESSAGE_MAX = 5000;

export function validateContact(values: ContactValues): FieldErrors<keyof ContactValues> {
  return {
    ...(isBlank(values.subject) ? { subject: m.subjectRequired } : {}),
    ...(isBlank(values.message) ? { message: m.messageRequired } : {}),
  };
}
