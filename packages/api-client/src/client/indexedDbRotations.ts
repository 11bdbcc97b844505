/** The rotation ledger in IndexedDB, which every tab of the browser sees at once (see rotations.ts). */
import { follow, ROTATION_MEMORY_MS, type RotationLedger } from './rotationLedger';

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
