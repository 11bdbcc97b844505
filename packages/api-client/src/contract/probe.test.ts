// @vitest-environment node
/**
 * What an independent probe of the mock found going through (issue 39), each now answered as the contract
 * says: a scope missing on one operation, bounds nothing enforced, an idempotency key compared by spelling,
 * `orderId` unchecked, and no throttling or size limit. The sweeps (sweep.test.ts) cover the rules for every
 * operation; these are the probe's own requests.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/schema';
import { MAX_BODY_BYTES } from '../mocks/contractGate';
import { getDb, resetMockDb } from '../mocks/db';
import { DEMO_PASSWORD } from '../mocks/demoLogins';
import { createMockServer } from '../mocks/node';
import { CLIENT_ADDRESS_HEADER } from '../mocks/throttle';
import { API, call, expectMatchesContract, tokenFor } from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());
afterEach(() => vi.useRealTimers());

const CUSTOMER = 'kunde@kundenportal.example';
const EMERGENCY = 'notfall@kundenportal.example';
const CUSTOMER_ID = 193860;

const firstOrderOf = (customerId: number) => {
  const order = getDb().orders.find((candidate) => candidate.customerId === customerId);
  if (!order) throw new Error(`no order of ${customerId}`);
  return order;
};

describe('a scope on every operation', () => {
  it('emergency staff (no orders scope) cannot read an order or file a complaint', async () => {
    const token = await tokenFor(EMERGENCY);
    const order = firstOrderOf(CUSTOMER_ID);
    expect((await call('GET', `/orders/${order.id}`, { token })).status).toBe(403);
    const complaint = await call('POST', `/orders/${order.id}/complaint`, {
      token,
      body: { complaint: { message: 'Beschädigt' } },
    });
    expect(complaint.status).toBe(403);
  });

  it('a staff role without the product overview gets the search without last-ordered dates', async () => {
    const token = await tokenFor(EMERGENCY);
    const result = await call('GET', '/products/search?term=%25', { token });
    const page = result.body as Schemas['PagedProducts'];
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.results.every((product) => product.last_ordered_at === null)).toBe(true);
    const customer = await call('GET', '/products/search?term=%25', { token: await tokenFor(CUSTOMER) });
    expect(
      (customer.body as Schemas['PagedProducts']).results.some((product) => product.last_ordered_at),
    ).toBe(true);
  });
});

describe('the bounds the probe sent past', () => {
  it.each([
    ['limit=1000000', 'limit'],
    ['limit=101', 'limit'],
    ['page=99999999999999999999', 'page'],
    ['filter[from]=2024-13-45', 'filter[from]'],
    [`filter[order]=${'1'.repeat(10_000)}`, 'filter[order]'],
  ])('GET /customer/orders?%s is 400 naming %s', async (query, field) => {
    const result = await call('GET', `/customer/orders?${query}`, { token: await tokenFor(CUSTOMER) });
    expect(result.status).toBe(400);
    expectMatchesContract('GET', '/customer/orders', result);
    expect((result.body as Schemas['Error']).errors?.map((error) => error.field)).toContain(field);
  });

  it('a search term of 1,000 characters is 400', async () => {
    const result = await call('GET', `/products/search?term=${'a'.repeat(1000)}`);
    expect(result.status).toBe(400);
    expect((result.body as Schemas['Error']).errors?.map((error) => error.field)).toEqual(['term']);
  });

  it('an Idempotency-Key of 10,000 characters is 400 and nothing is stored', async () => {
    const token = await tokenFor(CUSTOMER);
    const result = await call('POST', '/contact', {
      token,
      headers: { 'Idempotency-Key': 'k'.repeat(10_000) },
      body: { contact_message: { customerId: CUSTOMER_ID, subject: 'Frage', message: 'Hallo' } },
    });
    expect(result.status).toBe(400);
    expect(getDb().idempotency.size).toBe(0);
    expect(getDb().submissions).toHaveLength(0);
  });

  it('a name of three spaces is refused, not stored as ""', async () => {
    const token = await tokenFor(CUSTOMER);
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    const result = await call('POST', `/user/${me.id}`, { token, body: { user: { lastName: '   ' } } });
    expect(result.status).toBe(422);
    expect((result.body as Schemas['Error']).errors?.map((error) => error.field)).toEqual(['user.lastName']);
    expect(getDb().users.find((user) => user.id === me.id)?.last_name).toBe(me.last_name);
  });

  it("POST /file refuses an order of another company's", async () => {
    const token = await tokenFor(CUSTOMER);
    const other = getDb().orders.find((order) => order.customerId !== CUSTOMER_ID);
    const own = firstOrderOf(CUSTOMER_ID);
    const body = (orderId: string) => ({
      file_request: {
        productId: own.positions[0]?.productId,
        orderId,
        reason: 'Aktuelle Fassung',
        country: 'DEU',
        language: 'de',
      },
    });
    const refused = await call('POST', '/file', { token, body: body(other?.id ?? '') });
    expect(refused.status).toBe(422);
    expect((refused.body as Schemas['Error']).errors?.map((error) => error.field)).toEqual([
      'file_request.orderId',
    ]);
    expect((await call('POST', '/file', { token, body: body(own.id) })).status).toBe(201);
  });

  it('the same key with the same body in another key order is a replay, not a 409', async () => {
    const token = await tokenFor(CUSTOMER);
    const headers = { 'Idempotency-Key': 'contact-1' };
    const first = await call('POST', '/contact', {
      token,
      headers,
      rawBody: `{"contact_message":{"customerId":${CUSTOMER_ID},"subject":"Frage","message":"Hallo"}}`,
    });
    const again = await call('POST', '/contact', {
      token,
      headers: { ...headers, 'Content-Type': 'application/json' },
      rawBody: `{"contact_message":{"message":"Hallo","subject":"Frage","customerId":${CUSTOMER_ID}}}`,
    });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(getDb().submissions).toHaveLength(1);
  });
});

describe('throttling', () => {
  const loginAs = (email: string, password: string, address = '203.0.113.7') =>
    call('POST', '/auth/login', { body: { email, password }, headers: { [CLIENT_ADDRESS_HEADER]: address } });

  it('5 wrong passwords, then even the right one waits, as Retry-After says; then it logs in', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T10:00:00Z') });
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await loginAs(CUSTOMER, 'falsch')).status).toBe(401);
    const refused = await loginAs(CUSTOMER, DEMO_PASSWORD);
    expect(refused.status).toBe(429);
    expectMatchesContract('POST', '/auth/login', refused);
    expect(refused.headers.get('Retry-After')).toBe('30');
    expect((refused.body as Schemas['Error']).code).toBe('too_many_attempts');
    vi.setSystemTime(new Date('2026-11-28T10:00:29Z'));
    expect((await loginAs(CUSTOMER, DEMO_PASSWORD)).status).toBe(429);
    vi.setSystemTime(new Date('2026-11-28T10:00:31Z'));
    // One more wrong guess doubles the wait.
    expect((await loginAs(CUSTOMER, 'falsch')).status).toBe(401);
    expect((await loginAs(CUSTOMER, DEMO_PASSWORD)).headers.get('Retry-After')).toBe('60');
    vi.setSystemTime(new Date('2026-11-28T10:01:32Z'));
    expect((await loginAs(CUSTOMER, DEMO_PASSWORD)).status).toBe(200);
    // A success forgets the account's failures.
    expect((await loginAs(CUSTOMER, 'falsch')).status).toBe(401);
    expect((await loginAs(CUSTOMER, DEMO_PASSWORD)).status).toBe(200);
  });

  it('20 failures from one client address make every account of it wait; another address does not', async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      await loginAs(`unbekannt-${attempt}@example.com`, 'falsch', '198.51.100.1');
    expect((await loginAs(CUSTOMER, DEMO_PASSWORD, '198.51.100.1')).status).toBe(429);
    expect((await loginAs(CUSTOMER, DEMO_PASSWORD, '198.51.100.2')).status).toBe(200);
  });

  it('an unknown account costs the same password hash as a known one', async () => {
    const deriveBits = vi.spyOn(crypto.subtle, 'deriveBits');
    await loginAs(CUSTOMER, 'falsch');
    const known = deriveBits.mock.calls.length;
    await loginAs('niemand@example.com', 'falsch');
    expect(deriveBits.mock.calls.length - known).toBe(known);
    expect(known).toBeGreaterThan(0);
    deriveBits.mockRestore();
  });

  it('login links: 5 requests per address, the 6th waits – whether or not the address has an account', async () => {
    for (const email of [CUSTOMER, 'niemand@example.com']) {
      const send = () => call('POST', '/auth/magic', { body: { magic_link: { email } } });
      for (let attempt = 0; attempt < 5; attempt++) expect((await send()).status).toBe(204);
      const refused = await send();
      expect(refused.status).toBe(429);
      expectMatchesContract('POST', '/auth/magic', refused);
    }
  });

  it('guessing login links waits after 20 failures from one address', async () => {
    for (let attempt = 0; attempt < 20; attempt++)
      expect(
        (await call('POST', '/auth/magic/login', { body: { token: `geraten-${attempt}` } })).status,
      ).toBe(401);
    const refused = await call('POST', '/auth/magic/login', { body: { token: 'geraten' } });
    expect(refused.status).toBe(429);
    expectMatchesContract('POST', '/auth/magic/login', refused);
  });

  it('a body over 64 KiB is 413, for anybody', async () => {
    const result = await call('POST', '/auth/login', {
      rawBody: JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(MAX_BODY_BYTES) }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(result.status).toBe(413);
    expectMatchesContract('POST', '/auth/login', result);
  });
});
