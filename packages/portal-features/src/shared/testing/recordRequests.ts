import type { HttpHandler } from 'msw';
import { storyHttp } from './storyHttp';

export interface RecordedRequest {
  query: URLSearchParams;
  body: unknown;
}

type Method = 'post' | 'get' | 'patch' | 'delete';

/**
 * Records the requests to one operation and lets the mock backend answer them; call in `beforeEach({ msw })`.
 * The path is openapi.yaml's template (`/user/{id}`), typed like storyHttp's, so a renamed path fails tsc here too.
 */
export function recordRequests<M extends Method>(
  msw: { use(...handlers: HttpHandler[]): void },
  method: M,
  path: Parameters<(typeof storyHttp)[M]>[0],
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  const record = async ({ request }: { request: Request }) => {
    const body =
      method === 'post' || method === 'patch'
        ? await request
            .clone()
            .json()
            .catch(() => undefined)
        : undefined;
    requests.push({ query: new URL(request.url).searchParams, body });
    return undefined;
  };
  // One signature for the four methods' handlers (their paths differ, the recorder does not care).
  const handler = (storyHttp[method] as (path: string, resolver: typeof record) => HttpHandler)(path, record);
  msw.use(handler);
  return requests;
}
