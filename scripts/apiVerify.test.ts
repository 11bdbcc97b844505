// @vitest-environment node
// api:verify (scripts/apiVerify.mjs) against the mock over HTTP: everything passes for a customer and an admin,
// with the writes restored; against a deliberately broken copy every fault is named with its operation.
import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READ_DEADLINE_MS } from '../packages/api-client/src/client/deadlines';
import { optionalOperations } from '../packages/api-client/src/generated/operations';
import { validatorFor } from '../packages/api-client/src/mocks/schemaValidator';
import { formatReport, parseArguments, verifyApi } from './apiVerify.mjs';
import { type MockApiOptions, serveMockApi } from './mockApi.mjs';
import { openTsLoader, type TsLoader } from './tsLoader.mjs';

const password = 'Demo1234!';
type MockUser = { email: string; customerIds: number[] };
// One Vite server loads the mock for every backend here (they share its state, which the writes restore).
let loader: TsLoader;
beforeAll(async () => {
  loader = await openTsLoader();
}, 30_000);
afterAll(() => loader?.close());

async function verifyAgainst(
  options: MockApiOptions,
  email: string,
  writes = false,
  readDeadlineMs = READ_DEADLINE_MS,
) {
  const mock = await serveMockApi({ port: 0, loader, ...options });
  try {
    return await verifyApi({ baseUrl: mock.baseUrl, email, password, writes, validatorFor, readDeadlineMs });
  } finally {
    await mock.close();
  }
}

const rowOf = (result: Awaited<ReturnType<typeof verifyApi>>, operationId: string) =>
  result.rows.find((row) => row.operationId === operationId);

// A second or two each alone; room for a busy machine (two shared cores).
describe('api:verify against the mock over HTTP', { timeout: 30_000 }, () => {
  it('passes every operation for a customer, writes included, and leaves basket and favourites as they were', async () => {
    // The mock's state, read where the mock keeps it (the shared loader's module graph).
    const { getMockDb } = (await loader.load('/packages/api-client/src/mocks/index.ts')) as {
      getMockDb(): { users: MockUser[]; baskets: Map<number, unknown[]>; favourites: Map<number, unknown[]> };
    };
    const db = getMockDb();
    const company = db.users.find((user) => user.email === 'kunde@kundenportal.example')?.customerIds[0] ?? 0;
    const lists = () => JSON.stringify([db.baskets.get(company), db.favourites.get(company)]);
    const before = lists();
    expect(db.baskets.get(company)?.length, 'a basket to empty and refill').toBeGreaterThan(0);

    const result = await verifyAgainst({}, 'kunde@kundenportal.example', true);
    expect(lists()).toBe(before);
    expect(result.rows.filter((row) => row.result === 'fault' || row.result === 'missing')).toEqual([]);
    expect(result.ok).toBe(true);
    for (const operationId of [
      'login',
      'refreshToken',
      'getAuthenticatedUser',
      'getCustomer',
      'getBasket',
      'addToBasket',
      'updateBasketEntry',
      'removeFromBasket',
      'getFavourites',
      'addToFavourites',
      'updateFavouritesEntry',
      'removeFromFavourites',
      'listOrders',
      'getOrder',
      'listOrderTopics',
      'listDocuments',
      'downloadFile',
      'searchProducts',
      'createComplaint',
      'sendContactMessage',
      'logout',
    ])
      expect(rowOf(result, operationId)?.result, operationId).toBe('ok');
    expect(rowOf(result, 'listUsers')).toMatchObject({
      result: 'skipped',
      reason: expect.stringMatching(/not permitted/),
    });
    expect(rowOf(result, 'listRoles')).toMatchObject({
      result: 'skipped',
      reason: expect.stringMatching(/not permitted/),
    });
  });

  it('passes for an admin too, and names every optional operation it can check as a capability', async () => {
    const result = await verifyAgainst({}, 'admin@kundenportal.example', true);
    expect(result.rows.filter((row) => row.result === 'fault' || row.result === 'missing')).toEqual([]);
    for (const operationId of ['listUsers', 'getUser', 'exportUsers', 'listRoles', 'listRegistrations'])
      expect(rowOf(result, operationId)?.result, operationId).toBe('ok');
    // Denying a registration cannot be undone, and an unknown one answers 404 like a missing route.
    expect(result.capabilities).toEqual(optionalOperations.filter((id) => id !== 'denyRegistration'));
    const report = formatReport(result);
    expect(report).toContain(`"capabilities": ${JSON.stringify(result.capabilities, null, 2)}`);
    expect(report).toMatch(/denyRegistration – would delete a registration/);
    expect(report).toMatch(/No contract fault\.$/);
  });

  it('names each fault of a broken backend with its operation and reason', async () => {
    const result = await verifyAgainst(
      {
        without: ['listOrderTopics', 'getOrder'],
        rewrite: async ({ operationId, response }) => {
          if (operationId === 'getBasket' && response.ok)
            return Response.json({
              items: ((await response.json()) as { product_list_items: unknown }).product_list_items,
            });
          if (operationId === 'listDocuments') return new Response('Internal Server Error', { status: 500 });
          return undefined;
        },
      },
      'kunde@kundenportal.example',
    );
    expect(result.ok).toBe(false);
    // An optional operation the backend lacks is no fault: it is left out of the capabilities.
    expect(rowOf(result, 'listOrderTopics')).toMatchObject({
      result: 'missing',
      reason: expect.stringMatching(/404.*optional/),
    });
    expect(result.capabilities).not.toContain('listOrderTopics');
    expect(rowOf(result, 'getOrder')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(/404: missing/),
    });
    expect(rowOf(result, 'getBasket')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(
        /does not match ProductListResponse: \(root\) must have required property 'product_list_items'/,
      ),
    });
    expect(rowOf(result, 'listDocuments')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(/500 is not in the contract/),
    });
    expect(rowOf(result, 'getFavourites')?.result).toBe('ok');
    expect(formatReport(result)).toMatch(/3 contract faults\.$/);
  });

  it('names JSON sent as text/html, a read slower than the portal waits, a hang, and a page that contradicts itself', async () => {
    // A short deadline stands in for the portal's 6 s, so the test need not wait that long.
    const deadline = 800;
    const result = await verifyAgainst(
      {
        rewrite: async ({ operationId, response }) => {
          if (operationId === 'getCustomer' && response.ok)
            return new Response(await response.text(), { headers: { 'content-type': 'text/html' } });
          if (operationId === 'listOrderTopics') {
            await new Promise((resolve) => setTimeout(resolve, deadline * 2));
            return undefined;
          }
          // A backend that never answers.
          if (operationId === 'getOrder') return new Promise<Response>(() => undefined);
          if (operationId === 'listOrders' && response.ok) {
            const page = (await response.json()) as { results: unknown[] };
            return Response.json({
              ...page,
              page: 7,
              count: 1,
              limit: 100,
              results: page.results.concat(page.results, page.results).slice(0, 45),
            });
          }
          return undefined;
        },
      },
      'kunde@kundenportal.example',
      false,
      deadline,
    );
    expect(rowOf(result, 'getCustomer')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(/content-type text\/html, not application\/json/),
    });
    expect(rowOf(result, 'listOrderTopics')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(/no answer within 0\.8 s – the portal gives up after 0\.8 s/),
    });
    expect(rowOf(result, 'getOrder')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(/no answer within 0\.8 s/),
    });
    expect(rowOf(result, 'listOrders')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(
        /pagination contradicts itself: page 7, though page 1 was asked for; limit 100, though 15 was asked for/,
      ),
    });
    expect(result.capabilities).not.toContain('listOrderTopics');
  });

  it('reads every write back: a change answered as done but not stored is a fault, and no capability', async () => {
    type Entry = { product: { id: string }; amount: number };
    const { getMockDb } = (await loader.load('/packages/api-client/src/mocks/index.ts')) as {
      getMockDb(): { baskets: Map<number, Entry[]> };
    };
    const result = await verifyAgainst(
      {
        rewrite: async ({ operationId, response }) => {
          if (operationId !== 'updateBasketEntry' || !response.ok) return undefined;
          // Answers the change, then forgets it – a backend whose PATCH stores nothing.
          const body = (await response.json()) as { product_list_items: Entry[] };
          for (const list of getMockDb().baskets.values())
            for (const entry of list) if (entry.amount === 2) entry.amount = 1;
          return Response.json(body);
        },
      },
      'kunde@kundenportal.example',
      true,
    );
    expect(rowOf(result, 'updateBasketEntry')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(/answered amount 2, but reading the list back shows 1 – not stored/),
    });
    expect(result.capabilities).not.toContain('updateBasketEntry');
    expect(rowOf(result, 'updateFavouritesEntry')?.result).toBe('ok');
  });

  it('names a probe the backend performed instead of refusing, with what to undo', async () => {
    const result = await verifyAgainst(
      {
        rewrite: ({ operationId, response }) =>
          operationId === 'createOrder' && response.status === 422
            ? Response.json({ id: '4500012345', created_at: '2026-11-28T10:00:00+01:00' }, { status: 201 })
            : undefined,
      },
      'kunde@kundenportal.example',
      true,
    );
    expect(rowOf(result, 'createOrder')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(
        /created order 4500012345 from an empty body instead of refusing it \(201\) – check it and undo it by hand/,
      ),
    });
  });

  it('names a backend that sends no CORS headers on every call a browser would make', async () => {
    const result = await verifyAgainst({ allowOrigin: [] }, 'kunde@kundenportal.example');
    expect(result.ok).toBe(false);
    expect(rowOf(result, 'login')).toMatchObject({
      result: 'fault',
      reason: expect.stringMatching(
        /CORS preflight \(OPTIONS\) no access-control-allow-origin.*CORS: no access-control-allow-origin/,
      ),
    });
    for (const operationId of ['getAuthenticatedUser', 'getBasket', 'listOrders', 'searchProducts', 'logout'])
      expect(rowOf(result, operationId), operationId).toMatchObject({
        result: 'fault',
        reason: expect.stringMatching(/CORS/),
      });
  });
});

describe('api:verify on the command line', () => {
  const env = { API_VERIFY_EMAIL: 'kunde@kundenportal.example', API_VERIFY_PASSWORD: password };

  it('takes credentials from the environment only', () => {
    expect(parseArguments(['http://127.0.0.1:4400/api/', '--writes'], env)).toEqual({
      baseUrl: 'http://127.0.0.1:4400/api',
      origin: 'http://localhost:8080',
      writes: true,
      email: env.API_VERIFY_EMAIL,
      password,
    });
    expect(parseArguments(['http://127.0.0.1:4400/api'], {})).toHaveProperty(
      'error',
      expect.stringMatching(/API_VERIFY_EMAIL/),
    );
    for (const argv of [
      ['http://127.0.0.1:4400/api', '--password', password],
      ['http://127.0.0.1:4400/api', '--email=kunde@kundenportal.example'],
      ['http://127.0.0.1:4400/api', 'kunde@kundenportal.example', password],
      ['http://127.0.0.1:4400/api', '-p', password],
      ['http://kunde:secret@127.0.0.1:4400/api'],
    ]) {
      const refusal = parseArguments(argv, env);
      expect(refusal, argv.join(' ')).toHaveProperty('error', expect.stringMatching(/API_VERIFY_PASSWORD/));
      // The refusal never shows what was typed: it may be the password.
      expect(JSON.stringify(refusal)).not.toContain(password);
      expect(JSON.stringify(refusal)).not.toContain('secret');
    }
  });

  it('refuses a password on the command line before it connects anywhere', () => {
    let failure: { status?: number; stderr?: string } = {};
    try {
      execFileSync('node', ['scripts/apiVerify.mjs', 'http://127.0.0.1:9/api', '--password', 'x'], {
        env: { ...process.env, ...env },
        encoding: 'utf8',
        stdio: 'pipe',
      });
    } catch (error) {
      failure = error as typeof failure;
    }
    expect(failure.status).toBe(2);
    expect(failure.stderr).toMatch(/never taken from the command line/);
  });
});
