// @vitest-environment node
/** The demo's mock survives page loads: a snapshot carries sessions, login links and baskets into a fresh mock. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getDb, resetMockDb } from '../mocks/db';
import { mailbox } from '../mocks/mailbox';
import { createMockServer } from '../mocks/node';
import { MOCK_STATE_KEY, persistMockDb, restoreMockDb, serializeMockDb } from '../mocks/persistence';
import { API, call, login, tokenFor } from './harness';

const server = createMockServer(API);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => resetMockDb());

/** What a page load does: the old mock is gone, a new one starts from the seed and the snapshot. */
function reload(snapshot: string) {
  resetMockDb();
  expect(restoreMockDb(snapshot)).toBe(true);
}

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('mock persistence', () => {
  it('keeps a login and its refresh token across a reload', async () => {
    const { token, refresh_token } = await login('kunde@kundenportal.example');
    reload(serializeMockDb());
    expect((await call('GET', '/auth/user', { token })).status).toBe(200);
    const refreshed = await call('POST', '/auth/refresh', { body: { refresh_token } });
    expect(refreshed.status).toBe(200);
  });

  it('lets a login link sent before the reload be used once after it', async () => {
    await call('POST', '/auth/magic', { body: { magic_link: { email: 'kunde@kundenportal.example' } } });
    const token = mailbox.lastLoginLink('kunde@kundenportal.example')?.token;
    expect(token).toBeTruthy();
    reload(serializeMockDb());
    expect((await call('POST', '/auth/magic/login', { body: { token } })).status).toBe(200);
    reload(serializeMockDb());
    expect((await call('POST', '/auth/magic/login', { body: { token } })).status).toBe(401);
  });

  it('keeps Map and Set fields as Map and Set', async () => {
    const token = await tokenFor('einkauf@kundenportal.example');
    const before = getDb().baskets;
    reload(serializeMockDb());
    expect(getDb().baskets).toBeInstanceOf(Map);
    expect(getDb().baskets).toEqual(before);
    expect(getDb().accessTokens.has(token)).toBe(true);
  });

  it('ignores a snapshot that does not parse or is incomplete', () => {
    expect(restoreMockDb('{not json')).toBe(false);
    expect(restoreMockDb('{"users": []}')).toBe(false);
    expect(getDb().users.length).toBeGreaterThan(0);
  });

  it('restores from storage, drops a broken snapshot and takes over other tabs’ saves', async () => {
    const storage = new MemoryStorage();
    storage.setItem(MOCK_STATE_KEY, 'broken');
    const target = new EventTarget();
    const { save } = persistMockDb(storage, target);
    expect(storage.getItem(MOCK_STATE_KEY)).toBeNull();

    const token = await tokenFor('kunde@kundenportal.example');
    target.dispatchEvent(new Event('pagehide'));
    const saved = storage.getItem(MOCK_STATE_KEY);
    expect(saved).toContain(token);

    resetMockDb();
    const otherTab = Object.assign(new Event('storage'), {
      storageArea: storage,
      key: MOCK_STATE_KEY,
      newValue: saved,
    });
    target.dispatchEvent(otherTab);
    expect(getDb().accessTokens.has(token)).toBe(true);
    save();
    expect(storage.getItem(MOCK_STATE_KEY)).toContain(token);
  });

  it('drops the state of older demos, which held passwords in plain text', () => {
    const storage = new MemoryStorage();
    storage.setItem('kundenportal.mock-db.v1', '{"users":[{"password":"Demo1234!"}]}');
    persistMockDb(storage, new EventTarget());
    expect(storage.getItem('kundenportal.mock-db.v1')).toBeNull();
  });
});
