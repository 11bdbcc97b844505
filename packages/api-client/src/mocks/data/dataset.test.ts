// @vitest-environment node
/** The seeded demo data set: big and varied enough to look real, identical on every build. */
import { describe, expect, it } from 'vitest';
import { getDb, resetMockDb } from '../db';
import { buildDataset, REFERENCE_DATE } from './dataset';

const db = buildDataset(Date.parse(`${REFERENCE_DATE}T08:00:00Z`));

describe('demo data set', () => {
  it('is deterministic', () => {
    const again = buildDataset(Date.parse(`${REFERENCE_DATE}T08:00:00Z`));
    expect(again.products).toEqual(db.products);
    expect(again.orders).toEqual(db.orders);
    expect(again.users).toEqual(db.users);
  });

  it('has both clients and at least 8 customer companies with 6-digit numbers', () => {
    expect(db.customers.length).toBeGreaterThanOrEqual(8);
    expect(db.customers.every((customer) => /^\d{6}$/.test(String(customer.id)))).toBe(true);
    expect(new Set(db.products.map((product) => product.client))).toEqual(
      new Set(['client_kundenportal', 'client_staub']),
    );
  });

  it('has at least 300 products in three ranges with 8-digit material numbers', () => {
    expect(db.products.length).toBeGreaterThanOrEqual(300);
    expect(new Set(db.products.map((product) => product.category))).toEqual(
      new Set(['industrial', 'chemical', 'food']),
    );
    expect(db.products.every((product) => /^\d{8}$/.test(product.id))).toBe(true);
    expect(new Set(db.products.map((product) => product.id)).size).toBe(db.products.length);
  });

  it('has safety data sheets and flyers in several languages', () => {
    const files = [...db.files.values()];
    const sdb = files.filter((file) => file.type === 'sdb');
    expect(sdb.length).toBeGreaterThan(150);
    expect(files.filter((file) => file.type === 'flyer').length).toBeGreaterThan(80);
    expect(new Set(sdb.flatMap((file) => file.languages)).size).toBeGreaterThanOrEqual(6);
  });

  it('has over 200 orders spread over two years before the reference date, with positions and statuses', () => {
    expect(db.orders.length).toBeGreaterThanOrEqual(200);
    const dates = db.orders.map((order) => order.date).sort();
    expect(dates.at(-1)?.localeCompare(REFERENCE_DATE)).toBe(-1);
    expect(Date.parse(REFERENCE_DATE) - Date.parse(dates[0] ?? '')).toBeGreaterThan(700 * 86_400_000);
    expect(db.orders.filter((order) => order.positions.length > 1).length).toBeGreaterThan(150);
    expect(new Set(db.orders.map((order) => order.status))).toEqual(
      new Set(['open', 'in_progress', 'shipped', 'delivered', 'invoiced', 'cancelled']),
    );
  });

  it('has users of every role and waiting registration requests', () => {
    expect(new Set(db.users.flatMap((user) => user.roles)).size).toBe(7);
    expect(db.users.some((user) => user.customerIds.length > 1)).toBe(true);
    expect(db.users.some((user) => user.clients.length === 2)).toBe(true);
    expect(db.registrations.filter((record) => record.registration.status === 'new').length).toBeGreaterThan(
      10,
    );
  });

  it('is built on first use and rebuilt after resetMockDb()', () => {
    const first = getDb();
    expect(getDb()).toBe(first);
    resetMockDb();
    expect(getDb()).not.toBe(first);
  });
});
