// @vitest-environment node
/** Retried writes with the same Idempotency-Key get the first result and write nothing twice. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/schema';
import { getDb, resetMockDb } from '../mocks/db';
import { IDEMPOTENCY_KEY_RETENTION_MS } from '../mocks/idempotency';
import { mailbox } from '../mocks/mailbox';
import { createMockServer } from '../mocks/node';
import { API, call, tokenFor } from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());
afterEach(() => vi.useRealTimers());

const CUSTOMER_ID = 193860;

async function reorder(token: string, key?: string, amount = 50) {
  const productId = getDb().orders.find((order) => order.customerId === CUSTOMER_ID)?.positions[0]?.productId;
  return call('POST', '/order?language=de', {
    token,
    headers: key ? { 'Idempotency-Key': key } : {},
    body: {
      order_create: {
        type: 'order',
        customerId: CUSTOMER_ID,
        positions: [{ productId, description: 'Nachbestellung', amount, unit: 'KG' }],
        deliveryDate: '2026-12-04',
        recipient: { identicalToOrderer: true },
        termsAgreement: true,
        priceConditionsAgreement: true,
      },
    },
  });
}

const ordersOfCustomer = async (token: string) =>
  (
    (await call('GET', `/customer/orders?filter[customer]=${CUSTOMER_ID}`, { token }))
      .body as Schemas['PagedOrders']
  ).count;

describe('POST /order', () => {
  it('replays the first receipt for a retry with the same key and places one order', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const before = await ordersOfCustomer(token);
    const first = await reorder(token, 'bestellung-42');
    const retry = await reorder(token, 'bestellung-42');
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(first.headers.get('Idempotent-Replayed')).toBeNull();
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await ordersOfCustomer(token)).toBe(before + 1);
  });

  it('places a new order for a new key, and for every call without a key', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const before = await ordersOfCustomer(token);
    const a = await reorder(token, 'a');
    const b = await reorder(token, 'b');
    await reorder(token);
    await reorder(token);
    expect(a.body).not.toEqual(b.body);
    expect(await ordersOfCustomer(token)).toBe(before + 4);
  });

  it('refuses the same key with a different body (409)', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    await reorder(token, 'k', 50);
    const changed = await reorder(token, 'k', 75);
    expect(changed.status).toBe(409);
    expect(changed.body).toMatchObject({ code: 'idempotency_key_reused' });
  });

  it('does not store failed writes, so a corrected retry with the same key goes through', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const invalid = await call('POST', '/order', {
      token,
      headers: { 'Idempotency-Key': 'retry-me' },
      body: { order_create: { type: 'order' } },
    });
    expect(invalid.status).toBe(422);
    expect((await reorder(token, 'retry-me')).status).toBe(201);
  });

  it('forgets a key after 24 hours', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.parse('2026-11-22T08:00:00Z');
    vi.setSystemTime(start);
    const first = await reorder(await tokenFor('kunde@kundenportal.example'), 'alt');
    vi.setSystemTime(start + IDEMPOTENCY_KEY_RETENTION_MS - 1);
    const replay = await reorder(await tokenFor('kunde@kundenportal.example'), 'alt');
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    vi.setSystemTime(start + IDEMPOTENCY_KEY_RETENTION_MS);
    const fresh = await reorder(await tokenFor('kunde@kundenportal.example'), 'alt');
    expect(fresh.status).toBe(201);
    expect(fresh.body).not.toEqual(first.body);
  });

  it('keeps the key per route: the same key on another write is a new write', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    await reorder(token, 'shared');
    const sds = await call('POST', '/file', {
      token,
      headers: { 'Idempotency-Key': 'shared' },
      body: {
        file_request: {
          productId: getDb().products[300]?.id,
          reason: 'Aktualität',
          country: 'DEU',
          language: 'de',
        },
      },
    });
    expect(sds.status).toBe(201);
    expect((sds.body as Schemas['Receipt']).id).toMatch(/^SDB-/);
  });
});

describe('keys belong to the caller', () => {
  it("another user's key on POST /order is a fresh request: refused for a company they cannot see", async () => {
    const owner = await tokenFor('kunde@kundenportal.example');
    const first = await reorder(owner, 'fremder-schluessel');
    expect(first.status).toBe(201);
    // Thomas Richter cannot see Sabine Krüger's company: the replayed key gets him no receipt, only the 404
    // any request for that company gets.
    const other = await reorder(await tokenFor('einkauf@kundenportal.example'), 'fremder-schluessel');
    expect(other.status).toBe(404);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
    expect(JSON.stringify(other.body)).not.toContain((first.body as Schemas['Receipt']).id);
  });

  it("another user's key is no 409 and no replay: nothing tells that the key exists", async () => {
    await reorder(await tokenFor('kunde@kundenportal.example'), 'geheim', 50);
    // Sales staff may order for the company: with the same key they simply place orders of their own.
    const staff = await tokenFor('vertrieb@kundenportal.example');
    const before = await ordersOfCustomer(staff);
    const theirs = await reorder(staff, 'geheim', 75);
    expect(theirs.status).toBe(201);
    expect(theirs.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await ordersOfCustomer(staff)).toBe(before + 1);
    // With the first user's identical body under a key of the same name: a new order, not their receipt.
    const identical = await reorder(await tokenFor('keyuser@kundenportal.example'), 'geheim', 50);
    expect(identical.status).toBe(201);
    expect(identical.headers.get('Idempotent-Replayed')).toBeNull();
    expect(await ordersOfCustomer(staff)).toBe(before + 2);
    // Their own key, reused with another body, is their own 409.
    expect((await reorder(staff, 'geheim', 50)).status).toBe(409);
  });

  it("another user's key on POST /contact gets no receipt of theirs", async () => {
    const contact = (token: string) =>
      call('POST', '/contact?language=de', {
        token,
        headers: { 'Idempotency-Key': 'kontakt-1' },
        body: {
          contact_message: { customerId: CUSTOMER_ID, subject: 'Lieferung', message: 'Bitte rufen Sie an.' },
        },
      });
    const first = await contact(await tokenFor('kunde@kundenportal.example'));
    expect(first.status).toBe(201);
    const other = await contact(await tokenFor('einkauf@kundenportal.example'));
    expect(other.status).toBe(404);
    expect(other.headers.get('Idempotent-Replayed')).toBeNull();
  });

  it('POST /registrations: the same key with another body is a new request, not a 409', async () => {
    const registration = (email: string) => ({
      registration: {
        customerType: 'existing_customer',
        email,
        emailConfirmation: email,
        password: 'Sicher123!',
        passwordConfirmation: 'Sicher123!',
        salutation: 'mister',
        lastName: 'Doppler',
        firstName: 'Max',
        companyName: 'Hansa Getränke GmbH',
        customerNumber: '151435',
        phoneNumber: '+49 421 123',
        language: 'de',
      },
    });
    const headers = { 'Idempotency-Key': 'oeffentlich' };
    const first = await call('POST', '/registrations', { body: registration('eins@example.org'), headers });
    const second = await call('POST', '/registrations', { body: registration('zwei@example.org'), headers });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('Idempotent-Replayed')).toBeNull();
    expect(second.body).not.toEqual(first.body);
    expect(mailbox.messages('zwei@example.org')).toHaveLength(1);
  });
});

describe('other writes', () => {
  it('POST /registrations sends one confirmation e-mail and stores one request', async () => {
    const body = {
      registration: {
        customerType: 'existing_customer',
        email: 'doppelt@example.org',
        emailConfirmation: 'doppelt@example.org',
        password: 'Sicher123!',
        passwordConfirmation: 'Sicher123!',
        salutation: 'mister',
        lastName: 'Doppler',
        firstName: 'Max',
        companyName: 'Hansa Getränke GmbH',
        customerNumber: '151435',
        phoneNumber: '+49 421 123',
        language: 'de',
      },
    };
    const headers = { 'Idempotency-Key': 'reg' };
    const first = await call('POST', '/registrations', { body, headers });
    const retry = await call('POST', '/registrations', { body, headers });
    expect(retry.body).toEqual(first.body);
    expect(mailbox.messages('doppelt@example.org')).toHaveLength(1);
    expect(getDb().registrations.filter((r) => r.registration.email === 'doppelt@example.org')).toHaveLength(
      1,
    );
  });

  it('POST /file and POST /orders/{id}/{positionId}/document store one request each', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const order = getDb().orders.find((candidate) => candidate.customerId === CUSTOMER_ID);
    const path = `/orders/${order?.id}/${order?.positions[0]?.id}/document`;
    const documents = { required_document: { documents: ['specification'] } };
    const sds = {
      file_request: {
        productId: order?.positions[0]?.productId,
        reason: 'Länderversion',
        country: 'POL',
        language: 'pl',
      },
    };
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(
        (await call('POST', path, { token, body: documents, headers: { 'Idempotency-Key': 'd' } })).status,
      ).toBe(201);
      expect(
        (await call('POST', '/file', { token, body: sds, headers: { 'Idempotency-Key': 's' } })).status,
      ).toBe(201);
    }
    expect(
      getDb()
        .submissions.map((submission) => submission.kind)
        .sort(),
    ).toEqual(['documents', 'sds']);
  });
});
