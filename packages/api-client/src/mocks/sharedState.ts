/**
 * One demo backend for every tab of the browser. Each tab runs its own mock (MSW answers in the page), so each
 * holds the state in its own memory; left alone, two tabs diverge – both rotate the same refresh token, and the
 * second presentation is taken as theft that ends the login everywhere. So every mock request runs under a lock
 * the tabs share (Web Locks: reads together, writes alone), loads the state another tab stored since this tab
 * last looked, and a write stores its result before the lock is let go.
 *
 * The state lives in IndexedDB, not localStorage: Chromium keeps a copy of localStorage per renderer process and
 * brings other processes' writes in later, so a tab that takes the lock right after another tab saved may still
 * read the old value (two tabs counting to 600 under one lock ended at 253). An IndexedDB transaction that started
 * after another one completed sees its writes, in every tab.
 */
import { databaseOpener, requestResult, transactionDone } from '../indexedDb';
import { resetMockDb } from './db';
import { MOCK_STATE_KEY, restoreMockDb, serializeMockDb } from './persistence';

/** A stored state and the mark of the write that stored it. */
export interface StoredMockState {
  version: string;
  state: string;
}

/** Where the tabs keep their common state. What one tab saved, any tab's next `load` must return. */
export interface SharedMockStore {
  /** The stored state; `unchanged` when its version is `known`, null when none is stored. */
  load(known: string | undefined): Promise<StoredMockState | 'unchanged' | null>;
  save(stored: StoredMockState): Promise<void>;
}

/** Runs `run` while holding the tabs' common lock: `shared` beside other readers, `exclusive` alone. */
export type MockStateLock = <T>(mode: 'shared' | 'exclusive', run: () => Promise<T>) => Promise<T>;

const LOCK_NAME = 'kundenportal-mock-backend';

/** The Web Locks API; without it (older browsers) each request runs at once, still loading and storing. */
export const webLockForMock: MockStateLock = <T>(mode: 'shared' | 'exclusive', run: () => Promise<T>) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request(LOCK_NAME, { mode }, run) as Promise<T>)
    : run();

/** Reads change nothing in the mock (as the real API); everything else may. */
export function writesState(request: Request): boolean {
  return request.method !== 'GET' && request.method !== 'HEAD';
}

const newVersion = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(16).slice(2)}`;

/**
 * Wraps each mock request: `around(write, handle)` takes the lock (exclusive for a write), brings the state up
 * to date, handles the request and, for a write, stores the state before letting go.
 */
export function shareMockState({ store, lock }: { store: SharedMockStore; lock: MockStateLock }) {
  /** The version this tab's memory holds; undefined before the first load. */
  let known: string | undefined;
  /** Readers of this tab share one load. */
  let loading: Promise<void> | null = null;

  async function bringUpToDate(): Promise<void> {
    const stored = await store.load(known);
    if (stored === 'unchanged') return;
    if (stored === null) {
      // Nothing stored: the first tab of a fresh demo, or the site's data was cleared – start from the seed.
      if (known !== undefined) resetMockDb();
      known = undefined;
      return;
    }
    // A state that does not parse is left alone: the next write replaces it.
    if (restoreMockDb(stored.state)) known = stored.version;
  }

  async function save(): Promise<void> {
    const version = newVersion();
    try {
      await store.save({ version, state: serializeMockDb() });
      known = version;
    } catch {
      // Storage full or blocked: this tab still answers from memory; other tabs and reloads do not see it.
    }
  }

  const load = (): Promise<void> =>
    bringUpToDate().catch(() => {
      // Unreadable storage: this tab answers from what it has.
    });
  // The stored state is read while the page still starts, not by its first request, so that request finds it in
  // memory. Outside the lock: the request still checks the version under the lock, which costs a few bytes when
  // nothing changed meanwhile.
  let preloading: Promise<void> | null = load().finally(() => {
    preloading = null;
  });

  return function around<T>(write: boolean, handle: () => Promise<T>): Promise<T> {
    return lock(write ? 'exclusive' : 'shared', async () => {
      if (preloading) await preloading;
      // Readers of this tab hold the lock together and share one check.
      loading ??= load().finally(() => {
        loading = null;
      });
      await loading;
      try {
        return await handle();
      } finally {
        if (write) await save();
      }
    });
  };
}

const DATABASE = 'kundenportal-mock';
const OBJECT_STORE = 'state';

/**
 * The state in IndexedDB: its version and the state under two keys, so a tab that is up to date reads a few bytes.
 * A state an older demo kept in `legacy` (localStorage) is taken over once when IndexedDB holds none.
 */
export function indexedDbMockStore(factory: IDBFactory, legacy?: Storage): SharedMockStore {
  const open = databaseOpener(factory, DATABASE, OBJECT_STORE);

  const takeOverLegacy = (): StoredMockState | null => {
    try {
      const state = legacy?.getItem(MOCK_STATE_KEY);
      if (!state) return null;
      legacy?.removeItem(MOCK_STATE_KEY);
      return { version: 'localStorage', state };
    } catch {
      return null;
    }
  };

  const save = async ({ version, state }: StoredMockState): Promise<void> => {
    const db = await open();
    // Relaxed: other tabs see the write once it completes; only a crash right after may lose it.
    const transaction = db.transaction(OBJECT_STORE, 'readwrite', { durability: 'relaxed' });
    const objects = transaction.objectStore(OBJECT_STORE);
    objects.put(state, 'state');
    objects.put(version, 'version');
    await transactionDone(transaction);
  };

  return {
    async load(known) {
      const db = await open();
      const objects = db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE);
      const version: unknown = await requestResult(objects.get('version'));
      if (typeof version !== 'string') {
        const legacyState = takeOverLegacy();
        // Stored at once, so every tab meets it, not only the one that found it.
        if (legacyState) await save(legacyState);
        return legacyState;
      }
      if (version === known) return 'unchanged';
      const state: unknown = await requestResult(objects.get('state'));
      return typeof state === 'string' ? { version, state } : null;
    },
    save,
  };
}
