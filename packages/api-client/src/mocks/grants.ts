/**
 * Who may grant what (openapi.yaml, "Authorisation"): roles up to the granter's ceiling, only the granter's own
 * clients, only companies the granter may see and that buy from the user's clients, never to oneself, and
 * nobody whose rights reach beyond the granter's.
 */
import { grantableRoles } from './data/roles';
import type { ClientId, MockDb, RegistrationRecord, RoleName, UserRecord } from './data/types';
import { type FieldError, fail } from './errors';
import { visibleCustomers } from './visibility';

export function mayGrantRole(actor: UserRecord, role: RoleName): boolean {
  return grantableRoles(actor.roles).includes(role);
}

/** A client of one's own, and only for a granter: somebody who may grant no role grants no client either. */
export function mayGrantClient(actor: UserRecord, client: ClientId): boolean {
  return actor.clients.includes(client) && grantableRoles(actor.roles).length > 0;
}

/**
 * Whether `actor` may change `target`'s data, roles, clients and customer numbers or delete them: another
 * user whose every role the actor may grant and whose every client the actor holds. A key user cannot touch an
 * administrator, nor a user manager of one client a user who also holds the other.
 */
export function mayManageUser(actor: UserRecord, target: UserRecord): boolean {
  return (
    actor.id !== target.id &&
    target.roles.every((role) => mayGrantRole(actor, role)) &&
    target.clients.every((client) => mayGrantClient(actor, client))
  );
}

const refuse = (message: string, code: string): never => fail(403, message, code);

/** 403 unless every role and client is within what `actor` may grant. */
export function requireGrantable(
  actor: UserRecord,
  roles: readonly RoleName[] | undefined,
  clients: readonly ClientId[] | undefined,
): void {
  if (roles?.some((role) => !mayGrantRole(actor, role)))
    refuse('Sie dürfen diese Rolle nicht vergeben.', 'role_not_grantable');
  if (clients?.some((client) => !mayGrantClient(actor, client)))
    refuse('Sie dürfen diesen Mandanten nicht vergeben.', 'client_not_grantable');
}

/**
 * Field errors for customer numbers `actor` may not assign to a user of `clients`: a company the actor cannot
 * see is "unknown" exactly like one that does not exist; a company of none of the user's clients is named.
 */
export function customerNumberErrors(
  db: MockDb,
  actor: UserRecord,
  numbers: readonly string[],
  clients: readonly ClientId[],
  field: string,
): FieldError[] {
  const visible = visibleCustomers(db, actor);
  const unknown = numbers.filter((number) => !visible.some((customer) => String(customer.id) === number));
  if (unknown.length > 0) return [{ field, message: `Unbekannte Kundennummer: ${unknown.join(', ')}` }];
  const foreign = numbers.filter((number) => {
    const customer = visible.find((candidate) => String(candidate.id) === number);
    return !customer?.clients.some((client) => clients.includes(client));
  });
  return foreign.length > 0
    ? [{ field, message: `Die Firma gehört zu keinem Mandanten des Benutzers: ${foreign.join(', ')}` }]
    : [];
}

/** Staff see and decide only on registrations of their own clients; any other is 404 like an unknown id. */
export function mayDecideRegistration(actor: UserRecord, record: RegistrationRecord): boolean {
  return actor.clients.includes(record.registration.client ?? 'client_kundenportal');
}
