/** Reads a response's `Retry-After` (RFC 9110 §10.2.3): the server's word on when to ask again. */

/** Statuses whose `Retry-After` the client honours: too many requests and a service that is down for a while. */
export const honoursRetryAfter = (status: number) => status === 429 || status === 503;

const delaySeconds = /^\d+$/;

/**
 * How many milliseconds from `now` the server asks to wait: `Retry-After` as seconds (`30`) or as an HTTP date
 * (`Wed, 21 Oct 2026 07:28:00 GMT`, 0 once it has passed). Undefined without the header or when it is neither.
 */
export function retryAfterMs(headers: Headers, now: number): number | undefined {
  const value = headers.get('Retry-After')?.trim();
  if (!value) return undefined;
  if (delaySeconds.test(value)) return Number(value) * 1000;
  // An HTTP date names its weekday or month in letters; `Date.parse` alone would take '1.5' or '2026' for dates.
  if (!/[a-z]/i.test(value)) return undefined;
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** The wait in whole seconds (rounded up, so the user never tries a moment too soon); undefined as above. */
export function retryAfterSeconds(headers: Headers, now: number): number | undefined {
  const ms = retryAfterMs(headers, now);
  return ms === undefined ? undefined : Math.ceil(ms / 1000);
}
