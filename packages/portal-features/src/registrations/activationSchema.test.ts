import type { Registration } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { customerNumberMessages } from '../domain/customerNumbers';
import { roleRequiredMessage } from '../domain/roles';
import { schemaErrors } from '../shared/forms';
import { activationSchema, activationValuesFor, toActivation } from './activationSchema';
import { registrationMessages as m } from './messages';

const registration = {
  id: 501,
  created_at: '2026-10-01T08:00:00Z',
  status: 'new',
  customer_type: 'existing_customer',
  email: 'anna@example.com',
  salutation: 'miss',
  first_name: 'Anna',
  last_name: 'Schmidt',
  company_name: 'Schmidt GmbH',
  customer_numbers: ['100234', '100567'],
  sales_areas: [],
  phone_number: '+49 1',
  language: 'de',
  client: 'client_staub',
  requested_roles: [],
} satisfies Registration;

describe('activation of a registration (spec §4, §5)', () => {
  const everything = {
    roles: ['ROLE_ADMIN', 'ROLE_SALES', 'ROLE_CUSTOMER'],
    clients: ['client_kundenportal', 'client_staub'],
  };
  it('starts from the request: client and numbers, but no role unless one was asked for', () => {
    expect(activationValuesFor(registration, everything)).toEqual({
      role: '',
      client: 'client_staub',
      customerNumbers: '100234;100567',
    });
    expect(activationValuesFor({ ...registration, requested_roles: ['ROLE_SALES'] }, everything).role).toBe(
      'ROLE_SALES',
    );
  });

  it('takes over a wish only where the approver may grant it', () => {
    const employee = { roles: ['ROLE_CUSTOMER', 'ROLE_EHS'], clients: ['client_kundenportal'] };
    const wishes = { ...registration, requested_roles: ['ROLE_ADMIN', 'ROLE_EHS'] as const };
    expect(
      activationValuesFor({ ...wishes, requested_roles: [...wishes.requested_roles] }, employee),
    ).toEqual({
      role: 'ROLE_EHS',
      client: '',
      customerNumbers: '100234;100567',
    });
  });

  it('needs a role, a client and valid customer numbers', () => {
    expect(schemaErrors(activationSchema, { role: '', client: '', customerNumbers: '12' })).toEqual({
      role: roleRequiredMessage,
      client: m.clientRequired,
      customerNumbers: customerNumberMessages.length,
    });
    expect(
      schemaErrors(activationSchema, { role: 'ROLE_CUSTOMER', client: 'client_staub', customerNumbers: '' }),
    ).toEqual({
      customerNumbers: m.customerNumbersRequired,
    });
    expect(
      schemaErrors(activationSchema, { role: 'ROLE_SALES', client: 'client_staub', customerNumbers: '' }),
    ).toEqual({});
  });

  it('sends one role, the client and the numbers without duplicates', () => {
    expect(
      toActivation({
        role: 'ROLE_CUSTOMER',
        client: 'client_kundenportal',
        customerNumbers: '100234; 100234',
      }),
    ).toEqual({ roles: ['ROLE_CUSTOMER'], client: 'client_kundenportal', customer_numbers: ['100234'] });
  });
});
