import { describe, expect, it } from 'vitest';
import { accessTokenFrom, jwtExpiry, needsRefresh } from './tokens';

const jwtWith = (claims: object) =>
  `eyJhbGciOiJIUzI1NiJ9.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.sig`;

describe('token lifetimes', () => {
  it('prefers expires_in, then the JWT exp, then 60 s', () => {
    const jwt = jwtWith({ exp: 2000, sub: 'kunde?>' });
    expect(accessTokenFrom({ token: jwt, refresh_token: 'r', expires_in: 30 }, 1_000_000).expiresAt).toBe(
      1_030_000,
    );
    expect(accessTokenFrom({ token: jwt, refresh_token: 'r' }, 1_000_000).expiresAt).toBe(2_000_000);
    expect(accessTokenFrom({ token: 'opaque', refresh_token: 'r' }, 1_000_000).expiresAt).toBe(1_060_000);
  });

  it('reads exp only from well-formed JWTs', () => {
    expect(jwtExpiry(jwtWith({ exp: 1700000000 }))).toBe(1700000000);
    expect(jwtExpiry(jwtWith({ sub: 'x' }))).toBeUndefined();
    expect(jwtExpiry('a.b')).toBeUndefined();
    expect(jwtExpiry('a.%%%.c')).toBeUndefined();
  });

  it('is due for refresh within the 5 s margin', () => {
    const token = { value: 't', expiresAt: 60_000 };
    expect(needsRefresh(token, 54_999)).toBe(false);
    expect(needsRefresh(token, 55_000)).toBe(true);
    expect(needsRefresh(null, 0)).toBe(true);
  });
});
