import { describe, expect, it } from 'vitest';
import { passwordMessages, schemaErrors } from '../../shared/forms';
import { validationMessages as m } from '../messages';
import { emptyNewPasswordValues, newPasswordSchema } from './newPasswordSchema';

describe('new password after a reset link', () => {
  it('needs both fields', () => {
    expect(schemaErrors(newPasswordSchema, emptyNewPasswordValues)).toEqual({
      password: m.required,
      passwordConfirmation: m.required,
    });
  });

  it('applies the password rule and wants the same password twice, exactly', () => {
    expect(schemaErrors(newPasswordSchema, { password: 'kurz', passwordConfirmation: 'kurz' })).toEqual({
      password: passwordMessages.passwordRule,
    });
    expect(
      schemaErrors(newPasswordSchema, { password: 'Neu!Pass2026', passwordConfirmation: 'Neu!Pass2026 ' }),
    ).toEqual({
      passwordConfirmation: passwordMessages.passwordMismatch,
    });
    expect(
      schemaErrors(newPasswordSchema, { password: 'Neu!Pass2026', passwordConfirmation: 'Neu!Pass2026' }),
    ).toEqual({});
  });
});
