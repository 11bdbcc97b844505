import { describe, expect, it } from 'vitest';
import { fieldErrorsToMessage, isApiErrorBody } from './errors';

describe('fieldErrorsToMessage', () => {
  it("joins field errors as 'field: message'", () => {
    expect(
      fieldErrorsToMessage({
        message: 'Die Eingaben sind ungültig.',
        errors: [
          { field: 'registration.email', message: 'Diese E-Mail-Adresse ist ungültig.' },
          { field: 'registration.zip', message: 'Pflichtfeld' },
        ],
      }),
    ).toBe('registration.email: Diese E-Mail-Adresse ist ungültig., registration.zip: Pflichtfeld');
  });

  it('falls back to the backend message, then to the given fallback', () => {
    expect(fieldErrorsToMessage({ message: 'Fehler', errors: [] })).toBe('Fehler');
    expect(fieldErrorsToMessage(undefined, 'Es ist ein Fehler aufgetreten.')).toBe(
      'Es ist ein Fehler aufgetreten.',
    );
  });

  it('recognises the backend error body', () => {
    expect(isApiErrorBody({ message: 'x' })).toBe(true);
    expect(isApiErrorBody('Bad Gateway')).toBe(false);
  });
});
