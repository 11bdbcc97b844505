import { describe, expect, it } from 'vitest';
import { passwordMessages, schemaErrors } from '../../shared/forms';
import { changePasswordMessages as m } from '../messages';
import { changePasswordSchema, emptyChangePasswordValues } from './changePasswordSchema';

const valid = { currentPassword: 'Demo1234!', password: 'Neu-Pass1', passwordConfirmation: 'Neu-Pass1' };

describe('change password rules (spec §5)', () => {
  it('requires every field', () => {
    expect(schemaErrors(changePasswordSchema, emptyChangePasswordValues)).toEqual({
      currentPassword: m.currentPasswordRequired,
      password: m.passwordRequired,
      passwordConfirmation: m.passwordConfirmationRequired,
    });
  });

  it('accepts a complete, matching form', () => {
    expect(schemaErrors(changePasswordSchema, valid)).toEqual({});
  });

  it('asks for at least 8 characters with a letter, a digit and a special character', () => {
    const withPassword = (password: string) =>
      schemaErrors(changePasswordSchema, { ...valid, password, passwordConfirmation: password }).password;
    expect(withPassword('Abc123!')).toBe(passwordMessages.passwordRule); // 7 characters
    expect(withPassword('Abcdefg!')).toBe(passwordMessages.passwordRule); // no digit
    expect(withPassword('12345678!')).toBe(passwordMessages.passwordRule); // no letter
    expect(withPassword('Abcd1234')).toBe(passwordMessages.passwordRule); // no special character
    expect(withPassword('Abcd 1234')).toBeUndefined(); // a space counts as special, as on the server
    expect(withPassword('Demo1234!')).toBeUndefined();
  });

  it('needs the confirmation to equal the new password', () => {
    const errors = schemaErrors(changePasswordSchema, { ...valid, passwordConfirmation: 'Neu-Pass2' });
    expect(errors).toEqual({ passwordConfirmation: passwordMessages.passwordMismatch });
    expect(passwordMessages.passwordMismatch.defaultMessage).toBe(
      'Die Bestätigung des Passworts stimmt nicht mit dem Passwort überein',
    );
  });

  it('does not trim: spaces are part of a password', () => {
    expect(schemaErrors(changePasswordSchema, { ...valid, currentPassword: ' ' })).toEqual({});
    expect(schemaErrors(changePasswordSchema, { ...valid, passwordConfirmation: 'Neu-Pass1 ' })).toEqual({
      passwordConfirmation: passwordMessages.passwordMismatch,
    });
  });
});
