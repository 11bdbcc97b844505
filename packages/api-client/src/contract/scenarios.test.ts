// @vitest-environment node
/** Scenario overrides switch single routes to empty, failing, missing, slow or unreachable answers. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetMockDb } from '../mocks/db';
import { createHandlers } from '../mocks/handlers';
import { createMockServer } from '../mocks/node';
import { apiRoutes, isListRoute, scenario, scenarios, withScenario, withScenarios } from '../mocks/scenarios';
import { API, call, expectMatchesContract, tokenFor } from './harness';

const server = createMockServer(API);
const options = { baseUrl: API };

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.useRealTimers();
});
afterAll(() => server.close());
beforeEach(() => resetMockDb());

describe('empty', () => {
  it('answers GET /basket with an empty list that matches the contract', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    server.use(scenario('GET /basket', 'empty', options));
    const result = await call('GET', '/basket?customer=193860', { token });
    expect(result.body).toEqual({ product_list_items: [] });
    expectMatchesContract('GET', '/basket', result);
  });

  it.each([
    ['GET /customer/orders', '/customer/orders'],
    ['GET /products/search', '/products/search?term=a'],
    ['GET /documents', '/documents'],
    ['GET /user', '/user'],
  ] as const)('answers %s with an empty result that matches the contract', async (route, path) => {
    withScenario(server, route, 'empty', options);
    const result = await call('GET', path);
    expectMatchesContract('GET', route.split(' ')[1] ?? '', result);
    expect(JSON.stringify(result.body)).toMatch(/^\[\]$|"results":\[\]/);
  });

  it('exists only for list routes', () => {
    const onlyTypeChecked = () =>
      // @ts-expect-error GET /auth/user does not answer with a list
      scenario('GET /auth/user', 'empty', options);
    expect(onlyTypeChecked).toBeTypeOf('function');
    expect(isListRoute('GET /auth/user')).toBe(false);
    expect(apiRoutes.filter(isListRoute)).toHaveLength(13);
  });
});

describe('serverError and notFound', () => {
  it('answer with 500 and 404 error bodies', async () => {
    withScenarios(server, { 'GET /basket': 'serverError', 'GET /orders/{id}': 'notFound' }, options);
    const failed = await call('GET', '/basket?customer=193860');
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ message: 'Internal Server Error', code: 'server_error' });
    const missing = await call('GET', '/orders/4500012345');
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ code: 'not_found' });
  });

  it('leave the other routes alone', async () => {
    server.use(...scenarios({ 'GET /basket': 'serverError' }, options));
    const token = await tokenFor('kunde@kundenportal.example');
    expect((await call('GET', '/product-list?customer=193860', { token })).status).toBe(200);
  });
});

describe('unreachable', () => {
  it('makes fetch fail like a network error', async () => {
    withScenario(server, 'POST /auth/login', 'unreachable', options);
    await expect(call('POST', '/auth/login', { body: { email: 'a@b.de', password: 'x' } })).rejects.toThrow(
      TypeError,
    );
  });
});

describe('slow', () => {
  it('answers normally, but only after the delay', async () => {
    const token = await tokenFor('kunde@kundenportal.example');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    withScenario(server, 'GET /basket', 'slow', { ...options, delayMs: 2500 });
    let settled = false;
    const pending = call('GET', '/basket?customer=193860', { token }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(2499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await pending;
    expect(result.status).toBe(200);
    expectMatchesContract('GET', '/basket', result);
  });
});

describe('base URL', () => {
  it('is honoured by the handlers and by the scenarios', async () => {
    const other = 'http://backend.test/rest/v2';
    server.use(...createHandlers(other));
    const login = await fetch(`${other}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'kunde@kundenportal.example', password: 'Demo1234!' }),
    });
    expect(login.status).toBe(200);
    server.use(scenario('POST /auth/login', 'serverError', { baseUrl: `${other}/` }));
    const failed = await fetch(`${other}/auth/login`, { method: 'POST', body: '{}' });
    expect(failed.status).toBe(500);
  });
});
