import { describe, expect, it } from 'vitest';
import { schemaErrors } from '../shared/forms';
import { contactSchema } from './contactSchema';
import { contactMessages as m } from './messages';

describe('contact form rules', () => {
  it('requires subject and message, ignoring spaces', () => {
    expect(schemaErrors(contactSchema, { subject: ' ', message: '' })).toEqual({
      subject: m.subjectRequired,
      message: m.messageRequired,
    });
    expect(schemaErrors(contactSchema, { subject: 'Termin', message: 'Bitte zurückrufen' })).toEqual({});
  });
});
