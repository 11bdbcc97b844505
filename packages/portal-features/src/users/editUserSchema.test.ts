import type { User } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { customerNumberMessages } from '../domain/customerNumbers';
import { roleRequiredMessage } from '../domain/roles';
import { schemaErrors } from '../shared/forms';
import { editUserSchema, editValuesFor, sameValues, toUserUpdate } from './editUserSchema';
import { editUserSchemaFixture } from './editUserSchema.testing';
import { editMessages as m } from './messages';

const user: User = editUserSchemaFixture;

describe('user editor (spec §5)', () => {
  it('starts from the user: roles and clients apart, customer numbers as a list', () => {
    const values = editValuesFor(user);
    expect(values.roles).toEqual(['ROLE_CUSTOMER']);
    expect(values.clients).toEqual(['client_kundenportal']);
    expect(values.customerNumbers).toBe('100234;100567');
    expect(schemaErrors(editUserSchema, values)).toEqual({});
    expect(sameValues(values, editValuesFor(user))).toBe(true);
  });

  it('needs the personal data, a role, a client and valid customer numbers', () => {
    const values = editValuesFor(user);
    expect(
      schemaErrors(editUserSchema, {
        ...values,
        firstName: ' ',
        email: 'x@',
        roles: [],
        clients: [],
        customerNumbers: '12',
      }),
    ).toEqual({
      firstName: m.required,
      email: m.emailInvalid,
      roles: roleRequiredMessage,
      clients: m.clientRequired,
      customerNumbers: customerNumberMessages.length,
    });
    expect(schemaErrors(editUserSchema, { ...values, customerNumbers: '' })).toEqual({
      customerNumbers: m.required,
    });
    expect(schemaErrors(editUserSchema, { ...values, roles: ['ROLE_SALES'], customerNumbers: '' })).toEqual(
      {},
    );
  });

  it('sends trimmed data, and roles only with management rights', () => {
    const values = { ...editValuesFor(user), firstName: ' Anna ', faxNumber: ' ' };
    expect(toUserUpdate(values, false)).toEqual({
      salutation: 'miss',
      firstName: 'Anna',
      lastName: 'Schmidt',
      companyName: 'Schmidt GmbH',
      email: 'anna@example.com',
      phoneNumber: '+49 1',
      faxNumber: null,
      language: 'de',
    });
    expect(toUserUpdate(values, true)).toMatchObject({
      roles: ['ROLE_CUSTOMER'],
      clients: ['client_kundenportal'],
      customerNumbers: ['100234', '100567'],
    });
  });
});
