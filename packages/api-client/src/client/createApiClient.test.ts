import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, type ApiClientOptions, createApiClient } from './createApiClient';
import { ServiceUnavailableError, SessionEndedError } from './errors';
import {
  BASE_URL,
  createFakeBackend,
  createMemoryStore,
  deferred,
  json,
  tokenPair,
} from './fakeBackend.testing';
import type { SessionStore } from './sessionStore';

const T0 = new Date('2025-03-01T08:00:00Z').getTime();

let backend: ReturnType<typeof createFakeBackend>;
let store: SessionStore;
let onSessionEnd: ReturnType<typeof vi.fn<NonNullable<ApiClientOptions['onSessionEnd']>>>;
let onServiceUnavailable: ReturnType<typeof vi.fn<() => void>>;
let loadingLevel: number;
let loadingStarts: number;
let clients: ApiClient[];

function makeClient(overrides: Partial<ApiClientOptions> = {}): ApiClient {
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: backend.fetch,
    sessionStore: store,
    onSessionEnd,
    onServiceUnavailable,
    loading: {
      start: () => {
        loadingLevel++;
        loadingStarts++;
      },
      end: () => {
        loadingLevel--;
      },
    },
    ...overrides,
  });
  clients.push(client);
  return client;
}

async function loggedInClient(overrides: Partial<ApiClientOptions> = {}) {
  const client = makeClient(overrides);
  await expect(client.session.login('kunde@example.com', 'geheim#123')).resolves.toBe('ok');
  return client;
}

const bearerOf = (request: { headers: Headers } | undefined) => request?.headers.get('Authorization');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  backend = createFakeBackend();
  store = createMemoryStore();
  onSessionEnd = vi.fn();
  onServiceUnavailable = vi.fn();
  loadingLevel = 0;
  loadingStarts = 0;
  clients = [];
  backend.on('GET', '/auth/user', () => json({ id: 1 }));
});

afterEach(() => {
  for (const client of clients) client.dispose();
  vi.useRealTimers();
});

describe('access token', () => {
  it('sends no bearer token while logged out', async () => {
    const client = makeClient();
    await client.GET('/products/search', { params: { query: { term: 'Salz' } } });
    expect(bearerOf(backend.requests[0])).toBeNull();
  });

  it('attaches the access token from the login', async () => {
    const client = await loggedInClient();
    const { data } = await client.GET('/auth/user');
    expect(data).toEqual({ id: 1 });
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBe('Bearer access-1');
    expect(backend.to('POST', '/auth/login')[0]?.body).toBe(
      JSON.stringify({ email: 'kunde@example.com', password: 'geheim#123' }),
    );
  });

  it('keeps the token until 5 s before expiry, then refreshes before the request', async () => {
    const client = await loggedInClient();

    vi.setSystemTime(T0 + 54_999);
    await client.GET('/auth/user');
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(0);

    vi.setSystemTime(T0 + 55_000);
    await client.GET('/auth/user');
    const refreshes = backend.to('POST', '/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(JSON.parse(refreshes[0]?.body ?? '')).toEqual({ refresh_token: 'refresh-1' });
    expect(bearerOf(backend.to('GET', '/auth/user')[1])).toBe('Bearer access-2');
    // The refresh happened before the request, not after it.
    expect(backend.requests.map((r) => r.path)).toEqual([
      '/auth/login',
      '/auth/user',
      '/auth/refresh',
      '/auth/user',
    ]);
  });

  it('refreshes an expired token', async () => {
    const client = await loggedInClient();
    vi.setSystemTime(T0 + 10 * 60_000);
    await client.GET('/auth/user');
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBe('Bearer access-2');
  });

  it('takes the lifetime from the JWT exp when the response has no expires_in', async () => {
    const exp = Math.floor(T0 / 1000) + 20;
    const jwt = `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
    backend.on('POST', '/auth/login', () => json({ token: jwt, refresh_token: 'r' }));
    const client = await loggedInClient();

    vi.setSystemTime(T0 + 14_999);
    await client.GET('/auth/user');
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(0);
    vi.setSystemTime(T0 + 15_000);
    await client.GET('/auth/user');
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(1);
  });

  it('falls back to 60 s for an opaque token without expires_in', async () => {
    backend.on('POST', '/auth/login', () => json(tokenPair(1, undefined)));
    const client = await loggedInClient();
    vi.setSystemTime(T0 + 54_999);
    await client.GET('/auth/user');
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(0);
    vi.setSystemTime(T0 + 55_000);
    await client.GET('/auth/user');
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(1);
  });

  it('shares ONE refresh among concurrent requests', async () => {
    const client = await loggedInClient();
    const refreshAnswer = deferred<Response>();
    backend.on('POST', '/auth/refresh', () => refreshAnswer.promise);
    vi.setSystemTime(T0 + 60_000);

    const calls = Promise.all([
      client.GET('/auth/user'),
      client.GET('/basket', { params: { query: { customer: 100234 } } }),
      client.ensureFreshToken(),
      client.GET('/roles'),
    ]);
    await vi.advanceTimersByTimeAsync(0);
    refreshAnswer.resolve(json(tokenPair(7)));
    await calls;

    expect(backend.to('POST', '/auth/refresh')).toHaveLength(1);
    const sent = backend.requests.filter(
      (r) => !r.path.startsWith('/auth/login') && r.path !== '/auth/refresh',
    );
    expect(sent).toHaveLength(3);
    for (const request of sent) expect(bearerOf(request)).toBe('Bearer access-7');
  });

  it('ensureFreshToken refreshes on navigation only when due', async () => {
    const anonymous = makeClient();
    await expect(anonymous.ensureFreshToken()).resolves.toBe(false);

    const client = await loggedInClient();
    await expect(client.ensureFreshToken()).resolves.toBe(true);
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(0);

    vi.setSystemTime(T0 + 56_000);
    await expect(client.ensureFreshToken()).resolves.toBe(true);
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(1);
  });
});

describe('session end and service unavailability', () => {
  it('refresh answered 401 ends the session as expired and does not send the request', async () => {
    const client = await loggedInClient();
    backend.on('POST', '/auth/refresh', () => json({ message: 'Invalid JWT Refresh Token' }, 401));
    vi.setSystemTime(T0 + 60_000);

    await expect(client.GET('/auth/user')).rejects.toBeInstanceOf(SessionEndedError);
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith('expired');
    expect(onServiceUnavailable).not.toHaveBeenCalled();
    expect(client.session.isAuthenticated).toBe(false);
    expect(store.load()).toBeNull();
    expect(backend.to('GET', '/auth/user')).toHaveLength(0);
  });

  it('ensureFreshToken on navigation reports a rejected refresh as false after ending the session', async () => {
    const client = await loggedInClient();
    backend.on('POST', '/auth/refresh', () => json({ message: 'expired' }, 401));
    vi.setSystemTime(T0 + 60_000);
    await expect(client.ensureFreshToken()).resolves.toBe(false);
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith('expired');
  });

  it('a request answered 401 logs out with reason unauthorized', async () => {
    const client = await loggedInClient();
    const listener = vi.fn();
    client.session.subscribe(listener);
    backend.on('GET', '/auth/user', () => json({ message: 'Expired JWT Token', code: 'token_expired' }, 401));

    const { error, response } = await client.GET('/auth/user');
    expect(response.status).toBe(401);
    expect(error).toEqual({ message: 'Expired JWT Token', code: 'token_expired' });
    expect(onSessionEnd).toHaveBeenCalledExactlyOnceWith('unauthorized');
    expect(client.session.isAuthenticated).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.load()).toBeNull();
  });

  it('parallel 401s end the session once', async () => {
    const client = await loggedInClient();
    backend.on('GET', '/auth/user', () => json({ message: 'no' }, 401));
    await Promise.all([client.GET('/auth/user'), client.GET('/auth/user')]);
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
  });

  it('a 401 without a session (wrong password) is only a result, not a session end', async () => {
    backend.on('POST', '/auth/login', () =>
      json({ message: 'Invalid credentials.', code: 'invalid_credentials' }, 401),
    );
    const client = makeClient();
    await expect(client.session.login('kunde@example.com', 'falsch')).resolves.toBe('invalid');
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(client.session.isAuthenticated).toBe(false);
  });

  it("a 422 naming fields comes back with the server's field errors; one naming none is only invalid", async () => {
    const errors = [{ field: 'email', message: 'Diese E-Mail-Adresse ist gesperrt.' }];
    backend.on(
      'POST',
      '/auth/login',
      () => json({ message: 'Die Eingaben sind ungültig.', code: 'validation_failed', errors }, 422),
      () => json({ message: 'Die Eingaben sind ungültig.', code: 'validation_failed' }, 422),
    );
    const client = makeClient();
    await expect(client.session.login('kunde@example.com', 'geheim')).resolves.toEqual({
      kind: 'fieldErrors',
      status: 422,
      message: 'Die Eingaben sind ungültig.',
      fieldErrors: errors,
    });
    await expect(client.session.login('kunde@example.com', 'geheim')).resolves.toBe('invalid');
    expect(client.session.isAuthenticated).toBe(false);
  });

  it('no response at all reports the service unavailable (after the read retries)', async () => {
    const client = await loggedInClient();
    backend.on('GET', '/auth/user', () => 'network-error');
    const call = client.GET('/auth/user');
    const settled = expect(call).rejects.toBeInstanceOf(ServiceUnavailableError);
    await vi.runAllTimersAsync();
    await settled;
    expect(onServiceUnavailable).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(client.session.isAuthenticated).toBe(true);
  });

  it.each([
    ['a 5xx', () => json({ message: 'down' }, 503)],
    ['no response', () => 'network-error' as const],
  ])('refresh failing with %s resets auth and reports the service unavailable', async (_, answer) => {
    const client = await loggedInClient();
    backend.on('POST', '/auth/refresh', answer);
    vi.setSystemTime(T0 + 60_000);

    await expect(client.GET('/auth/user')).rejects.toBeInstanceOf(ServiceUnavailableError);
    expect(onServiceUnavailable).toHaveBeenCalledTimes(1);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(backend.to('GET', '/auth/user')).toHaveLength(0);
    // The refresh token stays, so the session resumes once the service is back.
    backend.on('POST', '/auth/refresh', () => json(tokenPair(9)));
    await client.GET('/auth/user');
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBe('Bearer access-9');
  });

  it('login reports unreachable on no response and on 5xx', async () => {
    const client = makeClient();
    backend.on('POST', '/auth/login', () => 'network-error');
    await expect(client.session.login('a@b.de', 'x')).resolves.toBe('unreachable');
    backend.on('POST', '/auth/login', () => json({ message: 'down' }, 500));
    await expect(client.session.login('a@b.de', 'x')).resolves.toBe('unreachable');
    expect(client.session.isAuthenticated).toBe(false);
  });

  it('logs in with a magic link token, or reports the link invalid', async () => {
    backend.on(
      'POST',
      '/auth/magic/login',
      () => json({ message: 'Login-Link ist nicht mehr gültig', code: 'magic_link_invalid' }, 401),
      () => json(tokenPair(5)),
    );
    const client = makeClient();
    await expect(client.session.loginWithMagicToken('used')).resolves.toBe('invalid');
    await expect(client.session.loginWithMagicToken('fresh')).resolves.toBe('ok');
    expect(JSON.parse(backend.to('POST', '/auth/magic/login')[1]?.body ?? '')).toEqual({ token: 'fresh' });
    await client.GET('/auth/user');
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBe('Bearer access-5');
  });
});

describe('reload', () => {
  it('survives a reload through the stored refresh token, for 30 days', async () => {
    await loggedInClient();
    expect(store.load()).toEqual({ refreshToken: 'refresh-1', refreshExpiresAt: T0 + 2_592_000_000 });

    const afterReload = makeClient();
    expect(afterReload.session.isAuthenticated).toBe(true);
    await afterReload.GET('/auth/user');
    // The access token lived in memory only, so the first request refreshes.
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(1);
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBe('Bearer access-2');

    vi.setSystemTime(T0 + 2_592_000_000);
    expect(makeClient().session.isAuthenticated).toBe(false);
  });

  it('logout clears both tokens', async () => {
    const client = await loggedInClient();
    client.session.logout();
    expect(client.session.isAuthenticated).toBe(false);
    expect(store.load()).toBeNull();
    await client.GET('/auth/user');
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBeNull();
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('keeps the rotated refresh token, so a reload refreshes with the newest one', async () => {
    const client = await loggedInClient();
    vi.setSystemTime(T0 + 61_000);
    await client.GET('/auth/user');
    expect(JSON.parse(backend.to('POST', '/auth/refresh')[0]?.body ?? '')).toEqual({
      refresh_token: 'refresh-1',
    });
    expect(store.load()?.refreshToken).toBe('refresh-2');

    await makeClient().GET('/auth/user');
    expect(JSON.parse(backend.to('POST', '/auth/refresh')[1]?.body ?? '')).toEqual({
      refresh_token: 'refresh-2',
    });
  });

  it('logout asks the backend to revoke the refresh token it held', async () => {
    const client = await loggedInClient();
    client.session.logout();
    await vi.advanceTimersByTimeAsync(0);
    const revokes = backend.to('POST', '/auth/logout');
    expect(revokes).toHaveLength(1);
    expect(JSON.parse(revokes[0]?.body ?? '')).toEqual({ refresh_token: 'refresh-1' });
    // The refresh token is the credential; no bearer token rides along.
    expect(bearerOf(revokes[0])).toBeNull();
  });

  it.each([
    ['unreachable', () => 'network-error' as const],
    ['failing', () => json({ message: 'boom' }, 500)],
  ])('logout completes locally when the revoke call is %s', async (_, answer) => {
    const client = await loggedInClient();
    backend.on('POST', '/auth/logout', answer);
    client.session.logout();
    expect(client.session.isAuthenticated).toBe(false);
    expect(store.load()).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(backend.to('POST', '/auth/logout')).toHaveLength(1);
    expect(client.session.isAuthenticated).toBe(false);
    expect(onServiceUnavailable).not.toHaveBeenCalled();
  });

  it('logout against a backend without the revocation call ends the session locally and calls nothing', async () => {
    const offers = vi.fn((operation: string) => operation !== 'logout');
    const client = await loggedInClient({ offers });
    client.session.logout();
    expect(client.session.isAuthenticated).toBe(false);
    expect(store.load()).toBeNull();
    await vi.advanceTimersByTimeAsync(5_000);
    expect(offers).toHaveBeenCalledWith('logout');
    expect(backend.to('POST', '/auth/logout')).toHaveLength(0);
    await client.GET('/auth/user');
    expect(bearerOf(backend.to('GET', '/auth/user')[0])).toBeNull();
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('logout without a session sends nothing', async () => {
    makeClient().session.logout();
    await vi.advanceTimersByTimeAsync(0);
    expect(backend.to('POST', '/auth/logout')).toHaveLength(0);
  });
});

describe('retries', () => {
  it('retries a failing read 3 times with 300/600/1200 ms backoff, then returns the failure', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', () => json({ message: 'boom' }, 500));
    const call = client.GET('/roles');

    const attempts = () => backend.to('GET', '/roles').length;
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(299);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(attempts()).toBe(3);
    await vi.advanceTimersByTimeAsync(1200);
    expect(attempts()).toBe(4);
    await vi.runAllTimersAsync();

    const { error, response } = await call;
    expect(response.status).toBe(500);
    expect(error).toEqual({ message: 'boom' });
    expect(attempts()).toBe(4);
    expect(onServiceUnavailable).not.toHaveBeenCalled();
  });

  it('retries a read after 429 and network errors until it succeeds', async () => {
    const client = makeClient();
    backend.on(
      'GET',
      '/roles',
      () => json({ message: 'slow down' }, 429),
      () => 'network-error',
      () => json([{ name: 'ROLE_ADMIN', kind: 'role' }]),
    );
    const call = client.GET('/roles');
    await vi.runAllTimersAsync();
    const { data } = await call;
    expect(data).toEqual([{ name: 'ROLE_ADMIN', kind: 'role' }]);
    expect(backend.to('GET', '/roles')).toHaveLength(3);
  });

  it('does not retry a read answered 4xx', async () => {
    const client = makeClient();
    backend.on('GET', '/orders/4711', () => json({ message: 'nope' }, 404));
    await client.GET('/orders/{id}', { params: { path: { id: '4711' } } });
    expect(backend.requests).toHaveLength(1);
  });

  it('sends an order once when the server answers 500 – no retry on an HTTP status', async () => {
    const client = makeClient();
    backend.on('POST', '/order', () => json({ message: 'boom' }, 500));
    const call = client.POST('/order', { body: orderBody });
    await vi.runAllTimersAsync();
    expect((await call).response.status).toBe(500);
    expect(backend.to('POST', '/order')).toHaveLength(1);
  });

  it('retries an order after network errors with the SAME Idempotency-Key', async () => {
    const client = makeClient({ randomUUID: () => 'key-1' });
    backend.on(
      'POST',
      '/order',
      () => 'network-error',
      () => 'network-error',
      () => json({ id: 'A-1', created_at: '2025-03-01T08:00:00Z' }, 201),
    );
    const call = client.POST('/order', { body: orderBody });
    await vi.runAllTimersAsync();
    expect((await call).data).toEqual({ id: 'A-1', created_at: '2025-03-01T08:00:00Z' });

    const sent = backend.to('POST', '/order');
    expect(sent).toHaveLength(3);
    expect(new Set(sent.map((r) => r.headers.get('Idempotency-Key')))).toEqual(new Set(['key-1']));
    expect(new Set(sent.map((r) => r.body)).size).toBe(1);
  });

  it('gives every new write its own key and keeps a key the caller chose', async () => {
    const client = makeClient();
    backend.on('POST', '/order', () => json({ id: 'A', created_at: '2025-03-01T08:00:00Z' }, 201));
    await client.POST('/order', { body: orderBody });
    await client.POST('/order', { body: orderBody });
    await client.POST('/order', {
      body: orderBody,
      params: { header: { 'Idempotency-Key': 'form-submit-1' } },
    });
    const keys = backend.to('POST', '/order').map((r) => r.headers.get('Idempotency-Key'));
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
    expect(keys[2]).toBe('form-submit-1');
  });

  it('gives up on an order after 3 retries of network errors', async () => {
    const client = makeClient();
    backend.on('POST', '/order', () => 'network-error');
    const call = client.POST('/order', { body: orderBody });
    const settled = expect(call).rejects.toBeInstanceOf(ServiceUnavailableError);
    await vi.runAllTimersAsync();
    await settled;
    expect(backend.to('POST', '/order')).toHaveLength(4);
    expect(onServiceUnavailable).toHaveBeenCalledTimes(1);
  });

  it('does not retry other writes, nor give them a key', async () => {
    const client = makeClient();
    backend.on('POST', '/basket', () => 'network-error');
    const call = client.POST('/basket', {
      body: {
        product_list_add: { customerId: 100234, items: [{ productId: '10004711', amount: 1, unit: 'KG' }] },
      },
    });
    const settled = expect(call).rejects.toBeInstanceOf(ServiceUnavailableError);
    await vi.runAllTimersAsync();
    await settled;
    expect(backend.to('POST', '/basket')).toHaveLength(1);
    expect(backend.to('POST', '/basket')[0]?.headers.has('Idempotency-Key')).toBe(false);
  });

  it('stops retrying when the caller aborts during the backoff', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', () => json({ message: 'boom' }, 502));
    const abort = new AbortController();
    const call = client.GET('/roles', { signal: abort.signal });
    const settled = expect(call).rejects.toMatchObject({ name: 'AbortError' });
    await vi.advanceTimersByTimeAsync(100);
    abort.abort();
    await settled;
    await vi.runAllTimersAsync();
    expect(backend.to('GET', '/roles')).toHaveLength(1);
    expect(onServiceUnavailable).not.toHaveBeenCalled();
    expect(loadingLevel).toBe(0);
  });
});

describe('Retry-After', () => {
  const busy = (status: number, retryAfter: string) => () =>
    new Response(JSON.stringify({ message: 'busy', code: 'too_many_attempts' }), {
      status,
      headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
    });
  const attempts = () => backend.to('GET', '/roles').length;

  it('waits the seconds a 429 asks for before the retry, never the shorter backoff', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', busy(429, '2'), () => json([]));
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(0);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1_999);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    expect((await call).data).toEqual([]);
  });

  it('takes an HTTP date on a 503 as the time to wait until', async () => {
    const client = makeClient();
    const at = new Date(T0 + 4_000).toUTCString();
    backend.on('GET', '/roles', busy(503, at), () => json([]));
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(3_999);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    expect((await call).response.status).toBe(200);
  });

  it('keeps the backoff when the server asks for less, and a date in the past means no extra wait', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', busy(429, '0'), busy(503, new Date(T0 - 60_000).toUTCString()), () =>
      json([]),
    );
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(299);
    expect(attempts()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(attempts()).toBe(3);
    expect((await call).response.status).toBe(200);
  });

  it('does not retry at all when the server asks for longer than the client waits, and hands its answer over', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', busy(429, '30'));
    const { error, response } = await client.GET('/roles');
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('30');
    expect(error).toEqual({ message: 'busy', code: 'too_many_attempts' });
    await vi.runAllTimersAsync();
    expect(attempts()).toBe(1);
    expect(onServiceUnavailable).not.toHaveBeenCalled();
  });

  it('stops once the waits together would pass 10 s, and never makes more than 3 retries', async () => {
    const client = makeClient();
    // 4 s + 4 s fit the 10 s, a third 4 s does not: the third answer goes to the caller.
    backend.on('GET', '/roles', busy(429, '4'));
    const call = client.GET('/roles');
    await vi.runAllTimersAsync();
    expect((await call).response.status).toBe(429);
    expect(attempts()).toBe(3);

    backend.on('GET', '/roles', busy(503, '1'));
    const second = client.GET('/roles');
    await vi.runAllTimersAsync();
    expect((await second).response.status).toBe(503);
    expect(attempts()).toBe(3 + 4);
  });

  it('reads a Retry-After that is neither seconds nor a date as none (the backoff applies)', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', busy(429, 'soon'), busy(429, '1.5'), () => json([]));
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(300);
    expect(attempts()).toBe(2);
    await vi.advanceTimersByTimeAsync(600);
    expect(attempts()).toBe(3);
    expect((await call).response.status).toBe(200);
  });

  it('is ignored on other statuses: a 500 keeps its backoff', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', busy(500, '60'), () => json([]));
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(300);
    expect(attempts()).toBe(2);
    expect((await call).response.status).toBe(200);
  });

  it('never retries a throttled login: the 429 and its wait reach the form', async () => {
    const client = makeClient();
    backend.on('POST', '/auth/login', busy(429, '90'));
    await expect(client.session.login('kunde@example.com', 'geheim#123')).resolves.toEqual({
      kind: 'throttled',
      retryAfterSeconds: 90,
    });
    expect(backend.to('POST', '/auth/login')).toHaveLength(1);
    expect(client.session.isAuthenticated).toBe(false);
  });

  it('gives a throttled login without a readable Retry-After no number', async () => {
    const client = makeClient();
    backend.on('POST', '/auth/magic/login', () => json({ message: 'busy' }, 429));
    await expect(client.session.loginWithMagicToken('magic-1')).resolves.toEqual({
      kind: 'throttled',
      retryAfterSeconds: undefined,
    });
  });
});

describe('loading counter', () => {
  it('is left alone by the quiet client, which still sends the token and an idempotency key', async () => {
    const client = await loggedInClient();
    backend.on('GET', '/roles', () => json([]));
    backend.on('POST', '/contact', () => json({ id: 'r-1', created_at: '2026-11-26T10:00:00Z' }, 201));
    const starts = loadingStarts;
    await client.quiet.GET('/roles');
    await client.quiet.POST('/contact', {
      params: { query: { language: 'de' } },
      body: { contact_message: { customerId: 1, subject: 'Frage', message: 'Hallo' } },
    });
    expect(loadingStarts).toBe(starts);
    expect(bearerOf(backend.to('GET', '/roles')[0])).toBe('Bearer access-1');
    expect(backend.to('POST', '/contact')[0]?.headers.get('Idempotency-Key')).toBeTruthy();
    expect(client.quiet.quiet).toBe(client.quiet);
    await client.GET('/roles');
    expect(loadingStarts).toBe(starts + 1);
  });

  it('is raised during a request and lowered after success', async () => {
    const client = makeClient();
    const answer = deferred<Response>();
    backend.on('GET', '/roles', () => answer.promise);
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(0);
    expect(loadingLevel).toBe(1);
    answer.resolve(json([]));
    await call;
    expect(loadingLevel).toBe(0);
  });

  it('stays raised across retries and is lowered once after the final failure', async () => {
    const client = makeClient();
    backend.on('GET', '/roles', () => json({ message: 'boom' }, 500));
    const call = client.GET('/roles');
    await vi.advanceTimersByTimeAsync(1000);
    expect(loadingLevel).toBe(1);
    await vi.runAllTimersAsync();
    await call;
    expect(loadingLevel).toBe(0);
    expect(loadingStarts).toBe(1);
  });

  it('is balanced after network failures, 401s and failed refreshes', async () => {
    const client = await loggedInClient();
    backend.on('GET', '/roles', () => 'network-error');
    const failing = client.GET('/roles').catch(() => undefined);
    await vi.runAllTimersAsync();
    await failing;
    expect(loadingLevel).toBe(0);

    backend.on('POST', '/auth/refresh', () => json({ message: 'down' }, 500));
    vi.setSystemTime(T0 + 60_000);
    await client.GET('/auth/user').catch(() => undefined);
    expect(loadingLevel).toBe(0);

    backend.on('POST', '/auth/refresh', () => json(tokenPair(3)));
    backend.on('GET', '/auth/user', () => json({ message: 'no' }, 401));
    await client.GET('/auth/user');
    expect(loadingLevel).toBe(0);
    expect(loadingStarts).toBeGreaterThan(3);
  });
});

describe('files', () => {
  it('lends its saveFile to the portal (downloads go through the typed GET /files/{id})', async () => {
    const saveFile = vi.fn();
    const client = await loggedInClient({ saveFile });
    const blob = new Blob(['%PDF']);
    client.saveFile(blob, 'SDB_Natriumchlorid_de.pdf');
    expect(saveFile).toHaveBeenCalledWith(blob, 'SDB_Natriumchlorid_de.pdf');
  });

  it('exports users with bracket-array filters (the portal saves users.xlsx)', async () => {
    const client = await loggedInClient();
    backend.on('GET', '/users/export', () => new Response('xlsx', { status: 200 }));

    await client.exportUsers({ customer_number: ' 100234 ', last_name: 'Müller', email: '' }, 'en');
    const [request] = backend.to('GET', '/users/export');
    const query = new URLSearchParams(request?.search);
    expect([...query]).toEqual([
      ['lang', 'en'],
      ['filter[customer_number][]', '100234'],
      ['filter[last_name][]', 'Müller'],
    ]);
  });
});

const orderBody = {
  order_create: {
    type: 'order' as const,
    customerId: 100234,
    positions: [{ productId: '10004711', description: 'Natriumchlorid', amount: 25, unit: 'KG' }],
    deliveryDate: '2025-03-10',
    recipient: { identicalToOrderer: true },
    termsAgreement: true as const,
    priceConditionsAgreement: true as const,
  },
};
