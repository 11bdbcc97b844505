/**
 * Keeps the demo backend's changes across page loads. The mock lives in the page, so without this a reload
 * (or following a login link) meets a fresh mock that has forgotten every token, link and basket.
 * Only what handlers change is stored; the seeded catalogue (customers, products, files) is rebuilt.
 */
import type { MockDb } from './data/types';
import { getDb } from './db';

/** The parts of the database handlers write to. */
const MUTABLE_KEYS = [
  'orders',
  'users',
  'registrations',
  'baskets',
  'favourites',
  'hiddenFiles',
  'submissions',
  'accessTokens',
  'refreshTokens',
  'magicLinks',
  'idempotency',
  'mailbox',
  'sequence',
] as const satisfies readonly (keyof MockDb)[];

type Snapshot = Pick<MockDb, (typeof MUTABLE_KEYS)[number]>;

/** v2: users and registrations hold password hashes; v1 states held the passwords themselves. */
export const MOCK_STATE_KEY = 'kundenportal.mock-db.v2';
const RETIRED_STATE_KEYS = ['kundenportal.mock-db.v1'];

/** JSON has no Map or Set; tag them so the reviver can rebuild them. */
function replacer(_key: string, value: unknown): unknown {
  if (value instanceof Map) return { $map: [...value] };
  if (value instanceof Set) return { $set: [...value] };
  return value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object') {
    if ('$map' in value && Array.isArray(value.$map)) return new Map(value.$map);
    if ('$set' in value && Array.isArray(value.$set)) return new Set(value.$set);
  }
  return value;
}

export function serializeMockDb(db: MockDb = getDb()): string {
  const snapshot: Partial<Snapshot> = {};
  for (const key of MUTABLE_KEYS) Object.assign(snapshot, { [key]: db[key] });
  return JSON.stringify(snapshot, replacer);
}

/** Writes a snapshot over the current database; a snapshot that does not parse is ignored. */
export function restoreMockDb(serialized: string, db: MockDb = getDb()): boolean {
  let snapshot: unknown;
  try {
    snapshot = JSON.parse(serialized, reviver);
  } catch {
    return false;
  }
  if (!snapshot || typeof snapshot !== 'object') return false;
  const complete = MUTABLE_KEYS.every((key) => key in snapshot);
  if (!complete) return false;
  Object.assign(db, snapshot);
  return true;
}

function isStorageEvent(event: Event): event is StorageEvent {
  return 'key' in event && 'newValue' in event && 'storageArea' in event;
}

/**
 * Restores the database from `storage` and saves it there after every change and when the page goes away.
 * With localStorage, other tabs' saves arrive as storage events and are taken over – late, and a save of one tab can
 * overwrite another's: only where IndexedDB is missing; otherwise the tabs share the state by `sharedState.ts`.
 */
export function persistMockDb(
  storage: Storage,
  target: EventTarget,
): {
  save: () => void;
} {
  // An older demo's state may hold passwords in plain text: it is dropped, not migrated.
  for (const key of RETIRED_STATE_KEYS) storage.removeItem(key);
  const saved = storage.getItem(MOCK_STATE_KEY);
  if (saved !== null && !restoreMockDb(saved)) storage.removeItem(MOCK_STATE_KEY);
  const save = () => {
    try {
      storage.setItem(MOCK_STATE_KEY, serializeMockDb());
    } catch {
      // Storage full or blocked: the demo still works, it only forgets on reload.
    }
  };
  target.addEventListener('pagehide', save);
  target.addEventListener('storage', (event) => {
    if (!isStorageEvent(event)) return;
    if (event.storageArea === storage && event.key === MOCK_STATE_KEY && event.newValue) {
      restoreMockDb(event.newValue);
    }
  });
  return { save };
}
