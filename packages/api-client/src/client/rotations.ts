/**
 * Which refresh token replaced which, for the tabs of one browser. The session store (localStorage) tells the
 * other tabs of a rotation, but late: Chromium keeps a copy of localStorage per renderer process and brings other
 * processes' writes in afterwards, so a tab that takes the refresh lock right after another tab rotated may still
 * read the spent token (two tabs counting to 600 under one Web Lock ended at 253) – and presenting it again ends
 * the login everywhere. The tab that rotates writes the pair here, in IndexedDB, before it lets go of the lock;
 * an IndexedDB transaction started after another one completed sees its writes in every tab.
 */

export interface RotationLedger {
  /** The token that replaced `token` – following later rotations to the newest – or null when none did. */
  successor(token: string): Promise<string | null>;
  /** `spent` was exchanged for `successor`; resolves once every tab can see it. */
  record(spent: string, successor: string): Promise<void>;
  /** Forgets every rotation: the login ended. */
  clear(): Promise<void>;
}

/** How long a rotation is remembered: far longer than any tab takes to see the new token in localStorage. */
export const ROTATION_MEMORY_MS = 60 * 60_000;

/** A ledger in memory: the tabs of one test, or one tab where IndexedDB is missing. */
export function memoryRotationLedger(now: () => number = Date.now): RotationLedger {
  const pairs = new Map<string, { successor: string; at: number }>();
  return {
    async successor(token) {
      return follow(token, (spent) => pairs.get(spent)?.successor);
    },
    async record(spent, successor) {
      const at = now();
      for (const [key, pair] of pairs) if (at - pair.at > ROTATION_MEMORY_MS) pairs.delete(key);
      pairs.set(spent, { successor, at });
    },
    async clear() {
      pairs.clear();
    },
  };
}

/** Follows the chain of rotations from `token`; a cycle (it cannot happen) ends it. */
function follow(token: string, next: (spent: string) => string | undefined): string | null {
  const seen = new Set<string>([token]);
  let current = token;
  for (;;) {
    const successor = next(current);
    if (successor === undefined || seen.has(successor)) break;
    seen.add(successor);
    current = successor;
  }
  return current === token ? null : current;
}

const DATABASE = 'kundenportal-session';
const OBJECT_STORE = 'rotations';

interface StoredRotation {
  successor: string;
  at: number;
}

function isStoredRotation(value: unknown): value is StoredRotation {
  return (
    typeof value === 'object' &&
    value !== null &&
    'successor' in value &&
    typeof value.successor === 'string' &&
    'at' in value &&
    typeof value.at === 'number'
  );
}

function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
  });
}

/** The ledger in IndexedDB: one record per spent token, forgotten after `ROTATION_MEMORY_MS`. */
export function indexedDbRotationLedger(factory: IDBFactory, now: () => number = Date.now): RotationLedger {
  let opened: Promise<IDBDatabase> | null = null;
  const open = (): Promise<IDBDatabase> => {
    opened ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(DATABASE, 1);
      request.onupgradeneeded = () => request.result.createObjectStore(OBJECT_STORE);
      request.onsuccess = () => {
        const db = request.result;
        db.onclose = () => {
          opened = null;
        };
        db.onversionchange = () => {
          db.close();
          opened = null;
        };
        resolve(db);
      };
      request.onerror = () => reject(request.error);
    }).catch((error: unknown) => {
      opened = null;
      throw error;
    });
    return opened;
  };

  return {
    async successor(token) {
      const db = await open();
      const objects = db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE);
      // A handful of records at most (one a minute per login, for an hour): read them at once.
      const [keys, values] = await Promise.all([
        requestResult(objects.getAllKeys()),
        requestResult(objects.getAll()),
      ]);
      const pairs = new Map<string, string>();
      keys.forEach((key, index) => {
        const value: unknown = values[index];
        if (typeof key === 'string' && isStoredRotation(value)) pairs.set(key, value.successor);
      });
      return follow(token, (spent) => pairs.get(spent));
    },
    async record(spent, successor) {
      const db = await open();
      const at = now();
      const transaction = db.transaction(OBJECT_STORE, 'readwrite');
      const objects = transaction.objectStore(OBJECT_STORE);
      const cursor = objects.openCursor();
      cursor.onsuccess = () => {
        const current = cursor.result;
        if (!current) return;
        const value: unknown = current.value;
        if (!isStoredRotation(value) || at - value.at > ROTATION_MEMORY_MS) current.delete();
        current.continue();
      };
      objects.put({ successor, at } satisfies StoredRotation, spent);
      await transactionDone(transaction);
    },
    async clear() {
      const db = await open();
      const transaction = db.transaction(OBJECT_STORE, 'readwrite');
      transaction.objectStore(OBJECT_STORE).clear();
      await transactionDone(transaction);
    },
  };
}

/** IndexedDB where the browser has it, else memory (this tab alone). */
export function defaultRotationLedger(): RotationLedger {
  return typeof indexedDB === 'undefined' ? memoryRotationLedger() : indexedDbRotationLedger(indexedDB);
}
