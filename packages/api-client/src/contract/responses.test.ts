// @vitest-environment node
/**
 * Every operation of openapi.yaml, called on the mock backend with plain fetch: each answer must be a status
 * the operation documents, with a body that validates against the documented schema.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../generated/schema';
import { demoConfirmationTokens } from '../mocks/data/dataset';
import { getDb, resetMockDb } from '../mocks/db';
import { mailbox } from '../mocks/mailbox';
import { createMockServer } from '../mocks/node';
import { setupOci } from '../mocks/punchout';
import { type ApiRoute, apiRoutes } from '../mocks/scenarios';
import {
  API,
  type CallOptions,
  type CallResult,
  call,
  expectMatchesContract,
  login,
  tokenFor,
} from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
const covered = new Map<ApiRoute, Set<number>>();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
beforeEach(() => resetMockDb());

/** Calls `path` as operation `route`, checks it against the contract and records the status as covered. */
async function check(
  route: ApiRoute,
  path: string,
  expected: number,
  options?: CallOptions,
): Promise<CallResult> {
  const [method = '', template = ''] = route.split(' ');
  const result = await call(method, path, options);
  expect(result.status, `${route} → ${path}`).toBe(expected);
  expectMatchesContract(method, template, result);
  const statuses = covered.get(route) ?? new Set<number>();
  statuses.add(result.status);
  covered.set(route, statuses);
  return result;
}

const CUSTOMER = 'kunde@kundenportal.example';
const ADMIN = 'admin@kundenportal.example';
const EHS = 'ehs@kundenportal.example';
const EMERGENCY = 'notfall@kundenportal.example';
const OTHER_COMPANY = 465319; // Schneider Chemie AG, not a company of CUSTOMER

async function customerContext() {
  const token = await tokenFor(CUSTOMER);
  const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
  const customerId = me.customers[0]?.id ?? 0;
  const orders = (await call('GET', `/customer/orders?filter[customer]=${customerId}`, { token }))
    .body as Schemas['PagedOrders'];
  const order = orders.results[0] as Schemas['Order'];
  const position = order.positions[0] as Schemas['OrderPosition'];
  return { token, me, customerId, order, position, productId: position.material_number };
}

const registrationForm = (email: string, customerNumber: string) => ({
  registration: {
    customerType: 'existing_customer',
    email,
    emailConfirmation: email,
    password: 'Sicher123!',
    passwordConfirmation: 'Sicher123!',
    salutation: 'miss',
    lastName: 'Berger',
    firstName: 'Anna',
    companyName: 'Bäckerei Hofmann GmbH & Co. KG',
    customerNumber,
    phoneNumber: '+49 911 123456',
    language: 'de',
    whereDidYouHearFrom: 'newsletter',
  },
});

const orderForm = (customerId: number, productId: string, type: 'order' | 'offer' = 'order') => ({
  order_create: {
    type,
    customerId,
    positions: [{ productId, description: 'Nachbestellung', amount: 50, unit: 'KG', remarks: 'wie zuletzt' }],
    ...(type === 'offer'
      ? { customPositions: [{ description: 'Pektin in Bio-Qualität', amount: 100, unit: 'KG' }] }
      : {}),
    deliveryDate: '2026-12-04',
    recipient: { identicalToOrderer: true },
    goodsReceivingTimes: { morning: '8:00-12:00', fixedAppointment: '12:00' },
    deliveryRemarks: 'Anlieferung über Tor 3',
    requiredDocuments: ['certificate_of_analysis'],
    deliveryConditions: { palletTruck: true, liftingRamp: false },
    reference: 'BE-2026-0815',
    termsAgreement: true,
    priceConditionsAgreement: true,
  },
});

describe('auth', () => {
  it('POST /auth/login', async () => {
    await check('POST /auth/login', '/auth/login', 200, { body: { email: CUSTOMER, password: 'Demo1234!' } });
    await check('POST /auth/login', '/auth/login', 401, { body: { email: CUSTOMER, password: 'falsch' } });
    await check('POST /auth/login', '/auth/login', 422, { body: { email: CUSTOMER } });
    await check('POST /auth/login', '/auth/login', 400, {
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('POST /auth/refresh', async () => {
    const { refresh_token } = await login(CUSTOMER);
    await check('POST /auth/refresh', '/auth/refresh', 200, { body: { refresh_token } });
    await check('POST /auth/refresh', '/auth/refresh', 401, { body: { refresh_token: 'unbekannt' } });
    await check('POST /auth/refresh', '/auth/refresh', 422, { body: {} });
    await check('POST /auth/refresh', '/auth/refresh', 400, {
      rawBody: 'x',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('POST /auth/logout', async () => {
    const { refresh_token } = await login(CUSTOMER);
    await check('POST /auth/logout', '/auth/logout', 204, { body: { refresh_token } });
    await check('POST /auth/refresh', '/auth/refresh', 401, { body: { refresh_token } });
    await check('POST /auth/logout', '/auth/logout', 422, { body: {} });
    await check('POST /auth/logout', '/auth/logout', 400, {
      rawBody: 'x',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('GET /auth/user', async () => {
    const result = await check('GET /auth/user', '/auth/user', 200, { token: await tokenFor(ADMIN) });
    expect((result.body as Schemas['AuthenticatedUser']).roles).toContain('ROLE_INTERNAL_HEADER_SPECIAL');
    await check('GET /auth/user', '/auth/user', 401);
    await check('GET /auth/user', '/auth/user', 401, { token: 'kaputt' });
  });

  it('POST /auth/magic', async () => {
    await check('POST /auth/magic', '/auth/magic?language=de', 204, {
      body: { magic_link: { email: CUSTOMER } },
    });
    await check('POST /auth/magic', '/auth/magic?language=de', 204, {
      body: { magic_link: { email: 'niemand@example.org', target: 'forgotpassword' } },
    });
    await check('POST /auth/magic', '/auth/magic', 422, { body: { magic_link: { email: 'keine-adresse' } } });
    await check('POST /auth/magic', '/auth/magic', 400, {
      rawBody: '',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('POST /auth/magic/login', async () => {
    await call('POST', '/auth/magic', { body: { magic_link: { email: CUSTOMER } } });
    const token = mailbox.lastLoginLink(CUSTOMER)?.token;
    await check('POST /auth/magic/login', '/auth/magic/login', 200, { body: { token } });
    await check('POST /auth/magic/login', '/auth/magic/login', 401, { body: { token } });
    await check('POST /auth/magic/login', '/auth/magic/login', 422, { body: { token: '' } });
    await check('POST /auth/magic/login', '/auth/magic/login', 400, {
      rawBody: '[',
      headers: { 'Content-Type': 'application/json' },
    });
  });
});

describe('registrations', () => {
  it('POST /registrations', async () => {
    const body = registrationForm('anna.berger@example.org', '193860');
    const key = { 'Idempotency-Key': 'reg-1' };
    await check('POST /registrations', '/registrations?language=de', 201, { body, headers: key });
    await check('POST /registrations', '/registrations', 422, {
      body: { registration: { customerType: 'employee' } },
    });
    await check('POST /registrations', '/registrations', 400, {
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('GET /registrations', async () => {
    const result = await check('GET /registrations', '/registrations?page=1&limit=5', 200, {
      token: await tokenFor(ADMIN),
    });
    expect((result.body as Schemas['PagedRegistrations']).results).toHaveLength(5);
    await check('GET /registrations', '/registrations?page=0', 400, { token: await tokenFor(ADMIN) });
    await check('GET /registrations', '/registrations', 401);
    await check('GET /registrations', '/registrations', 403, { token: await tokenFor(CUSTOMER) });
  });

  it('POST /registrations/activation', async () => {
    await call('POST', '/registrations', { body: registrationForm('neu@example.org', '193860') });
    const token = mailbox.lastConfirmationLink('neu@example.org')?.token;
    await check('POST /registrations/activation', '/registrations/activation', 204, { body: { token } });
    await check('POST /registrations/activation', '/registrations/activation', 404, { body: { token } });
    await check('POST /registrations/activation', '/registrations/activation', 410, {
      body: { token: demoConfirmationTokens.expired },
    });
    await check('POST /registrations/activation', '/registrations/activation', 422, { body: {} });
    await check('POST /registrations/activation', '/registrations/activation', 400, {
      rawBody: 'nope',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('POST /registrations/{id}/activate', async () => {
    const admin = await tokenFor(ADMIN);
    const waiting = (await call('GET', '/registrations', { token: admin }))
      .body as Schemas['PagedRegistrations'];
    const id = waiting.results[0]?.id;
    const activation = {
      roles: ['ROLE_CUSTOMER'],
      client: 'client_kundenportal',
      customer_numbers: ['193860'],
    };
    const route = 'POST /registrations/{id}/activate';
    await check(route, `/registrations/${id}/activate`, 401, { body: activation });
    await check(route, `/registrations/${id}/activate`, 403, {
      body: activation,
      token: await tokenFor(CUSTOMER),
    });
    await check(route, `/registrations/${id}/activate`, 422, {
      body: { ...activation, roles: [] },
      token: admin,
    });
    await check(route, `/registrations/${id}/activate`, 422, {
      body: { ...activation, customer_numbers: ['999999'] },
      token: admin,
    });
    await check(route, `/registrations/${id}/activate`, 400, {
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
      token: admin,
    });
    await check(route, `/registrations/${id}/activate`, 204, { body: activation, token: admin });
    await check(route, `/registrations/${id}/activate`, 404, { body: activation, token: admin });
  });

  it('DELETE /registrations/{id}', async () => {
    const admin = await tokenFor(ADMIN);
    const waiting = (await call('GET', '/registrations', { token: admin }))
      .body as Schemas['PagedRegistrations'];
    const id = waiting.results[0]?.id;
    await check('DELETE /registrations/{id}', `/registrations/${id}`, 401);
    await check('DELETE /registrations/{id}', `/registrations/${id}`, 403, {
      token: await tokenFor(CUSTOMER),
    });
    await check('DELETE /registrations/{id}', `/registrations/${id}`, 204, { token: admin });
    await check('DELETE /registrations/{id}', `/registrations/${id}`, 404, { token: admin });
  });
});

describe('customers', () => {
  it('GET /customers/{id}', async () => {
    const { token, customerId } = await customerContext();
    const result = await check('GET /customers/{id}', `/customers/${customerId}`, 200, { token });
    expect((result.body as Schemas['Customer']).contact_person?.email).toMatch(/@kundenportal\.example$/);
    await check('GET /customers/{id}', `/customers/${OTHER_COMPANY}`, 404, { token });
    await check('GET /customers/{id}', `/customers/${customerId}`, 401);
  });

  it('POST /contact', async () => {
    const { token, customerId } = await customerContext();
    const body = {
      contact_message: { customerId, subject: 'Liefertermin', message: 'Bitte rufen Sie zurück.' },
    };
    await check('POST /contact', '/contact?language=de', 201, {
      token,
      body,
      headers: { 'Idempotency-Key': 'contact-1' },
    });
    await check('POST /contact', '/contact', 409, {
      token,
      body: { contact_message: { ...body.contact_message, message: 'anders' } },
      headers: { 'Idempotency-Key': 'contact-1' },
    });
    await check('POST /contact', '/contact', 400, {
      token,
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    await check('POST /contact', '/contact', 401, { body });
    await check('POST /contact', '/contact', 404, {
      token,
      body: { contact_message: { ...body.contact_message, customerId: OTHER_COMPANY } },
    });
    await check('POST /contact', '/contact', 422, {
      token,
      body: { contact_message: { customerId, subject: ' ', message: '' } },
    });
  });
});

describe.each([
  ['basket', '/basket'],
  ['favourites', '/product-list'],
] as const)('%s', (_name, path) => {
  it(`GET ${path}`, async () => {
    const { token, customerId } = await customerContext();
    const route = `GET ${path}` as const;
    const result = await check(route, `${path}?customer=${customerId}&language=de`, 200, { token });
    expect((result.body as Schemas['ProductListResponse']).product_list_items.length).toBeGreaterThan(0);
    await check(route, path, 400, { token });
    await check(route, `${path}?customer=${customerId}`, 401);
    await check(route, `${path}?customer=${customerId}`, 403, { token: await tokenFor(EHS) });
    await check(route, `${path}?customer=${OTHER_COMPANY}`, 404, { token });
  });

  it(`POST ${path}`, async () => {
    const { token, customerId, productId } = await customerContext();
    const route = `POST ${path}` as const;
    const add = (items: unknown[], id = customerId) => ({ product_list_add: { customerId: id, items } });
    await check(route, `${path}?language=de`, 200, {
      token,
      body: add([{ productId, amount: 25, unit: 'KG' }]),
    });
    await check(route, path, 400, { token, rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    await check(route, path, 401, { body: add([{ productId, amount: 25, unit: 'KG' }]) });
    await check(route, path, 403, {
      token: await tokenFor(EHS),
      body: add([{ productId, amount: 1, unit: 'KG' }]),
    });
    await check(route, path, 404, {
      token,
      body: add([{ productId, amount: 1, unit: 'KG' }], OTHER_COMPANY),
    });
    await check(route, path, 422, { token, body: add([]) });
    await check(route, path, 422, { token, body: add([{ productId: '99999999', amount: 1, unit: 'KG' }]) });
  });

  it(`PATCH ${path}`, async () => {
    const { token, customerId } = await customerContext();
    const route = `PATCH ${path}` as const;
    const before = (await call('GET', `${path}?customer=${customerId}`, { token }))
      .body as Schemas['ProductListResponse'];
    const productId = before.product_list_items[1]?.product.id;
    const update = (fields: Record<string, unknown>, id = customerId) => ({
      product_list_update: { customerId: id, productId, amount: 7.5, unit: 'L', ...fields },
    });
    const changed = await check(route, `${path}?language=de`, 200, { token, body: update({}) });
    const after = (changed.body as Schemas['ProductListResponse']).product_list_items;
    // In place: same order, only that entry changed.
    expect(after.map((item) => item.product.id)).toEqual(
      before.product_list_items.map((item) => item.product.id),
    );
    expect(after[1]).toMatchObject({ amount: 7.5, unit: 'L' });
    await check(route, path, 400, { token, rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    await check(route, path, 401, { body: update({}) });
    await check(route, path, 403, { token: await tokenFor(EHS), body: update({}) });
    await check(route, path, 404, { token, body: update({}, OTHER_COMPANY) });
    await check(route, path, 404, { token, body: update({ productId: '99999999' }) });
    await check(route, path, 422, { token, body: update({ amount: 0 }) });
  });

  it(`DELETE ${path}`, async () => {
    const { token, customerId } = await customerContext();
    const route = `DELETE ${path}` as const;
    const before = (await call('GET', `${path}?customer=${customerId}`, { token }))
      .body as Schemas['ProductListResponse'];
    const first = before.product_list_items[0]?.product.id;
    const one = await check(route, `${path}?customer=${customerId}&product=${first}`, 200, { token });
    expect((one.body as Schemas['ProductListResponse']).product_list_items).toHaveLength(
      before.product_list_items.length - 1,
    );
    await check(route, `${path}?customer=${customerId}&product=${first}`, 404, { token });
    const all = await check(route, `${path}?customer=${customerId}`, 200, { token });
    expect((all.body as Schemas['ProductListResponse']).product_list_items).toEqual([]);
    await check(route, `${path}?customer=abc`, 400, { token });
    await check(route, `${path}?customer=${customerId}`, 401);
    await check(route, `${path}?customer=${customerId}`, 403, { token: await tokenFor(EHS) });
  });
});

describe('orders', () => {
  it('GET /customer/orders', async () => {
    const { token, customerId } = await customerContext();
    const result = await check(
      'GET /customer/orders',
      `/customer/orders?page=2&limit=5&filter[customer]=${customerId}`,
      200,
      {
        token,
      },
    );
    const page = result.body as Schemas['PagedOrders'];
    expect(page).toMatchObject({ page: 2, limit: 5, previous_page: 1 });
    expect(page.results.every((order) => order.customer.id === customerId)).toBe(true);
    await check('GET /customer/orders', '/customer/orders?limit=x', 400, { token });
    await check('GET /customer/orders', '/customer/orders', 401);
    await check('GET /customer/orders', '/customer/orders', 403, { token: await tokenFor(EMERGENCY) });
  });

  it('GET /customer/orders with the search filters', async () => {
    const { token, customerId, order, position } = await customerContext();
    const base = `/customer/orders?limit=100&filter[customer]=${customerId}`;
    const byNumber = (
      await check('GET /customer/orders', `${base}&filter[order]=${order.id}`, 200, { token })
    ).body as Schemas['PagedOrders'];
    expect(byNumber.results.map((found) => found.id)).toEqual([order.id]);
    const material = position.material_number;
    const byMaterial = (
      await check('GET /customer/orders', `${base}&filter[material]=${material}`, 200, { token })
    ).body as Schemas['PagedOrders'];
    expect(byMaterial.results.length).toBeGreaterThan(0);
    for (const found of byMaterial.results) {
      expect(found.positions.some((candidate) => candidate.material_number === material)).toBe(true);
    }
    const byDate = (
      await check(
        'GET /customer/orders',
        `${base}&filter[from]=${order.date}&filter[to]=${order.date}`,
        200,
        {
          token,
        },
      )
    ).body as Schemas['PagedOrders'];
    expect(byDate.results.map((found) => found.date)).toContain(order.date);
    expect(byDate.results.every((found) => found.date === order.date)).toBe(true);
    await check('GET /customer/orders', `${base}&filter[from]=gestern`, 400, { token });
  });

  it('POST /orders/{id}/complaint', async () => {
    const { token, order, position } = await customerContext();
    const route = 'POST /orders/{id}/complaint';
    const path = `/orders/${order.id}/complaint?language=de`;
    const body = {
      complaint: { positionId: position.id, reason: 'damaged', message: 'Zwei Säcke gerissen.' },
    };
    const first = await check(route, path, 201, { token, body, headers: { 'Idempotency-Key': 'rek-1' } });
    const again = await check(route, path, 201, { token, body, headers: { 'Idempotency-Key': 'rek-1' } });
    expect(again.body).toEqual(first.body);
    await check(route, path, 409, {
      token,
      body: { complaint: { reason: 'other', message: 'Anders' } },
      headers: { 'Idempotency-Key': 'rek-1' },
    });
    await check(route, path, 400, { token, rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    await check(route, path, 401, { body });
    await check(route, '/orders/4599999999/complaint', 404, { token, body });
    await check(route, path, 404, { token, body: { complaint: { ...body.complaint, positionId: 999 } } });
    await check(route, path, 422, { token, body: { complaint: { reason: 'damaged', message: '   ' } } });
  });

  it('GET /orders/topics', async () => {
    const token = await tokenFor(CUSTOMER);
    const result = await check('GET /orders/topics', '/orders/topics?language=en', 200, { token });
    expect(result.body).toContainEqual({ key: 'certificate_of_analysis', label: 'Certificate of analysis' });
    await check('GET /orders/topics', '/orders/topics', 401);
  });

  it('GET /orders/{id}', async () => {
    const { token, order } = await customerContext();
    await check('GET /orders/{id}', `/orders/${order.id}?language=de`, 200, { token });
    await check('GET /orders/{id}', '/orders/4599999999', 404, { token });
    await check('GET /orders/{id}', `/orders/${order.id}`, 401);
  });

  it('POST /orders/{id}/{positionId}/document', async () => {
    const { token, order, position } = await customerContext();
    const route = 'POST /orders/{id}/{positionId}/document';
    const path = `/orders/${order.id}/${position.id}/document?language=de`;
    const body = {
      required_document: { documents: ['certificate_of_analysis'], offtopicMessage: 'Bitte per E-Mail' },
    };
    await check(route, path, 201, { token, body, headers: { 'Idempotency-Key': 'doc-1' } });
    await check(route, path, 409, {
      token,
      body: { required_document: { documents: ['specification'] } },
      headers: { 'Idempotency-Key': 'doc-1' },
    });
    await check(route, path, 400, { token, rawBody: '{', headers: { 'Content-Type': 'application/json' } });
    await check(route, path, 401, { body });
    await check(route, `/orders/${order.id}/999/document`, 404, { token, body });
    await check(route, path, 422, { token, body: { required_document: { documents: [] } } });
  });

  it('POST /order', async () => {
    const { token, customerId, productId } = await customerContext();
    await check('POST /order', '/order?language=de', 201, { token, body: orderForm(customerId, productId) });
    await check('POST /order', '/order?language=de', 201, {
      token,
      body: orderForm(customerId, productId, 'offer'),
      headers: { 'Idempotency-Key': 'offer-1' },
    });
    await check('POST /order', '/order', 409, {
      token,
      body: orderForm(customerId, productId),
      headers: { 'Idempotency-Key': 'offer-1' },
    });
    await check('POST /order', '/order', 400, {
      token,
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    await check('POST /order', '/order', 401, { body: orderForm(customerId, productId) });
    await check('POST /order', '/order', 403, {
      token: await tokenFor(EHS),
      body: orderForm(customerId, productId),
    });
    await check('POST /order', '/order', 404, { token, body: orderForm(OTHER_COMPANY, productId) });
    const withoutTerms = orderForm(customerId, productId);
    await check('POST /order', '/order', 422, {
      token,
      body: { order_create: { ...withoutTerms.order_create, termsAgreement: false } },
    });
  });
});

describe('documents', () => {
  it('GET /documents', async () => {
    const { token, customerId } = await customerContext();
    const result = await check('GET /documents', '/documents?language=de', 200, { token });
    const files = result.body as Schemas['File'][];
    expect(files.length).toBeGreaterThan(3);
    expect(files.map((file) => file.creation_date)).toEqual(
      files
        .map((file) => file.creation_date)
        .sort()
        .reverse(),
    );
    await check('GET /documents', `/documents?customer=${customerId}`, 200, { token });
    await check('GET /documents', '/documents?customer=x', 400, { token });
    const typed = await check(
      'GET /documents',
      `/documents?customer=${customerId}&type=sdb&type=flyer`,
      200,
      {
        token,
      },
    );
    const sheets = typed.body as Schemas['File'][];
    expect(sheets.length).toBeGreaterThan(
      files.filter((file) => file.type === 'sdb' || file.type === 'flyer').length,
    );
    expect(new Set(sheets.map((file) => file.type))).toEqual(new Set(['sdb', 'flyer']));
    await check('GET /documents', '/documents?type=manual', 400, { token });
    await check('GET /documents', '/documents', 401);
    await check('GET /documents', `/documents?customer=${OTHER_COMPANY}`, 404, { token });
  });

  it('POST /file', async () => {
    const { token, productId } = await customerContext();
    const body = {
      file_request: {
        productId,
        topic: 'country_version',
        countryVersions: ['FRA'],
        chapters: [2, 15],
        notes: 'Für unser Werk in Lyon',
        reason: 'Französische Länderversion benötigt',
        country: 'FRA',
        language: 'fr',
      },
    };
    await check('POST /file', '/file?language=de', 201, {
      token,
      body,
      headers: { 'Idempotency-Key': 'sds-1' },
    });
    await check('POST /file', '/file', 409, {
      token,
      body: { file_request: { ...body.file_request, notes: 'anders' } },
      headers: { 'Idempotency-Key': 'sds-1' },
    });
    await check('POST /file', '/file', 400, {
      token,
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    await check('POST /file', '/file', 401, { body });
    await check('POST /file', '/file', 422, { token, body: { file_request: { productId } } });
  });

  it('GET /files/{id}', async () => {
    const { token } = await customerContext();
    const files = (await call('GET', '/documents', { token })).body as Schemas['File'][];
    const file = files[0] as Schemas['File'];
    const result = await check('GET /files/{id}', `/files/${file.id}`, 200, { token });
    expect(result.headers.get('Content-Disposition')).toBe(
      `attachment; filename="${file.download_file_name}"`,
    );
    expect(new TextDecoder().decode((result.body as Uint8Array).slice(0, 8))).toBe('%PDF-1.4');
    await check('GET /files/{id}', '/files/1', 404, { token });
    await check('GET /files/{id}', `/files/${file.id}`, 401);
  });

  it("GET and DELETE /files/{id} refuse another company's invoice (404, as if it did not exist)", async () => {
    const { token } = await customerContext();
    const staff = await tokenFor(ADMIN);
    const theirs = (await call('GET', `/documents?customer=${OTHER_COMPANY}`, { token: staff }))
      .body as Schemas['File'][];
    const invoice = theirs.find((file) => file.type === 'invoice');
    expect(invoice, 'the other company has an invoice').toBeTruthy();
    const id = invoice?.id ?? 0;
    // Staff who may choose that company may download it; the customer of another company may not.
    await check('GET /files/{id}', `/files/${id}`, 200, { token: staff });
    const refused = await check('GET /files/{id}', `/files/${id}`, 404, { token });
    expect(JSON.stringify(refused.body)).not.toContain(invoice?.download_file_name ?? '-');
    await check('DELETE /files/{id}', `/files/${id}`, 404, { token });
  });

  it('DELETE /files/{id}', async () => {
    const { token } = await customerContext();
    const files = (await call('GET', '/documents', { token })).body as Schemas['File'][];
    const id = files[0]?.id;
    await check('DELETE /files/{id}', `/files/${id}`, 401);
    await check('DELETE /files/{id}', `/files/${id}`, 204, { token });
    await check('DELETE /files/{id}', `/files/${id}`, 404, { token });
    const after = (await call('GET', '/documents', { token })).body as Schemas['File'][];
    expect(after.map((file) => file.id)).not.toContain(id);
  });
});

describe('products', () => {
  it('GET /products/search', async () => {
    const publicResult = await check('GET /products/search', '/products/search?term=natron', 200);
    const publicPage = publicResult.body as Schemas['PagedProducts'];
    expect(publicPage.results.length).toBeGreaterThan(0);
    expect(publicPage.results.length).toBeLessThanOrEqual(5);
    // Public: one page of five, but the count of every match, so the portal can say "5 of N".
    const everything = (await check('GET /products/search', '/products/search?term=%25', 200))
      .body as Schemas['PagedProducts'];
    expect(everything.results).toHaveLength(5);
    expect(everything.pages).toBe(1);
    expect(everything.count).toBeGreaterThan(5);

    const { token, customerId } = await customerContext();
    const own = await check(
      'GET /products/search',
      `/products/search?term=%25&customer=${customerId}&page=1`,
      200,
      {
        token,
      },
    );
    const ownPage = own.body as Schemas['PagedProducts'];
    expect(ownPage.count).toBeGreaterThan(15);
    expect(ownPage.results).toHaveLength(15);
    expect(ownPage.results.every((product) => product.last_ordered_at !== null)).toBe(true);

    await check('GET /products/search', '/products/search?term=%20%20', 400);
    await check('GET /products/search', '/products/search?term=natron', 401, { token: 'abgelaufen' });
    await check('GET /products/search', `/products/search?term=a&customer=${OTHER_COMPANY}`, 404, { token });
  });
});

describe('users', () => {
  it('GET /user', async () => {
    const admin = await tokenFor(ADMIN);
    const result = await check('GET /user', '/user?page=1&lang=de&filter[role]=ROLE_SALES', 200, {
      token: admin,
    });
    const page = result.body as Schemas['PagedUsers'];
    expect(page.count).toBeGreaterThan(1);
    expect(page.results.every((user) => user.assigned_roles_names.includes('ROLE_SALES'))).toBe(true);
    await check('GET /user', '/user?page=-1', 400, { token: admin });
    await check('GET /user', '/user', 401);
    await check('GET /user', '/user', 403, { token: await tokenFor(CUSTOMER) });
  });

  it('GET /user/{id}', async () => {
    const { token, me } = await customerContext();
    await check('GET /user/{id}', `/user/${me.id}`, 200, { token });
    await check('GET /user/{id}', `/user/${me.id + 1}`, 404, { token });
    await check('GET /user/{id}', '/user/99999', 404, { token: await tokenFor(ADMIN) });
    await check('GET /user/{id}', `/user/${me.id}`, 401);
  });

  it('POST /user/{id}', async () => {
    const { token, me } = await customerContext();
    const result = await check('POST /user/{id}', `/user/${me.id}`, 200, {
      token,
      body: { user: { phoneNumber: '+49 911 555', language: 'en' } },
    });
    expect(result.body).toMatchObject({ phone_number: '+49 911 555', language: 'en' });
    await check('POST /user/{id}', `/user/${me.id}`, 400, {
      token,
      rawBody: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    await check('POST /user/{id}', `/user/${me.id}`, 401, { body: { user: { language: 'de' } } });
    await check('POST /user/{id}', `/user/${me.id}`, 403, {
      token,
      body: { user: { roles: ['ROLE_ADMIN'] } },
    });
    await check('POST /user/{id}', '/user/99999', 404, { token, body: { user: { language: 'de' } } });
    // An address in use gives 422 (user management changing another user's e-mail).
    const admin = await tokenFor(ADMIN);
    await check('POST /user/{id}', `/user/${me.id}`, 422, {
      token: admin,
      body: { user: { email: 'admin@kundenportal.example' } },
    });
    await check('POST /user/{id}', `/user/${me.id}`, 422, { token, body: { user: {} } });
  });

  it('DELETE /user/{id}', async () => {
    const admin = await tokenFor(ADMIN);
    const { me } = await customerContext();
    await check('DELETE /user/{id}', `/user/${me.id}`, 401);
    await check('DELETE /user/{id}', `/user/${me.id}`, 403, { token: await tokenFor(CUSTOMER) });
    await check('DELETE /user/{id}', `/user/${me.id}`, 204, { token: admin });
    await check('DELETE /user/{id}', `/user/${me.id}`, 404, { token: admin });
  });

  it('POST /user/password', async () => {
    const token = await tokenFor(CUSTOMER);
    const form = (currentPassword: string, password = 'Neu!Pass2026', passwordConfirmation = password) => ({
      reset_password: { currentPassword, password, passwordConfirmation },
    });
    await check('POST /user/password', '/user/password?language=de', 400, { token, body: form('falsch') });
    await check('POST /user/password', '/user/password', 422, { token, body: form('Demo1234!', 'kurz') });
    await check('POST /user/password', '/user/password', 422, {
      token,
      body: form('Demo1234!', 'Neu!Pass2026', 'anders'),
    });
    await check('POST /user/password', '/user/password', 401, { body: form('Demo1234!') });
    await check('POST /user/password', '/user/password?language=de', 204, { token, body: form('Demo1234!') });
    await login(CUSTOMER, 'Neu!Pass2026');
  });

  it('GET /users/export', async () => {
    const admin = await tokenFor(ADMIN);
    const result = await check('GET /users/export', '/users/export?lang=de&filter[last_name][]=Krüger', 200, {
      token: admin,
    });
    expect(result.headers.get('Content-Type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(result.headers.get('Content-Disposition')).toBe('attachment; filename="users.xlsx"');
    const bytes = result.body as Uint8Array;
    expect([...bytes.slice(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    const workbook = new TextDecoder().decode(bytes);
    expect(workbook).toContain('kunde@kundenportal.example');
    expect(workbook).not.toContain('admin@kundenportal.example');
    // Several values of one filter match any of them; the plain form of GET /user is no export filter.
    const both = await check(
      'GET /users/export',
      '/users/export?filter[email][]=kunde%40kundenportal&filter[email][]=admin%40kundenportal',
      200,
      { token: admin },
    );
    const bothText = new TextDecoder().decode(both.body as Uint8Array);
    expect(bothText).toContain('kunde@kundenportal.example');
    expect(bothText).toContain('admin@kundenportal.example');
    const plain = await check('GET /users/export', '/users/export?filter[email]=kunde%40kundenportal', 200, {
      token: admin,
    });
    expect(new TextDecoder().decode(plain.body as Uint8Array)).toContain('admin@kundenportal.example');
    await check('GET /users/export', '/users/export', 401);
    await check('GET /users/export', '/users/export', 403, { token: await tokenFor(CUSTOMER) });
  });

  it('GET /roles', async () => {
    const result = await check('GET /roles', '/roles', 200, { token: await tokenFor(CUSTOMER) });
    // A customer grants nothing; an administrator of both clients everything.
    expect(result.body).toContainEqual({ name: 'client_staub', kind: 'client', grantable: false });
    expect((result.body as Schemas['Role'][]).some((role) => role.grantable)).toBe(false);
    const admin = await check('GET /roles', '/roles', 200, { token: await tokenFor(ADMIN) });
    expect((admin.body as Schemas['Role'][]).every((role) => role.grantable)).toBe(true);
    await check('GET /roles', '/roles', 401);
  });
});

describe('punchout', () => {
  /** A punchout session's token pair, opened as SAP SRM's catalog call would open it. */
  async function punchoutToken(): Promise<string> {
    const setup = await setupOci(
      getDb(),
      new URLSearchParams({
        HOOK_URL: 'https://srm.buyer.example/hook',
        USERNAME: CUSTOMER,
        PASSWORD: 'Demo1234!',
      }),
    );
    return 'start' in setup ? (new URL(setup.start, 'http://portal').searchParams.get('token') ?? '') : '';
  }

  it('POST /punchout/session', async () => {
    const token = await punchoutToken();
    await check('POST /punchout/session', '/punchout/session', 200, { body: { token } });
    await check('POST /punchout/session', '/punchout/session', 401, { body: { token } });
    await check('POST /punchout/session', '/punchout/session', 422, { body: { token: '' } });
    await check('POST /punchout/session', '/punchout/session', 400, {
      rawBody: '[',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('GET and POST /punchout/transfer', async () => {
    const session = (await call('POST', '/punchout/session', { body: { token: await punchoutToken() } }))
      .body as Schemas['TokenPair'];
    const token = session.token;
    await check('GET /punchout/transfer', '/punchout/transfer', 200, { token });
    await check('GET /punchout/transfer', '/punchout/transfer', 401, {});
    // Outside a punchout session there is nothing to check or hand back.
    const plain = await tokenFor(CUSTOMER);
    await check('GET /punchout/transfer', '/punchout/transfer', 409, { token: plain });
    await check('POST /punchout/transfer', '/punchout/transfer', 409, {
      token: plain,
      body: { punchout_transfer: { cancel: false } },
    });
    await check('POST /punchout/transfer', '/punchout/transfer', 422, {
      token,
      body: { punchout_transfer: {} },
    });
    await check('POST /punchout/transfer', '/punchout/transfer', 200, {
      token,
      body: { punchout_transfer: { cancel: false } },
    });
    // Handed back once: the session is over.
    await check('POST /punchout/transfer', '/punchout/transfer', 401, {
      token,
      body: { punchout_transfer: { cancel: false } },
    });
  });
});

describe('coverage', () => {
  it('called every operation of openapi.yaml', () => {
    expect([...covered.keys()].sort()).toEqual([...apiRoutes].sort());
  });
});
