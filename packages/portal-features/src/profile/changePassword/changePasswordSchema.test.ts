import { describe, expect, it } from 'vitest';
import { changePasswordMessages as m } from '../messages';
import {
  emptyChangePasswordValues,
  hasErrors,
  isStrongPassword,
  validateChangePassword,
} from './changePasswordSchema';

const valid = { currentPassword: 'Demo1234!', password: 'Neu-Pass1', passwordConfirmation: 'Neu-Pass1' };

describe('change password rules (spec §5)', () => {
  it('requires every field', () => {
    expect(validateChangePassword(emptyChangePasswordValues)).toEqual({
      currentPassword: m.currentPasswordRequired,
      password: m.passwordRequired,
      passwordConfirmation: m.passwordConfirmationRequired,
    });
  });

  it('accepts a complete, matching form', () => {
    expect(validateChangePassword(valid)).toEqual({});
    expect(hasErrors(validateChangePassword(valid))).toBe(false);
  });

  it('asks for at least 8 characters with a letter, a digit and a special character', () => {
    expect(isStrongPassword('Abc123!')).toBe(false); // 7 characters
    expect(isStrongPassword('Abcdefg!')).toBe(false); // no digit
    expect(isStrongPassword('12345678!')).toBe(false); // no letter
    expect(isStrongPassword('Abcd1234')).toBe(false); // no special character
    expect(isStrongPassword('Abcd 1234')).toBe(true); // a space counts as special, as on the server
    expect(isStrongPassword('Demo1234!')).toBe(true);
    expect(
      validateChangePassword({ ...valid, password: 'Abcd1234', passwordConfirmation: 'Abcd1234' }),
    ).toEqual({
      password: m.passwordRule,
    });
  });

  it('needs the confirmation to equal the new password', () => {
    const errors = validateChangePassword({ ...valid, passwordConfirmation: 'Neu-Pass2' });
    expect(errors).toEqual({ passwordConfirmation: m.passwordConfirmationMismatch });
    expect(m.passwordConfirmationMismatch.defaultMessage).toBe(
      'Die Bestätigung des Passworts stimmt nicht mit dem Passwort überein',
    );
  });

  it('does not trim: spaces are part of a password', () => {
    expect(validateChangePassword({ ...valid, currentPassword: ' ' })).toEqual({});
    expect(validateChangePassword({ ...valid, passwordConfirmation: 'Neu-Pass1 ' })).toEqual({
      passwordConfirmation: m.passwordConfirmationMismatch,
    });
  });
});
