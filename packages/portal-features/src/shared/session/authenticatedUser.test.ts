import { describe, expect, it } from 'vitest';
import { parseAuthenticatedUser } from './authenticatedUser';

const user = {
  id: 7,
  first_name: 'Sabine',
  last_name: 'Krüger',
  email: 'kunde@kundenportal.example',
  language: 'de',
  assigned_roles_names: ['ROLE_CUSTOMER', 'client_kundenportal'],
  customers: [{ id: 100234, name: 'Krüger Lacke GmbH' }],
  roles: ['ROLE_INTERNAL_BASKET'],
};

describe('GET /auth/user against the contract', () => {
  it('accepts an AuthenticatedUser, extra fields included', () => {
    expect(parseAuthenticatedUser(user)).toBe(user);
    expect(parseAuthenticatedUser({ ...user, company_name: 'Krüger', customers: [] })).toBeTruthy();
  });

  it.each([
    ['null', null],
    ['an HTML page', '<!doctype html>'],
    ['an array', [user]],
    ['no customers', { ...user, customers: undefined }],
    ['customers as an object', { ...user, customers: { 0: user.customers[0] } }],
    ['a customer without a name', { ...user, customers: [{ id: 1 }] }],
    ['a customer id as a string', { ...user, customers: [{ id: '100234', name: 'x' }] }],
    ['no roles', { ...user, roles: undefined }],
    ['roles as a string', { ...user, roles: 'ROLE_INTERNAL_BASKET' }],
    ['no id', { ...user, id: undefined }],
    ['id 0', { ...user, id: 0 }],
    ['no assigned roles', { ...user, assigned_roles_names: null }],
    ['a numeric last name', { ...user, last_name: 42 }],
  ])('refuses %s', (_, value) => {
    expect(parseAuthenticatedUser(value)).toBeUndefined();
  });
});
