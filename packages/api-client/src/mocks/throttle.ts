/**
 * Throttling of the calls that guess or send (openapi.yaml, "Throttling"): failed logins per account and per
 * client address, login links and registrations per address. Past the limit a call is answered 429 with
 * `Retry-After` before it is evaluated – 30 s, doubling with each further attempt counted, at most 15 minutes.
 */
import type { MockDb } from './data/types';
import { errorResponse } from './errors';

export const THROTTLE_WINDOW_MS = 15 * 60_000;
const FIRST_WAIT_S = 30;
const LONGEST_WAIT_S = 15 * 60;

export interface ThrottleKey {
  key: string;
  /** Attempts within the window before the next one waits. */
  limit: number;
}

/**
 * The address the call came from. `npm run mock-api` sets this header from the socket (and drops any the client
 * sent); in the browser there is one client, the page itself.
 */
export const CLIENT_ADDRESS_HEADER = 'x-mock-client-address';

export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) ?? 'this-browser';
}

function recent(db: MockDb, key: string, now: number): number[] {
  const times = (db.throttle.get(key) ?? []).filter((time) => now - time < THROTTLE_WINDOW_MS);
  if (times.length > 0) db.throttle.set(key, times);
  else db.throttle.delete(key);
  return times;
}

/** Seconds until `keys` admit another attempt; 0 when they do now. */
export function secondsToWait(db: MockDb, keys: readonly ThrottleKey[], now = Date.now()): number {
  let wait = 0;
  for (const { key, limit } of keys) {
    const times = recent(db, key, now);
    const last = times.at(-1);
    if (last === undefined || times.length < limit) continue;
    const lockSeconds = Math.min(LONGEST_WAIT_S, FIRST_WAIT_S * 2 ** (times.length - limit));
    wait = Math.max(wait, Math.ceil((last + lockSeconds * 1000 - now) / 1000));
  }
  return wait;
}

/** 429 with `Retry-After` while any of `keys` is over its limit. */
export function refuseWhileThrottled(db: MockDb, keys: readonly ThrottleKey[]): void {
  const seconds = secondsToWait(db, keys);
  if (seconds <= 0) return;
  throw errorResponse(
    429,
    {
      message: `Zu viele Versuche. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`,
      code: 'too_many_attempts',
    },
    { 'Retry-After': String(seconds) },
  );
}

export function countAttempt(db: MockDb, keys: readonly ThrottleKey[], now = Date.now()): void {
  for (const { key } of keys) db.throttle.set(key, [...recent(db, key, now), now]);
}

export function forgetAttempts(db: MockDb, key: string): void {
  db.throttle.delete(key);
}

/** Forgets every counted attempt: each story starts unthrottled, though the demo's data lives on between them. */
export function forgetAllAttempts(db: MockDb): void {
  db.throttle.clear();
}
