import { describe, expect, it } from 'vitest';
import { isValidEmail, meetsPasswordRule } from '../../shared/forms';
import { validationMessages as m } from '../messages';
import { validateLogin, validateMagicLink, validateResetPassword } from './emailFormSchemas';

describe('auth form schemas (spec §5)', () => {
  it('login needs e-mail and password', () => {
    expect(validateLogin({ email: '', password: '' })).toEqual({ email: m.required, password: m.required });
    expect(validateLogin({ email: 'kunde@kundenportal.example', password: 'x' })).toEqual({});
  });

  it('login link needs an e-mail address', () => {
    expect(validateMagicLink({ email: '  ' })).toEqual({ email: m.required });
    expect(validateMagicLink({ email: 'kunde@kundenportal.example' })).toEqual({});
  });

  it('reset password needs a valid e-mail address', () => {
    expect(validateResetPassword({ email: '' })).toEqual({ email: m.required });
    expect(validateResetPassword({ email: 'kunde@' })).toEqual({ email: m.emailInvalid });
    expect(validateResetPassword({ email: 'kunde@kundenportal.example' })).toEqual({});
  });

  it('knows valid addresses and the password rule', () => {
    expect(isValidEmail(' a@b.de ')).toBe(true);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(meetsPasswordRule('Demo1234!')).toBe(true);
    expect(meetsPasswordRule('Demo12!')).toBe(false);
  });
});
