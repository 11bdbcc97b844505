/**
 * The one result shape of a call that can fail (spec §8). Every feature calls the API through `callApi`,
 * so every screen tells the same four outcomes apart.
 */
import {
  type FieldError,
  isApiErrorBody,
  retryAfterSeconds,
  ServiceUnavailableError,
  SessionEndedError,
} from '@kundenportal/api-client';

export type ApiResult<T> =
  | { kind: 'ok'; data: T; status: number }
  /**
   * The server answered with an error: its status, message and field errors, as far as it sent them, and the
   * seconds its `Retry-After` asks to wait (429 too many attempts, 503) – read them with `tooManyAttempts`.
   */
  | {
      kind: 'rejected';
      status: number;
      message: string | undefined;
      fieldErrors: readonly FieldError[];
      retryAfterSeconds?: number;
    }
  /** No response (after the client's retries). The API client has already sent the app to /outofservice. */
  | { kind: 'unreachable' }
  /** The session ended (refresh refused). The API client has already logged out and gone home. */
  | { kind: 'sessionEnded' };

export type ApiFailure = Exclude<ApiResult<unknown>, { kind: 'ok' }>;

/** What openapi-fetch resolves to: `data` on success, `error` (the body) otherwise. */
interface FetchOutcome<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/**
 * Checks that a 2xx answer's body is what the contract promises – at least what the page reads of it (see
 * `contract.ts`). A body that fails is the server's fault, not the page's.
 */
export type AnswerCheck = (data: unknown) => boolean;

/** A 2xx whose body is no JSON or not the contract's shape: a faulty answer, as from a broken gateway (spec §8). */
const faultyAnswer = { kind: 'rejected', status: 502, message: undefined, fieldErrors: [] } as const;

/**
 * Runs one openapi-fetch call and folds every outcome into an {@link ApiResult}. Throwing is left to
 * programming errors: a network failure, a refused refresh, an error status and a 2xx whose body does not
 * parse (HTML from a proxy, cut-off JSON) or fails `check` (`null`, wrong fields) all come back as values –
 * the last two as a rejection (502), so every caller shows its failure instead of breaking on the data.
 */
export async function callApi<T>(
  request: () => Promise<FetchOutcome<T>>,
  check?: AnswerCheck,
): Promise<ApiResult<T>> {
  try {
    const { data, error, response } = await request();
    if (response.ok && error === undefined) {
      return check && !check(data) ? faultyAnswer : { kind: 'ok', data: data as T, status: response.status };
    }
    const body = isApiErrorBody(error) ? error : undefined;
    const wait = retryAfterSeconds(response.headers, Date.now());
    return {
      kind: 'rejected',
      status: response.ok ? 502 : response.status,
      message: body?.message || undefined,
      fieldErrors: (body?.errors ?? []).map(({ field, message }) => ({ field, message })),
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
    };
  } catch (error) {
    if (error instanceof SessionEndedError) return { kind: 'sessionEnded' };
    if (error instanceof ServiceUnavailableError) return { kind: 'unreachable' };
    if (error instanceof TypeError) return { kind: 'unreachable' };
    // openapi-fetch parses a 2xx body as JSON and throws what JSON.parse throws.
    if (error instanceof SyntaxError) return faultyAnswer;
    throw error;
  }
}

/**
 * What to tell the user when a write failed: the server's own words for a refused request (4xx: its field errors'
 * messages without their paths, else its message), the fallback for a server fault (5xx), whose message – 'Internal
 * Server Error' – means nothing to a customer.
 */
export function writeFailureText(result: ApiFailure, fallback: string): string {
  return result.kind === 'rejected' && result.status < 500 ? rejectionText(result, fallback) : fallback;
}

/**
 * A rejection as one line for a notice: the field errors' messages (never their paths such as `user.email`,
 * which mean nothing to a user – forms that can show a message beside its field use `sortFieldErrors`
 * first), else the server's message, else the fallback.
 */
export function rejectionText(result: ApiFailure, fallback: string): string {
  if (result.kind !== 'rejected') return fallback;
  const messages = [...new Set(result.fieldErrors.map(({ message }) => message.trim()).filter(Boolean))];
  if (messages.length > 0) return messages.join(' ');
  return result.message || fallback;
}

/** Thrown by SWR fetchers so a failing read lands in SWR's `error`; carries the failure for the page. */
export class ApiFailureError extends Error {
  override readonly name = 'ApiFailureError';
  constructor(readonly failure: ApiFailure) {
    super(`API call failed: ${failure.kind}${failure.kind === 'rejected' ? ` ${failure.status}` : ''}`);
  }
}

/** The data of a successful read; any failure becomes an {@link ApiFailureError} for SWR. */
export function dataOrThrow<T>(result: ApiResult<T>): T {
  if (result.kind === 'ok') return result.data;
  throw new ApiFailureError(result);
}
