/** MSW service worker for demo mode and Storybook: `await createMockWorker('/api').start()`. */
import { setupWorker } from 'msw/browser';
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

/** Worker with the default base URL `/api`. */
export const worker = createMockWorker();
