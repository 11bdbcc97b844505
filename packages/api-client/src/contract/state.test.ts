// @vitest-environment node
/** The mock is stateful: changes stay until resetMockDb(), which brings back the seed. */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/schema';
import { getDb, resetMockDb } from '../mocks/db';
import { createMockServer } from '../mocks/node';
import { API, call, tokenFor } from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const items = (body: unknown) => (body as Schemas['ProductListResponse']).product_list_items;

async function buyer() {
  const token = await tokenFor('einkauf@kundenportal.example');
  const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
  const [first, second] = me.customers.map((customer) => customer.id);
  return { token, first: first ?? 0, second: second ?? 0 };
}

describe('product lists', () => {
  it('keep additions per customer company and across logins', async () => {
    const { token, first, second } = await buyer();
    const product = getDb().products[5];
    const secondBefore = items((await call('GET', `/basket?customer=${second}`, { token })).body);
    const added = await call('POST', '/basket', {
      token,
      body: {
        product_list_add: { customerId: first, items: [{ productId: product?.id, amount: 3, unit: 'PAK' }] },
      },
    });
    expect(items(added.body)).toContainEqual({
      product: { id: product?.id, description: product?.description },
      amount: 3,
      unit: 'PAK',
    });

    const again = await tokenFor('einkauf@kundenportal.example');
    expect(items((await call('GET', `/basket?customer=${first}`, { token: again })).body)).toContainEqual(
      expect.objectContaining({ amount: 3, unit: 'PAK' }),
    );
    expect(items((await call('GET', `/basket?customer=${second}`, { token: again })).body)).toEqual(
      secondBefore,
    );
  });

  it('keep entries already present unchanged on a second add', async () => {
    const { token, first } = await buyer();
    const [entry] = items((await call('GET', `/product-list?customer=${first}`, { token })).body);
    const result = await call('POST', '/product-list', {
      token,
      body: {
        product_list_add: {
          customerId: first,
          items: [{ productId: entry?.product.id, amount: 999, unit: 'KG' }],
        },
      },
    });
    expect(items(result.body).filter((item) => item.product.id === entry?.product.id)).toEqual([entry]);
  });

  it('keep the basket and favourites apart', async () => {
    const { token, first } = await buyer();
    const favourites = items((await call('GET', `/product-list?customer=${first}`, { token })).body);
    await call('DELETE', `/basket?customer=${first}`, { token });
    expect(items((await call('GET', `/basket?customer=${first}`, { token })).body)).toEqual([]);
    expect(items((await call('GET', `/product-list?customer=${first}`, { token })).body)).toEqual(favourites);
  });
});

describe('resetMockDb()', () => {
  it('brings back the seeded basket, users and registrations', async () => {
    const admin = await tokenFor('admin@kundenportal.example');
    const customer = await tokenFor('kunde@kundenportal.example');
    const seededBasket = items((await call('GET', '/basket?customer=193860', { token: customer })).body);
    const seededUsers = ((await call('GET', '/user', { token: admin })).body as Schemas['PagedUsers']).count;
    const waiting = (
      (await call('GET', '/registrations', { token: admin })).body as Schemas['PagedRegistrations']
    ).results;

    await call('DELETE', '/basket?customer=193860', { token: customer });
    await call('DELETE', `/registrations/${waiting[0]?.id}`, { token: admin });
    const victim = (await call('GET', '/user?filter[email]=hansa', { token: admin }))
      .body as Schemas['PagedUsers'];
    await call('DELETE', `/user/${victim.results[0]?.id}`, { token: admin });
    expect(((await call('GET', '/user', { token: admin })).body as Schemas['PagedUsers']).count).toBe(
      seededUsers - 1,
    );

    resetMockDb();
    const freshAdmin = await tokenFor('admin@kundenportal.example');
    const freshCustomer = await tokenFor('kunde@kundenportal.example');
    expect(items((await call('GET', '/basket?customer=193860', { token: freshCustomer })).body)).toEqual(
      seededBasket,
    );
    expect(((await call('GET', '/user', { token: freshAdmin })).body as Schemas['PagedUsers']).count).toBe(
      seededUsers,
    );
    expect(
      ((await call('GET', '/registrations', { token: freshAdmin })).body as Schemas['PagedRegistrations'])
        .results,
    ).toEqual(waiting);
  });

  it('ends every session', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    resetMockDb();
    expect((await call('GET', '/auth/user', { token })).status).toBe(401);
  });
});

describe('users and registrations', () => {
  it('an activated registration becomes a user who logs in with the registered password', async () => {
    const admin = await tokenFor('admin@kundenportal.example');
    const page = (await call('GET', '/registrations', { token: admin }))
      .body as Schemas['PagedRegistrations'];
    const request = page.results[0] as Schemas['Registration'];
    const activated = await call('POST', `/registrations/${request.id}/activate`, {
      token: admin,
      body: { roles: ['ROLE_CUSTOMER'], client: 'client_kundenportal', customer_numbers: ['193860'] },
    });
    expect(activated.status).toBe(204);
    const login = await call('POST', '/auth/login', {
      body: { email: request.email, password: 'Demo1234!' },
    });
    expect(login.status).toBe(200);
    const me = (await call('GET', '/auth/user', { token: (login.body as Schemas['TokenPair']).token }))
      .body as Schemas['AuthenticatedUser'];
    expect(me.assigned_roles_names).toEqual(['ROLE_CUSTOMER', 'client_kundenportal']);
    expect(me.customers.map((customer) => customer.id)).toEqual([193860]);
    const after = (await call('GET', '/registrations', { token: admin }))
      .body as Schemas['PagedRegistrations'];
    expect(after.count).toBe(page.count - 1);
  });

  it('a profile change stays', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    await call('POST', `/user/${me.id}`, {
      token,
      body: { user: { lastName: 'Krüger-Lang', language: 'fr' } },
    });
    const again = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    expect(again).toMatchObject({ last_name: 'Krüger-Lang', language: 'fr' });
  });

  it('a reorder appears at the top of the order history as open', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.parse('2026-11-22T10:00:00Z'));
    const token = await tokenFor('kunde@kundenportal.example');
    const productId = getDb().products[200]?.id;
    const receipt = await call('POST', '/order', {
      token,
      body: {
        order_create: {
          type: 'order',
          customerId: 193860,
          positions: [{ productId, description: 'x', amount: 2, unit: 'KG' }],
          deliveryDate: '2026-12-01',
          recipient: { identicalToOrderer: true },
          reference: 'BE-4711',
          termsAgreement: true,
          priceConditionsAgreement: true,
        },
      },
    });
    const history = (await call('GET', '/customer/orders', { token })).body as Schemas['PagedOrders'];
    expect(history.results[0]).toMatchObject({
      id: (receipt.body as Schemas['Receipt']).id,
      status: 'open',
      customer_order_id: 'BE-4711',
      date: '2026-11-22',
    });
    vi.useRealTimers();
  });
});
