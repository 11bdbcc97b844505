/** MSW service worker for demo mode and Storybook: `await createMockWorker('/api').start()`. */
import { setupWorker } from 'msw/browser';
import { createHandlers } from './handlers';

export function createMockWorker(baseUrl?: string) {
  return setupWorker(...createHandlers(baseUrl));
}

/** Worker with the default base URL `/api`. */
export const worker = createMockWorker();
