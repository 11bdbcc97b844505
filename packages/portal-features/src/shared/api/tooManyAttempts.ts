import type { FieldRefusal, LoginResult, Throttled } from '@kundenportal/api-client';
import type { ApiResult } from './result';

/**
 * The one reading of a refusal for too many attempts (429, openapi.yaml "Throttling") – from a call's result or
 * a login's: how long the server asks the user to wait (`retryAfterSeconds`, undefined when it did not say);
 * undefined for any other outcome.
 */
export function tooManyAttempts(
  result: ApiResult<unknown> | LoginResult | FieldRefusal,
): Throttled | undefined {
  if (typeof result === 'string') return undefined;
  if (result.kind === 'throttled') return result;
  if (result.kind === 'rejected' && result.status === 429) {
    return { kind: 'throttled', retryAfterSeconds: result.retryAfterSeconds };
  }
  return undefined;
}
