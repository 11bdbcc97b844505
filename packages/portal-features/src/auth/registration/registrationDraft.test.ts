import { beforeEach, describe, expect, it } from 'vitest';
import { REGISTRATION_DRAFT_KEY, saveRegistrationDraft, takeRegistrationDraft } from './registrationDraft';
import { emptyRegistration } from './registrationSchema';

const filled = {
  ...emptyRegistration('de'),
  customerType: 'new_customer' as const,
  reason: 'order' as const,
  additionalInfo: 'Pektin',
  companyName: 'Mühle Łukasz',
  email: 'anna@example.com',
  emailConfirmation: 'anna@example.com',
  password: 'Geheim123!',
  passwordConfirmation: 'Geheim123!',
};

beforeEach(() => sessionStorage.clear());

describe('registration draft', () => {
  it('never stores the passwords', () => {
    saveRegistrationDraft(filled);
    const stored = sessionStorage.getItem(REGISTRATION_DRAFT_KEY) ?? '';
    expect(stored).toContain('Mühle Łukasz');
    expect(stored).not.toContain('Geheim123!');
    expect(stored).not.toContain('password');
  });

  it('brings back the input without passwords, once', () => {
    saveRegistrationDraft(filled);
    const draft = takeRegistrationDraft(emptyRegistration('de'));
    expect(draft).toEqual({ ...filled, password: '', passwordConfirmation: '' });
    expect(takeRegistrationDraft(emptyRegistration('de'))).toBeNull();
  });

  it('takes only known text fields and a known customer type from a tampered entry', () => {
    sessionStorage.setItem(
      REGISTRATION_DRAFT_KEY,
      JSON.stringify({
        customerType: 'admin',
        password: 'x',
        roles: ['ROLE_ADMIN'],
        lastName: 'Berger',
        zip: 5,
      }),
    );
    const draft = takeRegistrationDraft(emptyRegistration('de'));
    expect(draft).toEqual({ ...emptyRegistration('de'), lastName: 'Berger' });
  });

  it('ignores a broken entry', () => {
    sessionStorage.setItem(REGISTRATION_DRAFT_KEY, '{');
    expect(takeRegistrationDraft(emptyRegistration('de'))).toBeNull();
    expect(sessionStorage.getItem(REGISTRATION_DRAFT_KEY)).toBeNull();
  });
});
