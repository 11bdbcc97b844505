/** The fetch under openapi-fetch: retries what is safe to retry, with exponential backoff. */
import type { Clock } from './clock';
import { isAbortError } from './errors';
import { IDEMPOTENCY_KEY_HEADER } from './writeOperations';

export type FetchFn = (request: Request) => Promise<Response>;

/** Three retries after the first attempt: 300, 600, 1200 ms. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [300, 600, 1200];

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/**
 * Reads are retried on a network error and on 5xx/429. Writes are retried only when they carry an
 * Idempotency-Key and only on a network error: an HTTP error status means the server answered, and
 * repeating a write it may have performed is not ours to decide.
 */
export function createRetryingFetch(
  fetchFn: FetchFn,
  clock: Clock,
  retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): FetchFn {
  return async (request) => {
    const read = isReadMethod(request.method);
    const retryOnNetworkError = read || request.headers.has(IDEMPOTENCY_KEY_HEADER);
    for (let attempt = 0; ; attempt++) {
      const delay = retryDelaysMs[attempt];
      let response: Response;
      try {
        // Each attempt sends a clone: a body can be read only once, and a retry needs it again.
        response = await fetchFn(request.clone());
      } catch (error) {
        if (delay === undefined || !retryOnNetworkError || isAbortError(error) || request.signal.aborted) {
          throw error;
        }
        await clock.sleep(delay, request.signal);
        continue;
      }
      if (delay === undefined || !read || !isRetryableStatus(response.status)) return response;
      // Release the connection; the retry replaces this response.
      await response.body?.cancel().catch(() => undefined);
      await clock.sleep(delay, request.signal);
    }
  };
}
