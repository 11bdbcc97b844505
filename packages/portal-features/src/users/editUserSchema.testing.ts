import type { User } from '@kundenportal/api-client';

/** Test-only: a customer with two companies. */
export const editUserSchemaFixture: User = {
  id: 7,
  first_name: 'Anna',
  last_name: 'Schmidt',
  email: 'anna@example.com',
  salutation: 'miss',
  company_name: 'Schmidt GmbH',
  phone_number: '+49 1',
  fax_number: null,
  language: 'de',
  assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
  customers: [
    { id: 100234, name: 'Schmidt GmbH' },
    { id: 100567, name: 'Schmidt Süd GmbH' },
  ],
  created_at: '2026-01-01T00:00:00Z',
};
