// @vitest-environment node
/**
 * One demo backend however many tabs: each tab runs its own mock with the state in its own memory, and every
 * request brings that memory up to date from the tabs' common store under their common lock (sharedState.ts).
 * A tab here is a module graph of its own (its own `getDb()`), called in-process through MSW's `getResponse`.
 */
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from '../mocks/demoLogins';
import type { MockStateLock, SharedMockStore, StoredMockState } from '../mocks/sharedState';

const ORIGIN = 'http://portal.test';
const API = `${ORIGIN}/api`;

/** The tabs' store: what one saved, the next load in any tab returns. */
function memoryStore(): SharedMockStore & { saves: number; clear(): void } {
  let stored: StoredMockState | null = null;
  return {
    saves: 0,
    clear() {
      stored = null;
    },
    async load(known) {
      if (stored === null) return null;
      return stored.version === known ? 'unchanged' : { ...stored };
    },
    async save(next) {
      this.saves++;
      stored = { ...next };
    },
  };
}

/** Web Locks as the tabs see them: readers together, a writer alone, in the order asked. */
function browserLock(): MockStateLock {
  let tail: Promise<unknown> = Promise.resolve();
  let readers: Promise<unknown>[] = [];
  return (mode, run) => {
    if (mode === 'shared') {
      const turn = tail.then(run);
      readers.push(turn.catch(() => undefined));
      return turn;
    }
    const before = Promise.all([tail, ...readers]);
    readers = [];
    const turn = before.then(run);
    tail = turn.catch(() => undefined);
    return turn;
  };
}

interface Tab {
  call(method: string, path: string, options?: { token?: string; body?: unknown }): Promise<Response>;
}

/** A tab with a mock of its own, sharing `store` and `lock` with the other tabs – or with nothing. */
async function openTab(shared: { store: SharedMockStore; lock: MockStateLock } | null): Promise<Tab> {
  vi.resetModules();
  const { createHandlers } = await import('../mocks/handlers');
  const { MockRouter } = await import('../mocks/router');
  const { shareMockState, writesState } = await import('../mocks/sharedState');
  const around = shared ? shareMockState(shared) : null;
  const router = new MockRouter(createHandlers(API), ORIGIN, {
    around: around ? (request, handle) => around(writesState(request), handle) : undefined,
  });
  return {
    async call(method, path, { token, body } = {}) {
      const headers = new Headers();
      if (token) headers.set('Authorization', `Bearer ${token}`);
      if (body !== undefined) headers.set('Content-Type', 'application/json');
      const request = new Request(`${API}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await getResponse([router], request)) ?? new Response('unhandled', { status: 599 });
    },
  };
}

interface Tokens {
  token: string;
  refresh_token: string;
}

async function logIn(tab: Tab, email: string): Promise<Tokens> {
  const response = await tab.call('POST', '/auth/login', { body: { email, password: DEMO_PASSWORD } });
  expect(response.status).toBe(200);
  return (await response.json()) as Tokens;
}

const refresh = (tab: Tab, refreshToken: string) =>
  tab.call('POST', '/auth/refresh', { body: { refresh_token: refreshToken } });

let store: ReturnType<typeof memoryStore>;
let lock: MockStateLock;
beforeEach(() => {
  store = memoryStore();
  lock = browserLock();
});

describe('the demo backend shared by tabs', () => {
  it('knows in one tab the refresh token another tab rotated to', async () => {
    const [tabA, tabB] = [await openTab({ store, lock }), await openTab({ store, lock })];
    const login = await logIn(tabA, 'kunde@kundenportal.example');
    const rotated = (await (await refresh(tabA, login.refresh_token)).json()) as Tokens;

    const inB = await refresh(tabB, rotated.refresh_token);

    expect(inB.status).toBe(200);
    // The rotation and its reuse detection hold across tabs too: the retired token ends the login in either tab.
    expect((await refresh(tabB, login.refresh_token)).status).toBe(401);
    const next = (await inB.json()) as Tokens;
    expect((await refresh(tabA, next.refresh_token)).status).toBe(401);
  });

  it('without the shared state the other tab does not know the rotated token (the bug it fixes)', async () => {
    vi.resetModules();
    const [tabA, tabB] = [await openTab(null), await openTab(null)];
    const login = await logIn(tabA, 'kunde@kundenportal.example');
    const rotated = (await (await refresh(tabA, login.refresh_token)).json()) as Tokens;
    expect((await refresh(tabB, rotated.refresh_token)).status).toBe(401);
  });

  it('keeps the writes of two tabs at once, one after the other, none lost', async () => {
    const [tabA, tabB] = [await openTab({ store, lock }), await openTab({ store, lock })];
    const [inA, inB] = await Promise.all([
      logIn(tabA, 'kunde@kundenportal.example'),
      logIn(tabB, 'einkauf@kundenportal.example'),
    ]);
    for (const tab of [tabA, tabB])
      for (const { token } of [inA, inB])
        expect((await tab.call('GET', '/auth/user', { token })).status).toBe(200);
    // Reads store nothing; the two logins stored once each.
    expect(store.saves).toBe(2);
  });

  it('gives a tab opened later (or a reload) the state the others left', async () => {
    const tabA = await openTab({ store, lock });
    const { token } = await logIn(tabA, 'kunde@kundenportal.example');
    const later = await openTab({ store, lock });
    expect((await later.call('GET', '/auth/user', { token })).status).toBe(200);
  });

  it('starts afresh from the seed when the stored state is gone (site data cleared)', async () => {
    const tabA = await openTab({ store, lock });
    const { token } = await logIn(tabA, 'kunde@kundenportal.example');
    store.clear();
    expect((await tabA.call('GET', '/auth/user', { token })).status).toBe(401);
  });
});
