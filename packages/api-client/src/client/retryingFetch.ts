/** The fetch under openapi-fetch: retries what is safe to retry, with exponential backoff. */
import type { Clock } from './clock';
import { isAbortError } from './errors';
import { honoursRetryAfter, retryAfterMs } from './retryAfter';
import { IDEMPOTENCY_KEY_HEADER } from './writeOperations';

export type FetchFn = (request: Request) => Promise<Response>;

/** Three retries after the first attempt: 300, 600, 1200 ms. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [300, 600, 1200];

/**
 * The longest a read waits in all before its retries, a server's `Retry-After` included. A server that asks for
 * more is answered by handing its response to the caller at once: a page that sits silent for 30 s is worse than
 * one that says the server is busy, and the user may ask again later.
 */
export const MAX_RETRY_WAIT_MS = 10_000;

const isReadMethod = (method: string) => method === 'GET' || method === 'HEAD';
const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/**
 * Reads are retried on a network error and on 5xx/429. Writes are retried only when they carry an
 * Idempotency-Key and only on a network error: an HTTP error status means the server answered, and
 * repeating a write it may have performed is not ours to decide. A 429 or 503 with `Retry-After` is never
 * retried before that time, and not at all when the wait would pass `maxWaitMs`.
 */
export function createRetryingFetch(
  fetchFn: FetchFn,
  clock: Clock,
  retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
  maxWaitMs: number = MAX_RETRY_WAIT_MS,
): FetchFn {
  return async (request) => {
    const read = isReadMethod(request.method);
    const retryOnNetworkError = read || request.headers.has(IDEMPOTENCY_KEY_HEADER);
    let waited = 0;
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
        waited += delay;
        continue;
      }
      if (delay === undefined || !read || !isRetryableStatus(response.status)) return response;
      const asked = honoursRetryAfter(response.status)
        ? retryAfterMs(response.headers, clock.now())
        : undefined;
      const wait = Math.max(delay, asked ?? 0);
      if (asked !== undefined && waited + wait > maxWaitMs) return response;
      // Release the connection; the retry replaces this response.
      await response.body?.cancel().catch(() => undefined);
      await clock.sleep(wait, request.signal);
      waited += wait;
    }
  };
}
