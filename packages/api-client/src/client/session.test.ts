import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiClient, createApiClient } from './createApiClient';
import { BASE_URL, createFakeBackend, createTabbedStores, json } from './fakeBackend.testing';
import { memoryRotationLedger, type RotationLedger } from './rotationLedger';
import type { EarlyRefresh, RefreshLock, SessionEndReason } from './session';
import {
  createLocalStorageSessionStore,
  type PersistedSession,
  SESSION_STORAGE_KEY,
  type SessionStore,
} from './sessionStore';

const T0 = new Date('2025-03-01T08:00:00Z').getTime();

let backend: ReturnType<typeof createFakeBackend>;
const opened: ApiClient[] = [];

function openTab(store: SessionStore, refreshLock?: RefreshLock, rotations?: RotationLedger) {
  const onSessionEnd = vi.fn<(reason: SessionEndReason) => void>();
  const client = createApiClient({
    baseUrl: BASE_URL,
    fetch: backend.fetch,
    sessionStore: store,
    onSessionEnd,
    ...(refreshLock ? { refreshLock } : {}),
    // Each tab its own ledger unless a test shares one: what a tab records, no other tab sees.
    rotations: rotations ?? memoryRotationLedger(),
  });
  const changes = vi.fn();
  client.session.subscribe(changes);
  opened.push(client);
  return { client, onSessionEnd, changes };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(T0);
  localStorage.clear();
  backend = createFakeBackend();
  backend.on('GET', '/auth/user', () => json({ id: 1 }));
});

afterEach(() => {
  for (const client of opened.splice(0)) client.dispose();
  vi.useRealTimers();
});

describe('a refresh the page started before the app (issue 43.2)', () => {
  const stored = (refreshToken: string): PersistedSession => ({
    refreshToken,
    refreshExpiresAt: T0 + 86_400_000,
  });
  function openWithEarly(earlyRefresh: EarlyRefresh, store: SessionStore) {
    const client = createApiClient({
      baseUrl: BASE_URL,
      fetch: backend.fetch,
      sessionStore: store,
      rotations: memoryRotationLedger(),
      earlyRefresh,
    });
    opened.push(client);
    return client;
  }

  it('serves the first request with its tokens: no second refresh', async () => {
    const store = createTabbedStores().tab();
    // The boot script spent refresh-0 and stored its successor before the app started.
    store.save(stored('early-refresh'));
    const client = openWithEarly(
      Promise.resolve({
        kind: 'tokens',
        tokens: { token: 'early-access', refresh_token: 'early-refresh', expires_in: 60 },
      }),
      store,
    );
    await client.GET('/auth/user');
    expect(backend.to('POST', '/auth/refresh')).toHaveLength(0);
    expect(backend.to('GET', '/auth/user')[0]?.headers.get('Authorization')).toBe('Bearer early-access');
    expect(store.load()?.refreshToken).toBe('early-refresh');
    // Only the first refresh: the next one is the session's own, with the early refresh's successor.
    vi.setSystemTime(T0 + 60_000);
    await client.GET('/auth/user');
    const refreshes = backend.to('POST', '/auth/refresh').map((r) => JSON.parse(r.body).refresh_token);
    expect(refreshes).toEqual(['early-refresh']);
  });

  it('without tokens from it (refused, unreachable, nothing stored) the session refreshes itself', async () => {
    const store = createTabbedStores().tab();
    store.save(stored('refresh-7'));
    const client = openWithEarly(Promise.resolve({ kind: 'none' }), store);
    await client.GET('/auth/user');
    const refreshes = backend.to('POST', '/auth/refresh').map((r) => JSON.parse(r.body).refresh_token);
    expect(refreshes).toEqual(['refresh-7']);
  });

  it('is dropped when the user logged in anew while it was under way', async () => {
    const store = createTabbedStores().tab();
    store.save(stored('old-refresh'));
    let finish: (value: Awaited<EarlyRefresh>) => void = () => undefined;
    const client = openWithEarly(
      new Promise((resolve) => {
        finish = resolve;
      }),
      store,
    );
    const request = client.GET('/auth/user');
    await client.session.login('kunde@example.com', 'geheim#123');
    finish({ kind: 'tokens', tokens: { token: 'stale-access', refresh_token: 'stale-refresh' } });
    await request;
    expect(store.load()?.refreshToken).not.toBe('stale-refresh');
    const sent = backend.to('GET', '/auth/user').map((r) => r.headers.get('Authorization'));
    expect(sent).not.toContain('Bearer stale-access');
  });
});

describe('across tabs', () => {
  it('mirrors a logout into the other tabs as a session end "elsewhere"', async () => {
    const stores = createTabbedStores();
    const tabA = openTab(stores.tab());
    const tabB = openTab(stores.tab());
    await tabA.client.session.login('kunde@example.com', 'geheim#123');
    expect(tabB.client.session.isAuthenticated).toBe(true);

    tabA.client.session.logout();

    expect(tabB.client.session.isAuthenticated).toBe(false);
    expect(tabB.onSessionEnd).toHaveBeenCalledExactlyOnceWith('elsewhere');
    expect(tabB.changes).toHaveBeenCalledTimes(2);
    expect(tabA.onSessionEnd).not.toHaveBeenCalled();
  });

  it('mirrors a session end by 401 into the other tabs', async () => {
    const stores = createTabbedStores();
    const tabA = openTab(stores.tab());
    const tabB = openTab(stores.tab());
    await tabA.client.session.login('kunde@example.com', 'geheim#123');
    backend.on('GET', '/auth/user', () => json({ message: 'no' }, 401));

    await tabA.client.GET('/auth/user');

    expect(tabA.onSessionEnd).toHaveBeenCalledExactlyOnceWith('unauthorized');
    expect(tabB.onSessionEnd).toHaveBeenCalledExactlyOnceWith('elsewhere');
  });

  it('picks up a login in another tab and refreshes its own access token', async () => {
    const stores = createTabbedStores();
    const tabA = openTab(stores.tab());
    const tabB = openTab(stores.tab());
    expect(tabB.client.session.getSnapshot()).toBe(false);

    await tabA.client.session.login('kunde@example.com', 'geheim#123');

    expect(tabB.client.session.getSnapshot()).toBe(true);
    expect(tabB.changes).toHaveBeenCalledTimes(1);
    await tabB.client.GET('/auth/user');
    expect(JSON.parse(backend.to('POST', '/auth/refresh')[0]?.body ?? '')).toEqual({
      refresh_token: 'refresh-1',
    });
    expect(backend.to('GET', '/auth/user')[0]?.headers.get('Authorization')).toBe('Bearer access-2');
  });

  it('uses the refresh token another tab rotated to', async () => {
    const stores = createTabbedStores();
    const tabA = openTab(stores.tab());
    const tabB = openTab(stores.tab());
    await tabA.client.session.login('kunde@example.com', 'geheim#123');
    await tabB.client.GET('/auth/user'); // tab B refreshes: refresh-1 → refresh-2
    vi.setSystemTime(T0 + 60_000);

    await tabA.client.GET('/auth/user');

    const refreshes = backend.to('POST', '/auth/refresh').map((r) => JSON.parse(r.body).refresh_token);
    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
  });

  it('retries once with a token another tab rotated to while its own refresh was in flight', async () => {
    const stores = createTabbedStores();
    const tabA = openTab(stores.tab());
    const tabB = openTab(stores.tab());
    await tabA.client.session.login('kunde@example.com', 'geheim#123');
    // Tab B's refresh lands in the store while tab A's refresh with the old token is rejected.
    backend.on(
      'POST',
      '/auth/refresh',
      async () => {
        await tabB.client.session.login('kunde@example.com', 'geheim#123');
        return json({ message: 'Invalid JWT Refresh Token' }, 401);
      },
      () => json({ token: 'access-x', refresh_token: 'refresh-x', expires_in: 60 }),
    );
    vi.setSystemTime(T0 + 60_000);

    await tabA.client.GET('/auth/user');

    expect(tabA.onSessionEnd).not.toHaveBeenCalled();
    const refreshes = backend.to('POST', '/auth/refresh').map((r) => JSON.parse(r.body).refresh_token);
    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
  });
});

describe('refreshing in two tabs at once', () => {
  /** One lock for the tabs of a browser, like navigator.locks: runs one holder at a time, in order. */
  function browserLock(): RefreshLock {
    let queue: Promise<unknown> = Promise.resolve();
    return (run) => {
      const turn = queue.then(run);
      queue = turn.catch(() => undefined);
      return turn;
    };
  }

  it('spends each refresh token once, so a backend that ends a reused login keeps both tabs logged in', async () => {
    const stores = createTabbedStores();
    const lock = browserLock();
    const tabA = openTab(stores.tab(), lock);
    const tabB = openTab(stores.tab(), lock);
    await tabA.client.session.login('kunde@example.com', 'geheim#123');
    // Rotation with reuse detection (the contract's x-assumed rule): a retired token is refused.
    const spent = new Set<string>();
    let issued = 1;
    backend.on('POST', '/auth/refresh', (request) => {
      const token = JSON.parse(request.body).refresh_token as string;
      if (spent.has(token)) return json({ message: 'Refresh token reused' }, 401);
      spent.add(token);
      issued++;
      return json({ token: `access-${issued}`, refresh_token: `refresh-${issued}`, expires_in: 60 });
    });
    vi.setSystemTime(T0 + 60_000);

    await Promise.all([tabA.client.GET('/auth/user'), tabB.client.GET('/auth/user')]);

    const refreshes = backend.to('POST', '/auth/refresh').map((r) => JSON.parse(r.body).refresh_token);
    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
    expect(tabA.onSessionEnd).not.toHaveBeenCalled();
    expect(tabB.onSessionEnd).not.toHaveBeenCalled();
    expect(tabA.client.session.isAuthenticated && tabB.client.session.isAuthenticated).toBe(true);
  });
});

describe('refreshing in two tabs whose copies of localStorage lag', () => {
  /**
   * localStorage as Chromium keeps it: a copy per renderer process, other processes' writes arriving later
   * (`deliver`). A tab reads and writes its own copy.
   */
  function laggingStores() {
    const copies: { value: PersistedSession | null; listener?: (value: PersistedSession | null) => void }[] =
      [];
    const pending: PersistedSession[] = [];
    return {
      tab(): SessionStore {
        const copy: (typeof copies)[number] = { value: null };
        copies.push(copy);
        return {
          load: () => copy.value,
          save(next) {
            copy.value = next;
            if (next) pending.push(next);
          },
          subscribe(listener) {
            copy.listener = listener;
            return () => undefined;
          },
        };
      },
      deliver() {
        for (const next of pending.splice(0))
          for (const copy of copies)
            if (copy.value?.refreshToken !== next.refreshToken) {
              copy.value = next;
              copy.listener?.(next);
            }
      },
    };
  }

  function browserLock(): RefreshLock {
    let queue: Promise<unknown> = Promise.resolve();
    return (run) => {
      const turn = queue.then(run);
      queue = turn.catch(() => undefined);
      return turn;
    };
  }

  function rotatingBackend() {
    const spent = new Set<string>();
    let issued = 1;
    backend.on('POST', '/auth/refresh', (request) => {
      const token = JSON.parse(request.body).refresh_token as string;
      if (spent.has(token)) return json({ message: 'Refresh token reused' }, 401);
      spent.add(token);
      issued++;
      return json({ token: `access-${issued}`, refresh_token: `refresh-${issued}`, expires_in: 60 });
    });
  }

  async function bothRefreshAtOnce(rotations: [RotationLedger, RotationLedger]) {
    const stores = laggingStores();
    const lock = browserLock();
    const tabA = openTab(stores.tab(), lock, rotations[0]);
    const tabB = openTab(stores.tab(), lock, rotations[1]);
    await tabA.client.session.login('kunde@example.com', 'geheim#123');
    stores.deliver();
    rotatingBackend();
    vi.setSystemTime(T0 + 60_000);
    // Tab A rotates under the lock; tab B takes it next, before A's new token reached B's copy.
    await Promise.allSettled([tabA.client.GET('/auth/user'), tabB.client.GET('/auth/user')]);
    const refreshes = backend.to('POST', '/auth/refresh').map((r) => JSON.parse(r.body).refresh_token);
    return { tabA, tabB, refreshes };
  }

  it('follows the ledger to the token the other tab rotated to, so both stay logged in', async () => {
    const ledger = memoryRotationLedger();
    const { tabA, tabB, refreshes } = await bothRefreshAtOnce([ledger, ledger]);
    expect(refreshes).toEqual(['refresh-1', 'refresh-2']);
    expect(tabA.onSessionEnd).not.toHaveBeenCalled();
    expect(tabB.onSessionEnd).not.toHaveBeenCalled();
    expect(tabA.client.session.isAuthenticated && tabB.client.session.isAuthenticated).toBe(true);
  });

  it('without the ledger the late tab presents the spent token and the login ends (why it is there)', async () => {
    const { tabB, refreshes } = await bothRefreshAtOnce([memoryRotationLedger(), memoryRotationLedger()]);
    expect(refreshes).toEqual(['refresh-1', 'refresh-1']);
    expect(tabB.onSessionEnd).toHaveBeenCalledWith('expired');
  });

  it('forgets the rotations when the login ends here', async () => {
    const ledger = memoryRotationLedger();
    const { tabA } = await bothRefreshAtOnce([ledger, ledger]);
    expect(await ledger.successor('refresh-1')).toBe('refresh-3');
    tabA.client.session.logout();
    expect(await ledger.successor('refresh-1')).toBeNull();
  });

  it('follows a chain of rotations to the newest token', async () => {
    const ledger = memoryRotationLedger();
    await ledger.record('refresh-1', 'refresh-2');
    await ledger.record('refresh-2', 'refresh-3');
    expect(await ledger.successor('refresh-1')).toBe('refresh-3');
    expect(await ledger.successor('refresh-3')).toBeNull();
  });

  it('forgets rotations after an hour', async () => {
    let now = T0;
    const ledger = memoryRotationLedger(() => now);
    await ledger.record('refresh-1', 'refresh-2');
    now += 61 * 60_000;
    await ledger.record('refresh-7', 'refresh-8');
    expect(await ledger.successor('refresh-1')).toBeNull();
    expect(await ledger.successor('refresh-7')).toBe('refresh-8');
  });
});

describe('localStorage session store', () => {
  it('persists the refresh token with its expiry, never the access token', async () => {
    const { client } = openTab(createLocalStorageSessionStore());
    await client.session.login('kunde@example.com', 'geheim#123');
    const stored = localStorage.getItem(SESSION_STORAGE_KEY) ?? '';
    expect(JSON.parse(stored)).toEqual({ refreshToken: 'refresh-1', refreshExpiresAt: T0 + 2_592_000_000 });
    expect(stored).not.toContain('access-1');
  });

  it('ends the session when another tab removes it (storage event)', async () => {
    const tab = openTab(createLocalStorageSessionStore());
    await tab.client.session.login('kunde@example.com', 'geheim#123');
    const oldValue = localStorage.getItem(SESSION_STORAGE_KEY);

    // What the browser delivers to this tab when another tab logs out.
    localStorage.removeItem(SESSION_STORAGE_KEY);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: SESSION_STORAGE_KEY,
        oldValue,
        newValue: null,
        storageArea: localStorage,
      }),
    );

    expect(tab.onSessionEnd).toHaveBeenCalledExactlyOnceWith('elsewhere');
    expect(tab.client.session.isAuthenticated).toBe(false);
  });

  it('picks up a login stored by another tab (storage event)', () => {
    const tab = openTab(createLocalStorageSessionStore());
    const newValue = JSON.stringify({ refreshToken: 'refresh-9', refreshExpiresAt: T0 + 1000 });
    localStorage.setItem(SESSION_STORAGE_KEY, newValue);
    window.dispatchEvent(
      new StorageEvent('storage', { key: SESSION_STORAGE_KEY, newValue, storageArea: localStorage }),
    );
    expect(tab.client.session.isAuthenticated).toBe(true);
    expect(tab.changes).toHaveBeenCalledTimes(1);
  });

  it('ignores other keys and treats a corrupt entry as no session', () => {
    const tab = openTab(createLocalStorageSessionStore());
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'other', newValue: '{}', storageArea: localStorage }),
    );
    expect(tab.changes).not.toHaveBeenCalled();
    localStorage.setItem(SESSION_STORAGE_KEY, 'not json');
    expect(createLocalStorageSessionStore().load()).toBeNull();
  });
});
