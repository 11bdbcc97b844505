/**
 * Idempotency-Key handling: a retried write with the same key, route and caller gets the first result back.
 * Keys belong to the caller who sent them: another user's key is a fresh request, and a 409 (same key, other
 * body) can only ever be about the caller's own keys, so it reveals nothing about anybody else's.
 */
import type { MockDb } from './data/types';
import { fail } from './errors';

/** How long a key is remembered, as documented for the Idempotency-Key header. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;

export interface WriteResult<Body> {
  status: number;
  body: Body;
  replayed: boolean;
}

/**
 * Whose key it is: a logged-in user's id, or `'anonymous'` for public calls (registration). Anonymous keys also
 * carry the body, so only the identical request – which the sender already knows in full – is replayed, and a
 * different body under somebody else's key is simply a new request, never a 409.
 */
export type IdempotencyOwner = number | 'anonymous';

export function idempotentWrite<Body>(
  db: MockDb,
  request: Request,
  owner: IdempotencyOwner,
  route: string,
  requestBody: unknown,
  write: () => { status: number; body: Body },
): WriteResult<Body> {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return { ...write(), replayed: false };
  // The body's meaning, not its spelling: the same JSON in another key order is the same request.
  const bodyKey = canonicalJson(requestBody);
  const storeKey =
    owner === 'anonymous' ? `anonymous ${route} ${key} ${bodyKey}` : `user:${owner} ${route} ${key}`;
  const stored = db.idempotency.get(storeKey);
  if (stored && Date.now() - stored.storedAt < IDEMPOTENCY_KEY_RETENTION_MS) {
    if (stored.bodyKey !== bodyKey) {
      fail(
        409,
        'Der Idempotency-Key wurde bereits für eine andere Anfrage verwendet.',
        'idempotency_key_reused',
      );
    }
    return { status: stored.status, body: stored.body as Body, replayed: true };
  }
  // Failed writes throw before this point and are not stored, so a corrected retry with the same key goes through.
  const result = write();
  db.idempotency.set(storeKey, { bodyKey, storedAt: Date.now(), status: result.status, body: result.body });
  return { ...result, replayed: false };
}

/** JSON with every object's keys sorted, so two bodies that mean the same compare equal. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

export function replayHeaders(result: WriteResult<unknown>): HeadersInit | undefined {
  return result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined;
}
