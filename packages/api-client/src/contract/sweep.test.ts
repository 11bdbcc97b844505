// @vitest-environment node
/**
 * Sweeps over the contract, not case lists: every operation of openapi.yaml (as the mock's gate reads it,
 * `operationDeclarations`) × every README demo login. A new operation is covered by its declaration alone.
 * - Visibility: no answer – list, record, export, error – carries a company (customer number, name) or a user
 *   (e-mail address) the caller may not see.
 * - Scopes: every operation with `x-scope` refuses (403) each login that holds none of them, and admits each
 *   that holds one.
 * - Login: every operation that needs a login answers 401 without a token.
 * - Bounds: every bounded parameter out of its bounds is 400 naming the parameter (a path parameter: 404).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type OperationDeclaration, operationDeclarations, resolveRef } from '../mocks/contractGate';
import { scopesFor } from '../mocks/data/roles';
import type { CustomerRecord, MockDb, UserRecord } from '../mocks/data/types';
import { getDb, resetMockDb } from '../mocks/db';
import { demoLogins } from '../mocks/demoLogins';
import { createMockServer } from '../mocks/node';
import { API, type CallResult, call, expectMatchesContract, tokenFor } from './harness';

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

const KRAUSE = 'Krause Wasseraufbereitung GmbH';

/**
 * The probe's situation: the admin gave Jan Hartmann (both clients) Krause Wasseraufbereitung (client_staub
 * only), and an applicant for client_kundenportal typed Krause's number – so records of client_kundenportal
 * carry a company its staff may not see.
 */
function seedCrossClientRecords(db: MockDb): CustomerRecord {
  const krause = db.customers.find((customer) => customer.name === KRAUSE);
  const jan = db.users.find((user) => user.email === 'zwei-mandanten@kundenportal.example');
  const waiting = db.registrations.find(
    (record) => record.registration.status === 'new' && record.registration.client === 'client_kundenportal',
  );
  if (!krause || !jan || !waiting)
    throw new Error('the seed lacks Krause, Jan Hartmann or a waiting registration');
  jan.customerIds = [...jan.customerIds, krause.id];
  waiting.registration.customer_numbers = [...waiting.registration.customer_numbers, String(krause.id)];
  return krause;
}

// ---------- the rule, as the contract states it (written out here, not taken from the mock) ----------

const scopesOfUser = (user: UserRecord) => scopesFor(user.roles, user.clients);

function maySeeCustomer(viewer: UserRecord, customer: CustomerRecord): boolean {
  if (scopesOfUser(viewer).includes('ROLE_INTERNAL_CUSTOMER_SELECTION'))
    return customer.clients.some((client) => viewer.clients.includes(client));
  return viewer.customerIds.includes(customer.id);
}

function maySeeUser(viewer: UserRecord, user: UserRecord): boolean {
  return (
    viewer.id === user.id ||
    (scopesOfUser(viewer).includes('ROLE_INTERNAL_USERMANAGEMENT') &&
      user.clients.some((client) => viewer.clients.includes(client)))
  );
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;');

/** What `viewer` must never find in an answer: the hidden companies' numbers and names, hidden users' e-mails. */
function secretsFor(db: MockDb, viewer: UserRecord): { label: string; pattern: RegExp }[] {
  const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [
    ...db.customers
      .filter((customer) => !maySeeCustomer(viewer, customer))
      .flatMap((customer) => [
        { label: `customer number ${customer.id}`, pattern: new RegExp(`(?<!\\d)${customer.id}(?!\\d)`) },
        {
          label: `company ${customer.name}`,
          pattern: new RegExp(`${literal(customer.name)}|${literal(escapeXml(customer.name))}`),
        },
      ]),
    ...db.users
      .filter((user) => !maySeeUser(viewer, user))
      .map((user) => ({ label: `user ${user.email}`, pattern: new RegExp(literal(user.email), 'i') })),
  ];
}

function answerText(result: CallResult): string {
  if (result.body instanceof Uint8Array) return new TextDecoder().decode(result.body);
  return JSON.stringify(result.body ?? '');
}

// ---------- requests for an operation, from its declaration and the seeded data ----------

interface Probe {
  path: string;
  body?: unknown;
}

/** Bodies for the writes whose answer is a record (the others are probed empty: their error bodies count too). */
const bodies: Record<string, unknown> = {
  updateUser: { user: {} },
};

/** The values each path parameter is tried with: every record of its kind that may be visible to someone. */
function pathValues(db: MockDb, declaration: OperationDeclaration): Record<string, string>[] {
  const firstOrders = db.customers.flatMap((customer) => {
    const order = db.orders.find((candidate) => candidate.customerId === customer.id);
    return order ? [order] : [];
  });
  const template = declaration.path;
  if (!template.includes('{')) return [{}];
  if (template.startsWith('/user/')) return db.users.map((user) => ({ id: String(user.id) }));
  if (template.startsWith('/customers/'))
    return db.customers.map((customer) => ({ id: String(customer.id) }));
  if (template.startsWith('/orders/'))
    return firstOrders.map((order) => ({ id: order.id, positionId: String(order.positions[0]?.id ?? 10) }));
  if (template.startsWith('/files/'))
    return firstOrders.flatMap((order) => {
      const id = order.invoice_file_id ?? order.positions[0]?.documentIds[0];
      return id ? [{ id: String(id) }] : [];
    });
  if (template.startsWith('/registrations/'))
    return db.registrations.map((record) => ({ id: String(record.registration.id) }));
  throw new Error(`${declaration.operationId}: no sample values for the path parameters of ${template}`);
}

/** The company-naming query parameters, tried with every company (and without, where optional). */
function queryValues(db: MockDb, declaration: OperationDeclaration): string[] {
  const ids = db.customers.map((customer) => String(customer.id));
  const variants: string[][] = [[]];
  const withEach = (make: (id: string) => string, required: boolean) => {
    const next = ids.map((id) => [make(id)]);
    if (!required) next.push([]);
    variants.splice(
      0,
      variants.length,
      ...variants.flatMap((base) => next.map((extra) => [...base, ...extra])),
    );
  };
  for (const parameter of declaration.parameters) {
    if (parameter.in !== 'query') continue;
    const schema = resolveRef(parameter.schema ?? null);
    const properties =
      schema && typeof schema === 'object' && !Array.isArray(schema)
        ? resolveRef(schema.properties)
        : undefined;
    const has = (name: string) => !!properties && typeof properties === 'object' && name in properties;
    if (parameter.name === 'customer') withEach((id) => `customer=${id}`, parameter.required === true);
    else if (parameter.name === 'filter' && has('customer'))
      withEach((id) => `filter[customer]=${id}`, false);
    else if (parameter.name === 'filter' && has('customer_number'))
      withEach((id) => `filter[customer_number]=${id}`, false);
    else if (parameter.name === 'filter[customer_number][]')
      withEach((id) => `filter[customer_number][]=${id}`, false);
    else if (parameter.name === 'term') {
      for (const variant of variants) variant.push('term=%25');
    } else if (parameter.required)
      throw new Error(
        `${declaration.operationId}: no sample value for the required parameter ${parameter.name}`,
      );
  }
  return variants.map((variant) => (variant.length > 0 ? `?${variant.join('&')}` : ''));
}

function probesFor(db: MockDb, declaration: OperationDeclaration): Probe[] {
  const queries = queryValues(db, declaration);
  return pathValues(db, declaration).flatMap((values) => {
    const path = declaration.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
    return queries.map((query) => ({
      path: `${path}${query}`,
      ...(declaration.hasBody ? { body: bodies[declaration.operationId] ?? {} } : {}),
    }));
  });
}

/** Reads first, then writes, deletions last: a sweep that deleted first would leave little to read. */
const order = (declaration: OperationDeclaration) =>
  declaration.method === 'GET' ? 0 : declaration.method === 'DELETE' ? 2 : 1;
const swept = [...operationDeclarations].sort((a, b) => order(a) - order(b));

// Each login's sweep is some 400 requests: a second alone, several on two busy cores – not a 5 s unit test.
describe('no answer carries a company or a user the caller may not see', { timeout: 60_000 }, () => {
  it.each(demoLogins.map((login) => login.email))('as %s, over every operation', async (email) => {
    const db = getDb();
    seedCrossClientRecords(db);
    const viewer = db.users.find((user) => user.email === email) as UserRecord;
    const secrets = secretsFor(db, viewer);
    const token = await tokenFor(email);
    let answers = 0;
    for (const declaration of swept) {
      for (const probe of probesFor(db, declaration)) {
        const result = await call(declaration.method, probe.path, {
          token,
          ...(probe.body === undefined ? {} : { body: probe.body }),
        });
        answers++;
        expectMatchesContract(declaration.method, declaration.path, result);
        const text = answerText(result);
        const leaked = secrets.filter((secret) => secret.pattern.test(text)).map((secret) => secret.label);
        expect(leaked, `${declaration.method} ${probe.path} → ${result.status}`).toEqual([]);
      }
    }
    // Each login's sweep is hundreds of answers; a sweep that made few would prove little.
    expect(answers).toBeGreaterThan(300);
  });

  it('the probe: the key user of client_kundenportal no longer learns Krause through Jan Hartmann', async () => {
    const db = getDb();
    const krause = seedCrossClientRecords(db);
    const jan = db.users.find((user) => user.email === 'zwei-mandanten@kundenportal.example') as UserRecord;
    const token = await tokenFor('keyuser@kundenportal.example');
    const record = await call('GET', `/user/${jan.id}`, { token });
    expect(record.status).toBe(200);
    expect(JSON.stringify(record.body)).not.toContain(String(krause.id));
    const found = await call('GET', `/user?filter[customer_number]=${krause.id}`, { token });
    expect((found.body as { results: unknown[] }).results).toEqual([]);
    const exported = await call('GET', `/users/export?filter[customer_number][]=${krause.id}`, { token });
    expect(answerText(exported)).not.toContain(String(krause.id));
    expect((await call('GET', `/customers/${krause.id}`, { token })).status).toBe(404);
  });

  it('saving a record keeps the companies the saver could not see', async () => {
    const db = getDb();
    const krause = seedCrossClientRecords(db);
    const jan = db.users.find((user) => user.email === 'zwei-mandanten@kundenportal.example') as UserRecord;
    // Sales of client_kundenportal sees Jan's other companies but not Krause; an admin saves what sales would see.
    const seenBySales = jan.customerIds.filter((id) => id !== krause.id).map(String);
    const admin = await tokenFor('admin@kundenportal.example');
    const adminUser = db.users.find((user) => user.email === 'admin@kundenportal.example') as UserRecord;
    // An admin who holds only client_kundenportal for the moment: Krause is hidden from them.
    adminUser.clients = ['client_kundenportal'];
    jan.clients = ['client_kundenportal'];
    const saved = await call('POST', `/user/${jan.id}`, {
      token: admin,
      body: { user: { customerNumbers: seenBySales.slice(0, 1) } },
    });
    expect(saved.status).toBe(200);
    expect(JSON.stringify(saved.body)).not.toContain(String(krause.id));
    expect(jan.customerIds).toContain(krause.id);
  });
});

const anyId: Record<string, string> = { id: '1', positionId: '10' };

/** The operation's path with valid-looking path parameters and its required query parameters. */
function plainPath(declaration: OperationDeclaration, db: MockDb, extra = ''): string {
  const order = db.orders[0];
  const path = declaration.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    declaration.path.startsWith('/orders/') && name === 'id' ? (order?.id ?? '') : (anyId[name] ?? '1'),
  );
  const required = declaration.parameters
    .filter((parameter) => parameter.in === 'query' && parameter.required)
    .map((parameter) =>
      parameter.name === 'term' ? 'term=%25' : `${parameter.name}=${db.customers[0]?.id}`,
    );
  const query = [...required, extra].filter(Boolean).join('&');
  return query ? `${path}?${query}` : path;
}

describe('every operation with a scope refuses a caller without it (x-scope)', { timeout: 30_000 }, () => {
  const scoped = operationDeclarations.filter((declaration) => declaration.scopes.length > 0);
  it('declares scopes on the staff and company operations', () => {
    expect(scoped.length).toBeGreaterThan(20);
  });
  it.each(demoLogins.map((login) => login.email))('as %s', async (email) => {
    const db = getDb();
    const user = db.users.find((candidate) => candidate.email === email) as UserRecord;
    const token = await tokenFor(email);
    for (const declaration of scoped) {
      const holds = declaration.scopes.some((scope) => scopesOfUser(user).includes(scope));
      const result = await call(declaration.method, plainPath(declaration, db), {
        token,
        ...(declaration.hasBody ? { body: {} } : {}),
      });
      expectMatchesContract(declaration.method, declaration.path, result);
      if (holds) expect(result.status, `${declaration.operationId} as ${email}`).not.toBe(403);
      else expect(result.status, `${declaration.operationId} as ${email}`).toBe(403);
    }
  });
});

describe('every operation that needs a login answers 401 without a token', () => {
  it.each(operationDeclarations.filter((declaration) => declaration.login === 'required'))(
    '$operationId',
    async (declaration) => {
      const result = await call(declaration.method, plainPath(declaration, getDb()), {
        ...(declaration.hasBody ? { body: {} } : {}),
      });
      expect(result.status).toBe(401);
      expectMatchesContract(declaration.method, declaration.path, result);
    },
  );
});

// ---------- bounds ----------

type Schema = Record<string, unknown>;

/** Values just outside each bound a schema states, each with the field it concerns. */
function outOfBounds(schema: Schema, field: string): { field: string; value: string }[] {
  const resolved = (resolveRef(schema as never) ?? {}) as Schema;
  if (resolved.type === 'object' && resolved.properties) {
    const properties = resolveRef(resolved.properties as never) as Record<string, Schema>;
    return Object.entries(properties).flatMap(([name, inner]) => outOfBounds(inner, `${field}[${name}]`));
  }
  if (resolved.type === 'array') return outOfBounds(resolved.items as Schema, field);
  const values: string[] = [];
  if (resolved.type === 'integer') {
    values.push('1.5', 'abc', '99999999999999999999');
    if (typeof resolved.maximum === 'number') values.push(String(resolved.maximum + 1));
    if (typeof resolved.minimum === 'number') values.push(String(resolved.minimum - 1));
  }
  if (typeof resolved.maxLength === 'number') values.push('7'.repeat(resolved.maxLength + 1));
  if (resolved.format === 'date') values.push('2024-13-45', '2023-02-29');
  if (Array.isArray(resolved.enum)) values.push('not-one-of-them');
  return values.map((value) => ({ field, value }));
}

describe('every bounded parameter out of its bounds is refused, naming it', () => {
  const bounded = operationDeclarations.flatMap((declaration) =>
    declaration.parameters
      .filter((parameter) => parameter.in !== 'cookie')
      .flatMap((parameter) =>
        outOfBounds(parameter.schema ?? {}, parameter.name).map((bound) => ({
          declaration,
          parameter,
          ...bound,
        })),
      ),
  );
  it('finds the bounds the probe sent past', () => {
    const named = bounded.map((bound) => `${bound.declaration.operationId} ${bound.field}`);
    for (const expected of [
      'listOrders limit',
      'listOrders page',
      'listOrders filter[from]',
      'listOrders filter[order]',
      'searchProducts term',
      'createOrder Idempotency-Key',
    ])
      expect(named).toContain(expected);
  });
  it.each(
    bounded.map((bound) => [
      `${bound.declaration.operationId} ${bound.field}=${bound.value.slice(0, 24)}`,
      bound,
    ]),
  )('%s', async (_, { declaration, parameter, field, value }) => {
    const token = await tokenFor('admin@kundenportal.example');
    const db = getDb();
    const encoded = `${encodeURIComponent(field).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(value)}`;
    let path = plainPath(declaration, db, parameter.in === 'query' ? encoded : '');
    const headers: Record<string, string> = {};
    if (parameter.in === 'header') headers[parameter.name] = value;
    if (parameter.in === 'path')
      path = declaration.path
        .replace(`{${parameter.name}}`, encodeURIComponent(value))
        .replace(/\{\w+\}/g, '1');
    // A required parameter's own bound replaces its valid sample.
    if (parameter.in === 'query' && parameter.required)
      path = path.replace(new RegExp(`${parameter.name}=[^&]*&`), '');
    const result = await call(declaration.method, path, {
      token,
      headers,
      ...(declaration.hasBody ? { body: {} } : {}),
    });
    expectMatchesContract(declaration.method, declaration.path, result);
    if (parameter.in === 'path') {
      expect(result.status).toBe(404);
      return;
    }
    expect(result.status, `${declaration.method} ${path}`).toBe(400);
    const errors = (result.body as { errors?: { field: string }[] }).errors ?? [];
    expect(errors.map((error) => error.field)).toContain(field);
  });
});
