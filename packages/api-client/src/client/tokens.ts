/** Token lifetimes: when an access token expires and when it is due for a refresh. */

/** Access tokens live 60 s unless the backend says otherwise. */
export const DEFAULT_ACCESS_TOKEN_LIFETIME_S = 60;
/** Refresh tokens (and with them a session that survives a reload) last 30 days. */
export const REFRESH_TOKEN_LIFETIME_S = 2_592_000;
/** Refresh this long before expiry so a token never runs out on its way to the server. */
export const REFRESH_MARGIN_MS = 5_000;

export interface TokenPairLike {
  token: string;
  refresh_token: string;
  expires_in?: number | null;
}

export interface AccessToken {
  value: string;
  /** Epoch ms. */
  expiresAt: number;
}

/** The `exp` claim (epoch seconds) of a JWT, or undefined when the token is not a JWT. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (token.split('.').length !== 3 || !payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')));
    if (typeof claims === 'object' && claims !== null && 'exp' in claims && typeof claims.exp === 'number') {
      return claims.exp;
    }
  } catch {
    // Not base64 JSON: an opaque token.
  }
  return undefined;
}

/**
 * `expires_in` is relative and so immune to clock skew between browser and server, hence it wins;
 * then the JWT `exp`; then the documented 60 s.
 */
export function accessTokenFrom(pair: TokenPairLike, now: number): AccessToken {
  if (typeof pair.expires_in === 'number' && pair.expires_in > 0) {
    return { value: pair.token, expiresAt: now + pair.expires_in * 1000 };
  }
  const exp = jwtExpiry(pair.token);
  if (exp !== undefined) return { value: pair.token, expiresAt: exp * 1000 };
  return { value: pair.token, expiresAt: now + DEFAULT_ACCESS_TOKEN_LIFETIME_S * 1000 };
}

export function needsRefresh(token: AccessToken | null, now: number, marginMs = REFRESH_MARGIN_MS): boolean {
  return token === null || now >= token.expiresAt - marginMs;
}
