import type { AuthenticatedUser } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import {
  canEnterPage,
  canSeePage,
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  isAdminCenter,
  isApiClientId,
  resolveRole,
} from './permissions';

const user = (over: Partial<AuthenticatedUser>): AuthenticatedUser => ({
  id: 1,
  first_name: 'Sabine',
  last_name: 'Krüger',
  email: 'kunde@example.test',
  language: 'de',
  assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
  customers: [{ id: 100200, name: 'Bäckerei Hofmann' }],
  roles: [
    'ROLE_CLIENT_KUNDENPORTAL',
    'ROLE_INTERNAL_BASKET',
    'ROLE_INTERNAL_PRODUCT_LIST',
    'ROLE_INTERNAL_ORDERS',
  ],
  ...over,
});

describe('permissions (spec §6)', () => {
  it('treats ROLE_CUSTOMER as customer, else the first role that is not a client', () => {
    expect(resolveRole(user({}))).toBe('ROLE_CUSTOMER');
    expect(
      resolveRole(user({ assigned_roles_names: ['client_kundenportal', 'ROLE_SALES', 'ROLE_ADMIN'] })),
    ).toBe('ROLE_SALES');
  });

  it('offers the customer dropdown for several companies or the staff role only', () => {
    expect(canSelectCustomer(user({}))).toBe(false);
    expect(
      canSelectCustomer(
        user({
          customers: [
            { id: 1, name: 'A' },
            { id: 2, name: 'B' },
          ],
        }),
      ),
    ).toBe(true);
    expect(canSelectCustomer(user({ customers: [], roles: ['ROLE_INTERNAL_CUSTOMER_SELECTION'] }))).toBe(
      true,
    );
    expect(canUseStaffView(user({ roles: ['ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW'] }))).toBe(true);
  });

  it('offers the client choice only with both client scopes', () => {
    expect(canSelectClient(user({}), 'kundenportal')).toBe(false);
    expect(
      canSelectClient(user({ roles: ['ROLE_CLIENT_KUNDENPORTAL', 'ROLE_CLIENT_STAUB'] }), 'kundenportal'),
    ).toBe(true);
  });

  it('shows Admin Center only with the special header scope', () => {
    expect(isAdminCenter(user({}))).toBe(false);
    expect(isAdminCenter(user({ roles: ['ROLE_INTERNAL_HEADER_SPECIAL'] }))).toBe(true);
  });

  it('guards pages by scope and hides basket, favourites and my products in the staff view', () => {
    const customer = user({});
    expect(canSeePage(customer, 'basket', false)).toBe(true);
    expect(canSeePage(customer, 'basket', true)).toBe(false);
    expect(canSeePage(customer, 'registrations', false)).toBe(false);
    expect(canSeePage(customer, 'dashboard', false)).toBe(true);
    expect(canSeePage(undefined, 'dashboard', false)).toBe(false);
  });

  it('lets basket and favourites in during the staff view to ask for a company, not my products', () => {
    const customer = user({});
    expect(canEnterPage(customer, 'basket', true)).toBe(true);
    expect(canEnterPage(customer, 'favorites', true)).toBe(true);
    expect(canEnterPage(customer, 'products', true)).toBe(false);
    expect(canEnterPage(user({ roles: [] }), 'basket', true)).toBe(false);
    expect(canEnterPage(undefined, 'basket', true)).toBe(false);
  });
});

describe('isApiClientId', () => {
  it('accepts the clients of the API contract only', () => {
    expect(isApiClientId('client_kundenportal')).toBe(true);
    expect(isApiClientId('client_staub')).toBe(true);
    expect(isApiClientId('client_other')).toBe(false);
  });
});
