/**
 * Which refresh token replaced which, for the tabs of one browser. The session store (localStorage) tells the
 * other tabs of a rotation, but late: Chromium keeps a copy of localStorage per renderer process and brings other
 * processes' writes in afterwards, so a tab that takes the refresh lock right after another tab rotated may still
 * read the spent token (two tabs counting to 600 under one Web Lock ended at 253) – and presenting it again ends
 * the login everywhere. The tab that rotates writes the pair here, in IndexedDB, before it lets go of the lock;
 * an IndexedDB transaction started after another one completed sees its writes in every tab.
 */

import { follow, ROTATION_MEMORY_MS, type RotationLedger } from './rotationLedger';

export { ROTATION_MEMORY_MS, type RotationLedger } from './rotationLedger';

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

/**
 * IndexedDB where the browser has it, else memory (this tab alone). The IndexedDB code loads on the first use –
 * a refresh or a logout – not with every page's entry.
 */
export function defaultRotationLedger(): RotationLedger {
  if (typeof indexedDB === 'undefined') return memoryRotationLedger();
  let ledger: Promise<RotationLedger> | undefined;
  const load = () =>
    (ledger ??= import('./indexedDbRotations').then((module) => module.indexedDbRotationLedger(indexedDB)));
  return {
    successor: async (token) => (await load()).successor(token),
    record: async (spent, successor) => (await load()).record(spent, successor),
    clear: async () => (await load()).clear(),
  };
}
