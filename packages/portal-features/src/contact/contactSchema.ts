/** The contact form's rules: subject and message are required (checked before anything is sent). */
import * as v from 'valibot';
import { fieldLimits, filledText } from '../shared/forms';
import { contactMessages as m } from './messages';

/** The contract's limits (`ContactMessageCreate`), so the fields stop where the API would refuse. */
export const SUBJECT_MAX = fieldLimits.contact.subject;
export const MESSAGE_MAX = fieldLimits.contact.message;

export const contactSchema = v.object({
  subject: filledText(m.subjectRequired),
  message: filledText(m.messageRequired),
});
export type ContactValues = v.InferInput<typeof contactSchema>;

export const emptyContactValues: ContactValues = { subject: '', message: '' };
