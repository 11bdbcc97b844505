/**
 * Which refresh token replaced which, for the tabs of one browser. The session store (localStorage) tells the
 * other tabs of a rotation, but late: Chromium keeps a copy of localStorage per renderer process and brings other
 * processes' writes in afterwards, so a tab that takes the refresh lock right after another tab rotated may still
 * read the spent token (two tabs counting to 600 under one Web Lock ended at 253) – and presenting it again ends
 * the login everywhere. The tab that rotates writes the pair here, in IndexedDB, before it lets go of the lock;
 * an IndexedDB transaction started after another one completed sees its writes in every tab.
 */

import type { RotationLedger } from './rotationLedger';

export type { RotationLedger } from './rotationLedger';

/**
 * IndexedDB where the browser has it, else memory (this tab alone). Its code loads on the first use – a refresh
 * or a logout – not with every page's entry.
 */
export function defaultRotationLedger(): RotationLedger {
  let ledger: Promise<RotationLedger> | undefined;
  const load = () =>
    (ledger ??= import('./indexedDbRotations').then((module) => module.browserRotationLedger()));
  return {
    successor: async (token) => (await load()).successor(token),
    record: async (spent, successor) => (await load()).record(spent, successor),
    clear: async () => (await load()).clear(),
  };
}
