/** Which permission scopes (spec §6) the mock server derives from a user's roles and clients. */
import type { AssignedRoleName, ClientId, RoleName, Scope } from './types';

export const roleNames: readonly RoleName[] = [
  'ROLE_ACCOUNT',
  'ROLE_ADMIN',
  'ROLE_CUSTOMER',
  'ROLE_EHS',
  'ROLE_EMERGENCY',
  'ROLE_KEYUSER',
  'ROLE_SALES',
];

export const clientIds: readonly ClientId[] = ['client_kundenportal', 'client_staub'];

const customerScopes: Scope[] = [
  'ROLE_INTERNAL_BASKET',
  'ROLE_INTERNAL_PRODUCT_LIST',
  'ROLE_INTERNAL_ORDERS',
  'ROLE_INTERNAL_PRODUCT_OVERVIEW',
  'ROLE_INTERNAL_DOCUMENTS',
];
const staffSelection: Scope[] = [
  'ROLE_INTERNAL_CUSTOMER_SELECTION',
  'ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW',
];

// The real mapping lives in the backend and is not part of the specification; this one gives every role a
// plausible, distinct set so each permission of spec §6 can be seen in the demo.
export const scopesByRole: Readonly<Record<RoleName, readonly Scope[]>> = {
  ROLE_CUSTOMER: customerScopes,
  ROLE_SALES: [...staffSelection, ...customerScopes],
  ROLE_KEYUSER: [...staffSelection, ...customerScopes, 'ROLE_INTERNAL_USERMANAGEMENT'],
  ROLE_ACCOUNT: [
    ...staffSelection,
    'ROLE_INTERNAL_ORDERS',
    'ROLE_INTERNAL_DOCUMENTS',
    'ROLE_INTERNAL_REGISTRATION',
  ],
  ROLE_EHS: ['ROLE_INTERNAL_CUSTOMER_SELECTION', 'ROLE_INTERNAL_ORDERS', 'ROLE_INTERNAL_DOCUMENTS'],
  ROLE_EMERGENCY: ['ROLE_INTERNAL_CUSTOMER_SELECTION', 'ROLE_INTERNAL_DOCUMENTS'],
  ROLE_ADMIN: [
    'ROLE_INTERNAL_HEADER_SPECIAL',
    ...staffSelection,
    ...customerScopes,
    'ROLE_INTERNAL_REGISTRATION',
    'ROLE_INTERNAL_USERMANAGEMENT',
  ],
};

/**
 * Which roles a holder of each role may grant – by activating a registration or in user management – the
 * contract's grant ceiling (openapi.yaml, "Authorisation"). Never more rights than the granter holds: every
 * role here has scopes the granter holds too, except ROLE_CUSTOMER, whose basket, favourites and product
 * overview reach only the companies the granter assigns and may see. Administrators alone make administrators.
 */
export const grantableRolesByRole: Readonly<Record<RoleName, readonly RoleName[]>> = {
  ROLE_ADMIN: roleNames,
  ROLE_KEYUSER: ['ROLE_CUSTOMER', 'ROLE_SALES', 'ROLE_KEYUSER', 'ROLE_EHS', 'ROLE_EMERGENCY'],
  ROLE_ACCOUNT: ['ROLE_CUSTOMER', 'ROLE_ACCOUNT', 'ROLE_EHS', 'ROLE_EMERGENCY'],
  ROLE_SALES: [],
  ROLE_EHS: [],
  ROLE_EMERGENCY: [],
  ROLE_CUSTOMER: [],
};

export function grantableRoles(roles: readonly RoleName[]): RoleName[] {
  const granted = new Set(roles.flatMap((role) => grantableRolesByRole[role]));
  return roleNames.filter((role) => granted.has(role));
}

const scopeByClient: Readonly<Record<ClientId, Scope>> = {
  client_kundenportal: 'ROLE_CLIENT_KUNDENPORTAL',
  client_staub: 'ROLE_CLIENT_STAUB',
};

const scopeOrder: readonly Scope[] = [
  'ROLE_INTERNAL_HEADER_SPECIAL',
  'ROLE_INTERNAL_CUSTOMER_SELECTION',
  'ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW',
  'ROLE_CLIENT_KUNDENPORTAL',
  'ROLE_CLIENT_STAUB',
  'ROLE_INTERNAL_PRODUCT_LIST',
  'ROLE_INTERNAL_BASKET',
  'ROLE_INTERNAL_REGISTRATION',
  'ROLE_INTERNAL_USERMANAGEMENT',
  'ROLE_INTERNAL_ORDERS',
  'ROLE_INTERNAL_PRODUCT_OVERVIEW',
  'ROLE_INTERNAL_DOCUMENTS',
];

export function scopesFor(roles: readonly RoleName[], clients: readonly ClientId[]): Scope[] {
  const granted = new Set<Scope>();
  for (const role of roles) for (const scope of scopesByRole[role]) granted.add(scope);
  for (const client of clients) granted.add(scopeByClient[client]);
  return scopeOrder.filter((scope) => granted.has(scope));
}

export function assignedRoleNames(
  roles: readonly RoleName[],
  clients: readonly ClientId[],
): AssignedRoleName[] {
  return [...roles, ...clients];
}

export function isRoleName(value: string): value is RoleName {
  return (roleNames as readonly string[]).includes(value);
}

export function isClientId(value: string): value is ClientId {
  return (clientIds as readonly string[]).includes(value);
}
