/** MSW service worker for demo mode and Storybook: `await createMockWorker('/api').start()`. */
import { setupWorker } from 'msw/browser';
import { getDb } from './db';
import { createHandlers } from './handlers';
import { persistMockDb } from './persistence';
import { MockRouter } from './router';

export interface MockWorkerOptions {
  /** Keeps the mock's changes across page loads in this storage (the demo passes localStorage). */
  storage?: Storage;
}

export function createMockWorker(baseUrl?: string, options: MockWorkerOptions = {}) {
  const worker = setupWorker(new MockRouter(createHandlers(baseUrl), window.location.origin));
  if (options.storage) {
    const { save } = persistMockDb(options.storage, window);
    // Reads change nothing; every write (login, refresh, basket, order…) is saved once answered.
    worker.events.on('response:mocked', ({ request }) => {
      if (request.method !== 'GET') save();
    });
  }
  return worker;
}

/**
 * Builds the seeded database (catalogue, customers, orders) ahead of `createMockWorker`, which otherwise builds
 * it on the way: a page starting the demo can do the two in separate tasks.
 */
export function buildMockDb(): void {
  getDb();
}
