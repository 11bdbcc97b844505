/** Idempotency-Key handling: a retried write with the same key and route gets the first result back. */
import type { MockDb } from './data/types';
import { fail } from './errors';

/** How long a key is remembered, as documented for the Idempotency-Key header. */
export const IDEMPOTENCY_KEY_RETENTION_MS = 24 * 3_600_000;

export interface WriteResult<Body> {
  status: number;
  body: Body;
  replayed: boolean;
}

export function idempotentWrite<Body>(
  db: MockDb,
  request: Request,
  route: string,
  requestBody: unknown,
  write: () => { status: number; body: Body },
): WriteResult<Body> {
  const key = request.headers.get('Idempotency-Key');
  if (!key) return { ...write(), replayed: false };
  const storeKey = `${route} ${key}`;
  const bodyKey = JSON.stringify(requestBody);
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

export function replayHeaders(result: WriteResult<unknown>): HeadersInit | undefined {
  return result.replayed ? { 'Idempotent-Replayed': 'true' } : undefined;
}
