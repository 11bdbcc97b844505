/**
 * Spec §6: what a logged-in user may see, from the permission scopes the server computes (`roles`) and the
 * role names they hold (`assigned_roles_names`). One place, so header, side menu, widgets and routes agree.
 */
import type { AuthenticatedUser, ClientId } from '@kundenportal/api-client';

export const scopes = {
  adminHeader: 'ROLE_INTERNAL_HEADER_SPECIAL',
  customerSelection: 'ROLE_INTERNAL_CUSTOMER_SELECTION',
  staffView: 'ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW',
  clientStaub: 'ROLE_CLIENT_STAUB',
  favourites: 'ROLE_INTERNAL_PRODUCT_LIST',
  basket: 'ROLE_INTERNAL_BASKET',
  registrations: 'ROLE_INTERNAL_REGISTRATION',
  userManagement: 'ROLE_INTERNAL_USERMANAGEMENT',
  orders: 'ROLE_INTERNAL_ORDERS',
  myProducts: 'ROLE_INTERNAL_PRODUCT_OVERVIEW',
  documents: 'ROLE_INTERNAL_DOCUMENTS',
} as const;

/** Customer id 0 means "no specific customer": the staff view. */
export const staffCustomerId = 0;

export const mainClientScope = (productKey: string) => `ROLE_CLIENT_${productKey.toUpperCase()}`;
export const mainClientId = (productKey: string) => `client_${productKey}`;
export const secondClientId = 'client_staub';
const contractClients: readonly string[] = ['client_kundenportal', 'client_staub'] satisfies ClientId[];
/** The API knows a fixed list of clients; a product key outside it gives a client the API cannot take. */
export const isApiClientId = (client: string): client is ClientId => contractClients.includes(client);

export function hasScope(user: AuthenticatedUser | undefined, scope: string): boolean {
  return Boolean(user && (user.roles as readonly string[]).includes(scope));
}

/** ROLE_CUSTOMER counts as customer; otherwise the first role that is not a client. */
export function resolveRole(user: AuthenticatedUser): string | undefined {
  const names = user.assigned_roles_names as readonly string[];
  if (names.includes('ROLE_CUSTOMER')) return 'ROLE_CUSTOMER';
  return names.find((name) => !name.startsWith('client_'));
}

/** The customer dropdown: more than one company, or the staff role. */
export function canSelectCustomer(user: AuthenticatedUser | undefined): boolean {
  return Boolean(user && (user.customers.length > 1 || hasScope(user, scopes.customerSelection)));
}

export const canUseStaffView = (user: AuthenticatedUser | undefined) => hasScope(user, scopes.staffView);

/** Only a user holding both clients chooses one; only then is the client sent with the search. */
export function canSelectClient(user: AuthenticatedUser | undefined, productKey: string): boolean {
  return hasScope(user, mainClientScope(productKey)) && hasScope(user, scopes.clientStaub);
}

export const isAdminCenter = (user: AuthenticatedUser | undefined) => hasScope(user, scopes.adminHeader);

/** The logged-in pages (spec §2) and what each needs; `staffViewHidden` pages vanish in the staff view. */
export type UserPage =
  | 'dashboard'
  | 'basket'
  | 'favorites'
  | 'contact'
  | 'documents'
  | 'order'
  | 'orders'
  | 'products'
  | 'profile'
  | 'registrations'
  | 'search'
  | 'usermanagement'
  | 'edit';

const pageRules: Record<UserPage, { scope?: string; staffViewHidden?: boolean }> = {
  dashboard: {},
  basket: { scope: scopes.basket, staffViewHidden: true },
  favorites: { scope: scopes.favourites, staffViewHidden: true },
  contact: {},
  documents: { scope: scopes.documents },
  order: { scope: scopes.orders },
  orders: { scope: scopes.orders },
  products: { scope: scopes.myProducts, staffViewHidden: true },
  profile: {},
  registrations: { scope: scopes.registrations },
  search: {},
  usermanagement: { scope: scopes.userManagement },
  edit: { scope: scopes.userManagement },
};

export function canSeePage(
  user: AuthenticatedUser | undefined,
  page: UserPage,
  isStaffView: boolean,
): boolean {
  if (!user) return false;
  const rule = pageRules[page];
  if (rule.scope && !hasScope(user, rule.scope)) return false;
  return !(rule.staffViewHidden && isStaffView);
}

/** Every /user/* page of spec §2 (what an app mounts once every feature has landed). */
export const allUserPages: ReadonlySet<UserPage> = new Set(Object.keys(pageRules) as UserPage[]);
