/**
 * Spec §6: what a logged-in user may see, from the permission scopes the server computes (`roles`) and the
 * role names they hold (`assigned_roles_names`). One place, so header, side menu, widgets and routes agree.
 */
import type { AuthenticatedUser, ClientId } from '@kundenportal/api-client';
import { type UserPage, userPageRow } from '../pages';
import { scopes } from './scopes';

export { scopes };

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

/** Whether the route may render: visible pages, and pages that ask for a company in the staff view. */
export function canEnterPage(
  user: AuthenticatedUser | undefined,
  page: UserPage,
  isStaffView: boolean,
): boolean {
  if (canSeePage(user, page, isStaffView)) return true;
  const rule = userPageRow(page).guard;
  return Boolean(
    user && isStaffView && rule.asksForCompanyInStaffView && (!rule.scope || hasScope(user, rule.scope)),
  );
}

export function canSeePage(
  user: AuthenticatedUser | undefined,
  page: UserPage,
  isStaffView: boolean,
): boolean {
  if (!user) return false;
  const rule = userPageRow(page).guard;
  if (rule.scope && !hasScope(user, rule.scope)) return false;
  return !(rule.staffViewHidden && isStaffView);
}
