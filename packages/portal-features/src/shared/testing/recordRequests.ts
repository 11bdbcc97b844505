import { type HttpHandler, http } from 'msw';

export interface RecordedRequest {
  query: URLSearchParams;
  body: unknown;
}

/** Records the requests to one route and lets the mock backend answer them; call in `beforeEach({ msw })`. */
export function recordRequests(
  msw: { use(...handlers: HttpHandler[]): void },
  method: 'post' | 'get' | 'patch' | 'delete',
  path: string,
): RecordedRequest[] {
  const requests: RecordedRequest[] = [];
  msw.use(
    http[method](`/api${path}`, async ({ request }) => {
      const body =
        method === 'post' || method === 'patch'
          ? await request
              .clone()
              .json()
              .catch(() => undefined)
          : undefined;
      requests.push({ query: new URL(request.url).searchParams, body });
      return undefined;
    }),
  );
  return requests;
}
