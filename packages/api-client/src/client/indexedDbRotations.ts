/** The rotation ledger in IndexedDB, which every tab of the browser sees at once (see rotations.ts). */
import { databaseOpener, requestResult, transactionDone } from '../indexedDb';
import { follow, memoryRotationLedger, ROTATION_MEMORY_MS, type RotationLedger } from './rotationLedger';

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

/** The ledger in IndexedDB: one record per spent token, forgotten after `ROTATION_MEMORY_MS`. */
export function indexedDbRotationLedger(factory: IDBFactory, now: () => number = Date.now): RotationLedger {
  const open = databaseOpener(factory, DATABASE, OBJECT_STORE);

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
export const browserRotationLedger = (): RotationLedger =>
  typeof indexedDB === 'undefined' ? memoryRotationLedger() : indexedDbRotationLedger(indexedDB);
