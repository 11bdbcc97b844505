/**
 * The writes that create something on the server. They carry an `Idempotency-Key` and are the only
 * writes retried, and only when no response came back: the server then either never saw the request
 * or dedupes the repeat by its key, so a retried order is never placed twice.
 */
export const WRITE_OPERATIONS = [
  { method: 'POST', path: '/order' },
  { method: 'POST', path: '/file' },
  { method: 'POST', path: '/orders/{id}/{positionId}/document' },
  { method: 'POST', path: '/orders/{id}/complaint' },
  { method: 'POST', path: '/registrations' },
  { method: 'POST', path: '/contact' },
] as const;

export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

// A template's `{param}` matches one path segment, so both `/orders/{id}/{x}/document` and
// `/orders/4711/10/document` are recognised.
const matchers = WRITE_OPERATIONS.map(({ method, path }) => ({
  method,
  pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}/?$`),
}));

/** True for the write operations listed in {@link WRITE_OPERATIONS}; `path` is a schema path or a URL path without the base URL. */
export function isWriteOperation(method: string, path: string): boolean {
  const upper = method.toUpperCase();
  return matchers.some((m) => m.method === upper && m.pattern.test(path));
}
