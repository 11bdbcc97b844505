import { describe, expect, it } from 'vitest';
import { validateContact } from './contactSchema';
import { contactMessages as m } from './messages';

describe('contact form rules', () => {
  it('requires subject and message, ignoring spaces', () => {
    expect(validateContact({ subject: ' ', message: '' })).toEqual({
      subject: m.subjectRequired,
      message: m.messageRequired,
    });
    expect(validateContact({ subject: 'Termin', message: 'Bitte zurückrufen' })).toEqual({});
  });
});
