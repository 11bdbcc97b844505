/** The mock backend's state: built lazily on first use, changed by the handlers, rebuilt after resetMockDb(). */
import { buildDataset } from './data/dataset';
import type { MockDb } from './data/types';

let current: MockDb | undefined;

export function getDb(): MockDb {
  current ??= buildDataset();
  return current;
}

/** Forgets every change (baskets, users, tokens, mailbox, idempotency keys); the seed is rebuilt on next use. */
export function resetMockDb(): void {
  current = undefined;
}
