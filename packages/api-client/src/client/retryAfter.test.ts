import { describe, expect, it } from 'vitest';
import { retryAfterMs, retryAfterSeconds } from './retryAfter';

const now = Date.UTC(2026, 10, 28, 8, 0, 0);
const headers = (value?: string) => new Headers(value === undefined ? {} : { 'Retry-After': value });

describe('Retry-After', () => {
  it('reads seconds', () => {
    expect(retryAfterMs(headers('30'), now)).toBe(30_000);
    expect(retryAfterMs(headers(' 0 '), now)).toBe(0);
    expect(retryAfterSeconds(headers('900'), now)).toBe(900);
  });

  it('reads an HTTP date as the time until then, never below 0', () => {
    expect(retryAfterMs(headers(new Date(now + 90_000).toUTCString()), now)).toBe(90_000);
    expect(retryAfterMs(headers('Sat, 28 Nov 2026 07:00:00 GMT'), now)).toBe(0);
  });

  it('rounds a part of a second up: the user never tries a moment too soon', () => {
    expect(retryAfterSeconds(headers(new Date(now + 29_001).toUTCString()), now - 1)).toBe(30);
  });

  it('gives nothing for a missing or unreadable header', () => {
    for (const value of [undefined, '', 'soon', '1.5', '-3', '2026-11-28', '30s']) {
      expect(retryAfterMs(headers(value), now), String(value)).toBeUndefined();
    }
  });
});
