// @vitest-environment node
// The mock backend over HTTP (scripts/mockApi.mjs): the demo's data and rules on a port, operations removed on
// request as a backend lacking them would answer, CORS on every answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveMockApi } from './mockApi.mjs';

const portal = 'http://localhost:8080';
let mock: Awaited<ReturnType<typeof serveMockApi>>;
let token: string;

const get = (path: string, origin = portal) =>
  fetch(`${mock.baseUrl}${path}`, { headers: { authorization: `Bearer ${token}`, origin } });

beforeAll(async () => {
  mock = await serveMockApi({ port: 0, without: ['getBasket', 'getOrder'] });
  const login = await fetch(`${mock.baseUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: portal },
    body: JSON.stringify({ email: 'kunde@kundenportal.example', password: 'Demo1234!' }),
  });
  expect(login.status).toBe(200);
  expect(login.headers.get('access-control-allow-origin')).toBe(portal);
  token = ((await login.json()) as { token: string }).token;
}, 30_000);
afterAll(() => mock?.close());

describe('serveMockApi', { timeout: 30_000 }, () => {
  it('answers a removed operation 404 with a JSON body and CORS headers, the others as the demo does', async () => {
    const user = (await (await get('/auth/user')).json()) as { customers: { id: number }[] };
    const customer = user.customers[0]?.id;

    const basket = await get(`/basket?customer=${customer}`);
    expect(basket.status).toBe(404);
    expect(basket.headers.get('content-type')).toMatch(/json/);
    expect(await basket.json()).toMatchObject({ message: expect.stringContaining('/api/basket') });
    expect(basket.headers.get('access-control-allow-origin')).toBe(portal);

    const favourites = await get(`/product-list?customer=${customer}`);
    expect(favourites.status).toBe(200);
    expect(await favourites.json()).toHaveProperty('product_list_items');
    // getOrder is removed, yet /orders/topics is another operation: a literal segment beats {id}.
    expect((await get('/orders/topics')).status).toBe(200);
    expect((await get('/orders/0000000001')).status).toBe(404);
  });

  it('keeps the rules: another company is 404, a missing token 401 – with CORS headers', async () => {
    const foreign = await get('/product-list?customer=1');
    expect(foreign.status).toBe(404);
    expect(foreign.headers.get('access-control-allow-origin')).toBe(portal);
    const anonymous = await fetch(`${mock.baseUrl}/auth/user`, { headers: { origin: portal } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('access-control-allow-origin')).toBe(portal);
  });

  it('lets local origins in by default, no others; answers preflights; compresses large JSON', async () => {
    expect(
      (await get('/orders/topics', 'http://127.0.0.1:5173')).headers.get('access-control-allow-origin'),
    ).toBe('http://127.0.0.1:5173');
    expect(
      (await get('/orders/topics', 'https://elsewhere.example')).headers.get('access-control-allow-origin'),
    ).toBe(null);
    const preflight = await fetch(`${mock.baseUrl}/basket`, {
      method: 'OPTIONS',
      headers: {
        origin: portal,
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    const user = await fetch(`${mock.baseUrl}/auth/user`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
    });
    const orders = await fetch(
      `${mock.baseUrl}/customer/orders?limit=100&filter[customer]=${((await user.json()) as { customers: { id: number }[] }).customers[0]?.id}`,
      { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' } },
    );
    expect(orders.status).toBe(200);
    expect(orders.headers.get('content-encoding')).toBe('gzip');
    expect(((await orders.json()) as { results: unknown[] }).results.length).toBeGreaterThan(0);
  });

  it('refuses a body over 64 KiB with 413 before reading it whole, by its length or as it streams', async () => {
    const big = JSON.stringify({ email: 'a@b.de', password: 'x'.repeat(70_000) });
    const declared = await fetch(`${mock.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portal },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(declared.headers.get('access-control-allow-origin')).toBe(portal);
    expect(await declared.json()).toMatchObject({ code: 'payload_too_large' });
    // Chunked, without a length: 2 MB offered, refused after the first 64 KiB.
    const chunk = new TextEncoder().encode('x'.repeat(16_384));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 2_000_000) controller.close();
        else {
          sent += chunk.length;
          controller.enqueue(chunk);
        }
      },
    });
    const streamed = await fetch(`${mock.baseUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: portal },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('throttles by the address of the socket, whatever address header the client sends', async () => {
    const attempt = (password: string, spoofed: string) =>
      fetch(`${mock.baseUrl}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mock-client-address': spoofed },
        body: JSON.stringify({ email: 'einkauf@kundenportal.example', password }),
      });
    for (let index = 0; index < 5; index++)
      expect((await attempt('falsch', `10.0.0.${index}`)).status).toBe(401);
    const refused = await attempt('Demo1234!', '10.0.0.99');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('refuses an operationId openapi.yaml does not have', async () => {
    await expect(serveMockApi({ port: 0, without: ['getBaskets'] })).rejects.toThrow(/getBaskets/);
  });
});
