import type { AuthenticatedUser } from '@kundenportal/api-client';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetLastUser, lastUserKey, lastUserNameKey, readLastUser, rememberLastUser } from './lastUser';

const user: AuthenticatedUser = {
  id: 7,
  first_name: 'Sabine',
  last_name: 'Krüger',
  email: 'kunde@kundenportal.example',
  phone_number: '+49 40 1234',
  language: 'de',
  assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
  customers: [
    {
      id: 100234,
      name: 'Krüger Lacke GmbH',
      address: { street: 'Am Hafen 1', zip: '20457', city: 'Hamburg', country: 'DEU' },
    },
  ],
  roles: ['ROLE_INTERNAL_BASKET'],
};

afterEach(() => localStorage.clear());

describe('the last known user', () => {
  it('keeps what the frame needs – name, language, scopes, roles, the companies – and nothing else', () => {
    rememberLastUser(user);
    expect(JSON.parse(localStorage.getItem(lastUserKey) ?? 'null')).toEqual({
      id: 7,
      first_name: 'Sabine',
      last_name: 'Krüger',
      email: '',
      language: 'de',
      assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
      roles: ['ROLE_INTERNAL_BASKET'],
      customers: [{ id: 100234, name: 'Krüger Lacke GmbH' }],
    });
    expect(readLastUser()).toMatchObject({ id: 7, first_name: 'Sabine', customers: [{ id: 100234 }] });
    // Apart, for the inline boot script: id and name only.
    expect(JSON.parse(localStorage.getItem(lastUserNameKey) ?? 'null')).toEqual({
      id: 7,
      name: 'Sabine Krüger',
    });
  });

  it('keeps no punchout session, and forgets one kept before', () => {
    rememberLastUser(user);
    rememberLastUser({
      ...user,
      punchout: {
        format: 'oci' as const,
        procurement_system: 'SAP SRM',
        customer_id: 100234,
        hand_back_origin: 'https://srm.example',
      },
    });
    expect(localStorage.getItem(lastUserKey)).toBeNull();
  });

  it('is forgotten, and what is no user is none', () => {
    rememberLastUser(user);
    forgetLastUser();
    expect(readLastUser()).toBeUndefined();
    expect(localStorage.getItem(lastUserNameKey)).toBeNull();
    localStorage.setItem(lastUserKey, '{"id": 7');
    expect(readLastUser()).toBeUndefined();
    localStorage.setItem(lastUserKey, JSON.stringify({ id: 7, first_name: 'Sabine' }));
    expect(readLastUser()).toBeUndefined();
  });
});
