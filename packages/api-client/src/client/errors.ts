/** Error shapes the client raises and helpers to turn backend errors into text. */

export interface FieldErrorLike {
  field: string;
  message: string;
}

export interface ApiErrorBodyLike {
  message?: string;
  code?: string;
  errors?: FieldErrorLike[] | null;
}

/**
 * Registration failures are shown as the backend's field errors joined as 'field: message'; without
 * field errors the backend message; without either the caller's fallback.
 */
export function fieldErrorsToMessage(error: ApiErrorBodyLike | null | undefined, fallback = ''): string {
  const fieldMessages = (error?.errors ?? []).map(({ field, message }) => `${field}: ${message}`);
  if (fieldMessages.length > 0) return fieldMessages.join(', ');
  return error?.message || fallback;
}

/** Narrows an unknown response body (openapi-fetch's `error`) to the backend's error shape. */
export function isApiErrorBody(value: unknown): value is ApiErrorBodyLike {
  return typeof value === 'object' && value !== null && ('message' in value || 'code' in value);
}

/** The request was not sent because the session ended (refresh rejected with 401). */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
  constructor(message = 'The session has ended.') {
    super(message);
  }
}

/** The backend gave no response, or the token refresh failed for a reason other than 401. */
export class ServiceUnavailableError extends Error {
  override readonly name = 'ServiceUnavailableError';
  constructor(message = 'The service is unavailable.', options?: { cause?: unknown }) {
    super(message, options);
  }
}

/** A fetch rejection caused by the caller aborting, as opposed to the network failing. */
export function isAbortError(error: unknown): boolean {
  return (error instanceof Error || error instanceof DOMException) && error.name === 'AbortError';
}
