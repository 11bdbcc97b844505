/** MSW service worker for demo mode and Storybook: `await createMockWorker('/api').start()`. */
import { setupWorker } from 'msw/browser';
import { getDb } from './db';
import { createHandlers } from './handlers';
import { persistMockDb } from './persistence';
import { MockRouter, type MockRouterOptions } from './router';
import { indexedDbMockStore, shareMockState, webLockForMock, writesState } from './sharedState';

export interface MockWorkerOptions {
  /**
   * Keeps the mock's changes across page loads and shares them with the other tabs (the demo passes
   * localStorage): in IndexedDB, one request at a time across tabs (`sharedState.ts`); in this storage where
   * the browser has no IndexedDB. A state an older demo kept in this storage is taken over.
   */
  storage?: Storage;
}

function persistence(storage: Storage): MockRouterOptions {
  if (typeof indexedDB !== 'undefined') {
    const around = shareMockState({ store: indexedDbMockStore(indexedDB, storage), lock: webLockForMock });
    return { around: (request, handle) => around(writesState(request), handle) };
  }
  const { save } = persistMockDb(storage, window);
  return {
    around: async (request, handle) => {
      const result = await handle();
      if (writesState(request)) save();
      return result;
    },
  };
}

export function createMockWorker(baseUrl?: string, options: MockWorkerOptions = {}) {
  return setupWorker(
    new MockRouter(
      createHandlers(baseUrl),
      window.location.origin,
      options.storage ? persistence(options.storage) : {},
    ),
  );
}

/**
 * Builds the seeded database (catalogue, customers, orders) ahead of `createMockWorker`, which otherwise builds
 * it on the way: a page starting the demo can do the two in separate tasks.
 */
export function buildMockDb(): void {
  getDb();
}
