/** The client against the MSW mock backend, called in-process through `getResponse` (no global interception). */
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createHandlers, DEMO_PASSWORD, demoLogins, getMockDb, resetMockDb } from '../mocks';
import { type ApiClient, createApiClient } from './createApiClient';
import { ServiceUnavailableError } from './errors';
import { createMemoryStore } from './fakeBackend.testing';
import type { FetchFn } from './retryingFetch';
import type { SessionEndReason } from './session';

const BASE_URL = 'https://portal.test/api';
const handlers = createHandlers(BASE_URL);
const customer = demoLogins.find((login) => login.email === 'kunde@kundenportal.example');

const mockBackend: FetchFn = async (request) =>
  (await getResponse(handlers, request)) ?? new Response('unhandled', { status: 599 });

let client: ApiClient;
let onSessionEnd: Mock<(reason: SessionEndReason) => void>;
/** Lets a test lose the response of a request the backend did process, as a dropped connection does. */
let loseResponse: (request: Request) => boolean;

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-22T09:00:00Z') });
  resetMockDb();
  loseResponse = () => false;
  onSessionEnd = vi.fn();
  client = createApiClient({
    baseUrl: BASE_URL,
    sessionStore: createMemoryStore(),
    onSessionEnd,
    fetch: async (request) => {
      const lost = loseResponse(request);
      const response = await mockBackend(request);
      if (lost) throw new TypeError('Failed to fetch');
      return response;
    },
  });
});

afterEach(() => {
  client.dispose();
  vi.useRealTimers();
});

async function loginAsCustomer() {
  expect(customer).toBeDefined();
  await expect(client.session.login(customer?.email ?? '', DEMO_PASSWORD)).resolves.toBe('ok');
  const { data: user } = await client.GET('/auth/user');
  const customerId = user?.customers[0]?.id ?? 0;
  const { data: orders } = await client.GET('/customer/orders', { params: { query: { limit: 1 } } });
  const position = orders?.results[0]?.positions[0];
  return { customerId, productId: position?.product.id ?? '', unit: position?.unit ?? 'KG' };
}

describe('against the mock backend', () => {
  it('a retried order whose first response was lost is placed once', async () => {
    const { customerId, productId, unit } = await loginAsCustomer();
    const ordersBefore = getMockDb().orders.length;
    let lost = 0;
    loseResponse = (request) => new URL(request.url).pathname.endsWith('/order') && lost++ < 2;

    const call = client.POST('/order', {
      params: { query: { language: 'de' } },
      body: {
        order_create: {
          type: 'order',
          customerId,
          positions: [{ productId, description: 'Nachbestellung', amount: 3, unit }],
          deliveryDate: '2026-12-01',
          recipient: { identicalToOrderer: true },
          termsAgreement: true,
          priceConditionsAgreement: true,
        },
      },
    });
    await vi.runAllTimersAsync();
    const { data, response } = await call;

    expect(response.status).toBe(201);
    expect(response.headers.get('Idempotent-Replayed')).toBe('true');
    expect(data?.id).toBeTruthy();
    expect(lost).toBe(3);
    expect(getMockDb().orders.length).toBe(ordersBefore + 1);
  });

  it('a basket add whose response was lost is not retried', async () => {
    const { customerId, productId, unit } = await loginAsCustomer();
    let sent = 0;
    loseResponse = (request) => {
      if (request.method !== 'POST' || !new URL(request.url).pathname.endsWith('/basket')) return false;
      sent++;
      return true;
    };
    const call = client.POST('/basket', {
      body: { product_list_add: { customerId, items: [{ productId, amount: 1, unit }] } },
    });
    const settled = expect(call).rejects.toBeInstanceOf(ServiceUnavailableError);
    await vi.runAllTimersAsync();
    await settled;
    expect(sent).toBe(1);
  });

  it('logs in, refreshes after the token lifetime and ends the session when the refresh token is revoked', async () => {
    await loginAsCustomer();
    vi.setSystemTime(Date.now() + 58_000);
    const { response } = await client.GET('/auth/user');
    expect(response.status).toBe(200);

    getMockDb().refreshTokens.clear();
    vi.setSystemTime(Date.now() + 60_000);
    await expect(client.GET('/auth/user')).rejects.toThrow();
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('reports a wrong password as invalid', async () => {
    await expect(client.session.login(customer?.email ?? '', 'falsch')).resolves.toBe('invalid');
  });
});
