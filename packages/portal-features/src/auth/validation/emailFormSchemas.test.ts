import { describe, expect, it } from 'vitest';
import { isValidEmail, meetsPasswordRule, schemaErrors } from '../../shared/forms';
import { validationMessages as m } from '../messages';
import { loginSchema, magicLinkSchema, resetPasswordSchema } from './emailFormSchemas';

describe('auth form schemas (spec §5)', () => {
  it('login needs e-mail and password', () => {
    expect(schemaErrors(loginSchema, { email: '', password: '' })).toEqual({
      email: m.required,
      password: m.required,
    });
    expect(schemaErrors(loginSchema, { email: 'kunde@kundenportal.example', password: 'x' })).toEqual({});
  });

  it('login link needs an e-mail address', () => {
    expect(schemaErrors(magicLinkSchema, { email: '  ' })).toEqual({ email: m.required });
    expect(schemaErrors(magicLinkSchema, { email: 'kunde@kundenportal.example' })).toEqual({});
  });

  it('reset password needs a valid e-mail address', () => {
    expect(schemaErrors(resetPasswordSchema, { email: '' })).toEqual({ email: m.required });
    expect(schemaErrors(resetPasswordSchema, { email: 'kunde@' })).toEqual({ email: m.emailInvalid });
    expect(schemaErrors(resetPasswordSchema, { email: 'kunde@kundenportal.example' })).toEqual({});
  });

  it('knows valid addresses and the password rule', () => {
    expect(isValidEmail(' a@b.de ')).toBe(true);
    expect(isValidEmail('a b@c.de')).toBe(false);
    expect(meetsPasswordRule('Demo1234!')).toBe(true);
    expect(meetsPasswordRule('Demo12!')).toBe(false);
  });
});
