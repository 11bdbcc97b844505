import { describe, expect, it } from 'vitest';
import { passwordMessages } from '../../shared/forms';
import { validationMessages as m } from '../messages';
import { emptyNewPasswordValues, validateNewPassword } from './newPasswordSchema';

describe('new password after a reset link', () => {
  it('needs both fields', () => {
    expect(validateNewPassword(emptyNewPasswordValues)).toEqual({
      password: m.required,
      passwordConfirmation: m.required,
    });
  });

  it('applies the password rule and wants the same password twice, exactly', () => {
    expect(validateNewPassword({ password: 'kurz', passwordConfirmation: 'kurz' })).toEqual({
      password: passwordMessages.passwordRule,
    });
    expect(validateNewPassword({ password: 'Neu!Pass2026', passwordConfirmation: 'Neu!Pass2026 ' })).toEqual({
      passwordConfirmation: passwordMessages.passwordMismatch,
    });
    expect(validateNewPassword({ password: 'Neu!Pass2026', passwordConfirmation: 'Neu!Pass2026' })).toEqual(
      {},
    );
  });
});
