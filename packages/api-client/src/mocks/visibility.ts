/**
 * The one visibility rule of the mock backend (openapi.yaml, "Authorisation" and "Visibility"): which
 * companies a caller may see. Every answer that carries a company – the company itself, orders, files, the
 * caller's and other users' records, user lists, their filter and export, registrations – passes through these
 * functions, and what the caller may not see is left out, never refused in a way that confirms it exists.
 */
import type { CustomerRecord, MockDb, UserRecord } from './data/types';
import { fails } from './errors';
import { hasScope } from './session';

/**
 * Customers see their own companies. Staff with customer selection see every company of their own clients
 * (tenants) – the sales staff of one client never see the other client's customers, as user managers never
 * see the other client's users.
 */
export function visibleCustomers(db: MockDb, user: UserRecord): CustomerRecord[] {
  if (user.punchoutCustomerId !== undefined)
    return db.customers.filter((customer) => customer.id === user.punchoutCustomerId);
  if (hasScope(user, 'ROLE_INTERNAL_CUSTOMER_SELECTION'))
    return db.customers.filter((customer) =>
      customer.clients.some((client) => user.clients.includes(client)),
    );
  return db.customers.filter((customer) => user.customerIds.includes(customer.id));
}

/** The ids of `visibleCustomers`, for filtering. */
export function visibleCustomerIds(db: MockDb, user: UserRecord): Set<number> {
  return new Set(visibleCustomers(db, user).map((customer) => customer.id));
}

/** A record's companies as `viewer` may see them. */
export function customerIdsSeenBy(db: MockDb, viewer: UserRecord, ids: readonly number[]): number[] {
  const visible = visibleCustomerIds(db, viewer);
  return ids.filter((id) => visible.has(id));
}

/**
 * Customer numbers someone typed (a registration), as `viewer` may see them: a number of a company the viewer
 * may not see is left out; one that names no company reveals nothing and stays.
 */
export function customerNumbersSeenBy(db: MockDb, viewer: UserRecord, numbers: readonly string[]): string[] {
  const visible = visibleCustomerIds(db, viewer);
  const known = new Set(db.customers.map((customer) => String(customer.id)));
  return numbers.filter((number) => !known.has(number.trim()) || visible.has(Number(number.trim())));
}

/**
 * What `viewer` saves replaces only what they could see: the companies of `stored` hidden from them stay
 * assigned, so nothing is lost through what was left out of their answer.
 */
export function savedCustomerIds(
  db: MockDb,
  viewer: UserRecord,
  stored: readonly number[],
  submitted: readonly number[],
): number[] {
  const visible = visibleCustomerIds(db, viewer);
  return [...new Set([...submitted, ...stored.filter((id) => !visible.has(id))])];
}

export function requireVisibleCustomer(db: MockDb, user: UserRecord, id: number): CustomerRecord {
  const customer = visibleCustomers(db, user).find((candidate) => candidate.id === id);
  return customer ?? fails.notFound('Der Kunde existiert nicht.');
}
