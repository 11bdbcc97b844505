// @vitest-environment node
/**
 * Every operation on a company's or a user's data, called by a user of another company (or client): each is
 * answered 404 exactly as for something that does not exist, and lists leave it out. The same calls by a user
 * who may see the data succeed, so a 404 here is the rule and not a broken path.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../generated/schema';
import { getDb, resetMockDb } from '../mocks/db';
import { demoLogins } from '../mocks/demoLogins';
import { createMockServer } from '../mocks/node';
import { API, type CallOptions, call, expectMatchesContract, tokenFor } from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

/** Sabine Krüger, customer of Bäckerei Hofmann only. */
const CUSTOMER = 'kunde@kundenportal.example';
/** Thomas Richter, customer of three other companies. */
const OTHER_CUSTOMER = 'einkauf@kundenportal.example';
/** Sales staff of client_kundenportal: may choose any of that client's companies. */
const SALES = 'vertrieb@kundenportal.example';
/** User management for client_kundenportal only. */
const KEY_USER = 'keyuser@kundenportal.example';
/** Customer of client_staub only. */
const STAUB_CUSTOMER = 'staub@kundenportal.example';
const ADMIN = 'admin@kundenportal.example';

async function me(token: string): Promise<Schemas['AuthenticatedUser']> {
  return (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
}

/** Answers 404 and matches the contract's 404 for the operation. */
async function refused(method: string, template: string, path: string, options: CallOptions): Promise<void> {
  const result = await call(method, path, options);
  expect(result.status, `${method} ${path}`).toBe(404);
  expectMatchesContract(method, template, result);
}

/** The other company's data, as sales staff (who may see it) find it. */
async function theirCompany() {
  const other = await tokenFor(OTHER_CUSTOMER);
  const companyId = (await me(other)).customers[0]?.id ?? 0;
  const staff = await tokenFor(SALES);
  const orders = (await call('GET', `/customer/orders?filter[customer]=${companyId}`, { token: staff }))
    .body as Schemas['PagedOrders'];
  const order = orders.results[0] as Schemas['Order'];
  const position = order.positions[0] as Schemas['OrderPosition'];
  const basket = (await call('GET', `/basket?customer=${companyId}`, { token: other }))
    .body as Schemas['ProductListResponse'];
  const favourites = (await call('GET', `/product-list?customer=${companyId}`, { token: other }))
    .body as Schemas['ProductListResponse'];
  return { companyId, order, position, basket, favourites };
}

describe("a customer of another company is answered 404 for the company's", () => {
  it('order history, order details, complaints and document requests', async () => {
    const { companyId, order, position } = await theirCompany();
    const token = await tokenFor(CUSTOMER);
    await refused('GET', '/customer/orders', `/customer/orders?filter[customer]=${companyId}`, { token });
    await refused('GET', '/orders/{id}', `/orders/${order.id}?language=de`, { token });
    await refused('POST', '/orders/{id}/complaint', `/orders/${order.id}/complaint?language=de`, {
      token,
      body: { complaint: { positionId: position.id, reason: 'damaged', message: 'Gerissen.' } },
    });
    await refused(
      'POST',
      '/orders/{id}/{positionId}/document',
      `/orders/${order.id}/${position.id}/document?language=de`,
      { token, body: { required_document: { documents: ['certificate_of_analysis'] } } },
    );
    // Without a filter, the history holds only the user's own companies.
    const own = (await call('GET', '/customer/orders?limit=100', { token })).body as Schemas['PagedOrders'];
    expect(own.results.length).toBeGreaterThan(0);
    expect(own.results.some((candidate) => candidate.customer.id === companyId)).toBe(false);
  });

  it('reorders and offer requests placed for it', async () => {
    const { companyId, position } = await theirCompany();
    const token = await tokenFor(CUSTOMER);
    await refused('POST', '/order', '/order?language=de', {
      token,
      body: {
        order_create: {
          type: 'order',
          customerId: companyId,
          positions: [
            { productId: position.material_number, description: 'Nachbestellung', amount: 1, unit: 'KG' },
          ],
          deliveryDate: '2026-12-04',
          recipient: { identicalToOrderer: true },
          termsAgreement: true,
          priceConditionsAgreement: true,
        },
      },
    });
  });

  it.each([
    ['basket', '/basket', 'basket'],
    ['favourites', '/product-list', 'favourites'],
  ] as const)('%s: read, add, change, remove one and empty', async (_name, path, list) => {
    const their = await theirCompany();
    const entries = their[list].product_list_items;
    const entry = entries[0];
    expect(entry, 'the other company has an entry').toBeTruthy();
    const productId = entry?.product.id ?? '';
    const token = await tokenFor(CUSTOMER);
    const id = their.companyId;
    await refused('GET', path, `${path}?customer=${id}&language=de`, { token });
    await refused('POST', path, path, {
      token,
      body: { product_list_add: { customerId: id, items: [{ productId, amount: 1, unit: 'KG' }] } },
    });
    await refused('PATCH', path, path, {
      token,
      body: { product_list_update: { customerId: id, productId, amount: 2, unit: 'KG' } },
    });
    await refused('DELETE', path, `${path}?customer=${id}&product=${productId}`, { token });
    await refused('DELETE', path, `${path}?customer=${id}`, { token });

    // Nothing of theirs changed.
    const after = (await call('GET', `${path}?customer=${id}`, { token: await tokenFor(OTHER_CUSTOMER) }))
      .body as Schemas['ProductListResponse'];
    expect(after.product_list_items).toEqual(entries);
  });

  it('documents, products and the company itself', async () => {
    const { companyId } = await theirCompany();
    const token = await tokenFor(CUSTOMER);
    await refused('GET', '/documents', `/documents?customer=${companyId}`, { token });
    await refused('GET', '/products/search', `/products/search?term=a&customer=${companyId}`, { token });
    await refused('GET', '/customers/{id}', `/customers/${companyId}`, { token });
  });
});

describe('users of another company or client are answered 404', () => {
  it('to a customer asking for another user, read or changed', async () => {
    const token = await tokenFor(CUSTOMER);
    const other = await me(await tokenFor(OTHER_CUSTOMER));
    await refused('GET', '/user/{id}', `/user/${other.id}`, { token });
    await refused('POST', '/user/{id}', `/user/${other.id}`, { token, body: { user: { language: 'en' } } });
  });

  it("to a user manager of one client for the other client's user: read, change, delete", async () => {
    const token = await tokenFor(KEY_USER);
    const theirs = await me(await tokenFor(STAUB_CUSTOMER));
    await refused('GET', '/user/{id}', `/user/${theirs.id}`, { token });
    await refused('POST', '/user/{id}', `/user/${theirs.id}`, { token, body: { user: { language: 'en' } } });
    await refused('DELETE', '/user/{id}', `/user/${theirs.id}`, { token });

    // The user still exists, unchanged, for an administrator of both clients.
    const seen = await call('GET', `/user/${theirs.id}`, { token: await tokenFor(ADMIN) });
    expect(seen.status).toBe(200);
    expect((seen.body as Schemas['User']).language).toBe('de');
  });

  it("and are left out of the user manager's list and export", async () => {
    const token = await tokenFor(KEY_USER);
    const search = '?filter[email]=staub@kundenportal.example';
    const list = (await call('GET', `/user${search}`, { token })).body as Schemas['PagedUsers'];
    expect(list.count).toBe(0);
    const admins = (await call('GET', `/user${search}`, { token: await tokenFor(ADMIN) }))
      .body as Schemas['PagedUsers'];
    expect(admins.count).toBe(1);
    const exported = await call('GET', `/users/export${search}`, { token });
    expect(exported.status).toBe(200);
    expect(new TextDecoder().decode(exported.body as Uint8Array)).not.toContain('staub@kundenportal.example');
  });
});

describe("staff of one client are answered 404 for the other client's companies", () => {
  /** Krause Wasseraufbereitung, a customer of client_staub only, with its orders and an invoice. */
  async function staubCompany() {
    const companyId = (await me(await tokenFor(STAUB_CUSTOMER))).customers[0]?.id ?? 0;
    const admin = await tokenFor(ADMIN);
    const orders = (await call('GET', `/customer/orders?filter[customer]=${companyId}`, { token: admin }))
      .body as Schemas['PagedOrders'];
    const order = orders.results[0] as Schemas['Order'];
    const files = (await call('GET', `/documents?customer=${companyId}`, { token: admin }))
      .body as Schemas['File'][];
    const invoice = files.find((file) => file.type === 'invoice') as Schemas['File'];
    expect(order, 'the company has orders').toBeTruthy();
    expect(invoice, 'the company has an invoice').toBeTruthy();
    return { companyId, order, invoice, admin };
  }

  it('the customer list, the company, its orders, documents and files', async () => {
    const { companyId, order, invoice, admin } = await staubCompany();
    const token = await tokenFor(SALES);

    // The customer selector offers the main client's companies – the two-client company too – never this one.
    const offered = (await me(token)).customers.map((customer) => customer.id);
    expect(offered.length).toBeGreaterThan(5);
    expect(offered).not.toContain(companyId);
    const twoClientCompany = (await me(await tokenFor('zwei-mandanten@kundenportal.example'))).customers;
    for (const company of twoClientCompany) expect(offered).toContain(company.id);
    expect((await me(admin)).customers.map((customer) => customer.id)).toContain(companyId);

    await refused('GET', '/customers/{id}', `/customers/${companyId}`, { token });
    await refused('GET', '/customer/orders', `/customer/orders?filter[customer]=${companyId}`, { token });
    await refused('GET', '/orders/{id}', `/orders/${order.id}?language=de`, { token });
    await refused('GET', '/documents', `/documents?customer=${companyId}`, { token });
    await refused('GET', '/files/{id}', `/files/${invoice.id}`, { token });
    await refused('DELETE', '/files/{id}', `/files/${invoice.id}`, { token });
    await refused('GET', '/products/search', `/products/search?term=a&customer=${companyId}`, { token });

    // The staff view (all companies) leaves its orders and documents out.
    const all = (await call('GET', '/customer/orders?filter[customer]=0&limit=100', { token }))
      .body as Schemas['PagedOrders'];
    expect(all.count).toBeGreaterThan(0);
    expect(all.results.some((candidate) => candidate.customer.id === companyId)).toBe(false);
    const documents = (await call('GET', '/documents?type=invoice', { token })).body as Schemas['File'][];
    expect(documents.length).toBeGreaterThan(0);
    expect(documents.map((file) => file.id)).not.toContain(invoice.id);

    // The administrator of both clients still gets all of it.
    expect((await call('GET', `/customers/${companyId}`, { token: admin })).status).toBe(200);
    expect((await call('GET', `/files/${invoice.id}`, { token: admin })).status).toBe(200);
  });

  it("and the other way round: staff of client_staub only never see the main client's companies", async () => {
    const ehs = getDb().users.find((user) => user.email === 'ehs@kundenportal.example');
    if (!ehs) throw new Error('seeded EHS user missing');
    ehs.clients = ['client_staub'];
    const token = await tokenFor(ehs.email);
    const { companyId } = await staubCompany();
    const mainCompany = (await me(await tokenFor(CUSTOMER))).customers[0]?.id ?? 0;

    const offered = (await me(token)).customers.map((customer) => customer.id);
    expect(offered).toContain(companyId);
    expect(offered).not.toContain(mainCompany);
    expect((await call('GET', `/customer/orders?filter[customer]=${companyId}`, { token })).status).toBe(200);
    await refused('GET', '/customers/{id}', `/customers/${mainCompany}`, { token });
    await refused('GET', '/customer/orders', `/customer/orders?filter[customer]=${mainCompany}`, { token });
    await refused('GET', '/documents', `/documents?customer=${mainCompany}`, { token });
  });
});

describe('the demo logins still show what the README promises', () => {
  it.each(demoLogins.map((demo) => [demo.email, demo]))('%s', async (_email, demo) => {
    const user = await me(await tokenFor(demo.email));
    const ids = user.customers.map((customer) => customer.id);
    if (user.roles.includes('ROLE_INTERNAL_CUSTOMER_SELECTION')) {
      // Staff choose among their clients' companies: 11 for the main client, all 12 with both.
      expect(ids).toHaveLength(demo.clients.includes('client_staub') ? 12 : 11);
    } else {
      expect(ids).toHaveLength(demo.companyIndexes.length);
    }
  });
});
