/** MSW request interception for Node tests: `server.listen({ onUnhandledRequest: 'error' })`. */
import { setupServer } from 'msw/node';
import { createHandlers } from './handlers';

export function createMockServer(baseUrl?: string) {
  return setupServer(...createHandlers(baseUrl));
}

/** Server with the default base URL `/api`. */
export const server = createMockServer();
