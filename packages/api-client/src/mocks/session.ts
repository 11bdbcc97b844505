/** Token rules of the real server: 60 s access tokens, 30-day refresh tokens, single-use login links. */
import type { components } from '../generated/schema';
import { scopesFor } from './data/roles';
import type { MockDb, PunchoutRecord, Scope, UserRecord } from './data/types';
import { fails } from './errors';

export const ACCESS_TOKEN_LIFETIME_MS = 60_000;
export const REFRESH_TOKEN_LIFETIME_MS = 2_592_000_000;
export const MAGIC_LINK_LIFETIME_MS = 15 * 60_000;
export const CONFIRMATION_LIFETIME_MS = 72 * 3_600_000;

type TokenPair = components['schemas']['TokenPair'];

const randomHex = (length: number): string => {
  let out = '';
  while (out.length < length)
    out += Math.floor(Math.random() * 0x100000000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, length);
};

const base64Url = (value: unknown): string => {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** An opaque token shaped like the backend's JWTs, so clients that peek at `exp` see realistic values. */
function accessToken(db: MockDb, user: UserRecord, issuedAt: number): string {
  const payload = {
    iat: Math.floor(issuedAt / 1000),
    exp: Math.floor((issuedAt + ACCESS_TOKEN_LIFETIME_MS) / 1000),
    username: user.email,
    jti: `${++db.sequence.token}`,
  };
  return `${base64Url({ typ: 'JWT', alg: 'RS256' })}.${base64Url(payload)}.${randomHex(86)}`;
}

/** How long a session started by a password-reset link may set a new password without the current one. */
export const PASSWORD_RESET_LIFETIME_MS = MAGIC_LINK_LIFETIME_MS;

/**
 * A new token pair. `passwordResetUntil` marks a session started by a password-reset link (or refreshed from
 * one): both tokens carry it, so the 60-second access tokens do not cut the reset short.
 */
export function issueTokenPair(
  db: MockDb,
  user: UserRecord,
  passwordResetUntil?: number,
  /** The login a refresh continues; a login starts a new family. */
  family: string = randomHex(32),
  /** The punchout session the tokens belong to (a start token's exchange, or a refresh of one of its). */
  punchout?: PunchoutRecord,
): TokenPair & { expires_in: 60 } {
  const now = Date.now();
  forgetExpired(db, now);
  const token = accessToken(db, user, now);
  const refresh_token = randomHex(128);
  const reset = {
    ...(passwordResetUntil !== undefined && now < passwordResetUntil ? { passwordResetUntil } : {}),
    ...(punchout ? { punchout } : {}),
  };
  db.accessTokens.set(token, {
    userId: user.id,
    expiresAt: now + ACCESS_TOKEN_LIFETIME_MS,
    family,
    ...reset,
  });
  db.refreshTokens.set(refresh_token, {
    userId: user.id,
    expiresAt: now + REFRESH_TOKEN_LIFETIME_MS,
    family,
    ...reset,
  });
  return { token, refresh_token, expires_in: 60 };
}

/** Refresh tokens past their 30 days – retired ones included – need not be remembered any more. */
function forgetExpired(db: MockDb, now: number): void {
  for (const [token, record] of db.refreshTokens) if (record.expiresAt <= now) db.refreshTokens.delete(token);
}

/** Rotation: the refresh token stays known as retired, so presenting it again is recognised as reuse. */
export function retireRefreshToken(db: MockDb, refreshToken: string): void {
  const record = db.refreshTokens.get(refreshToken);
  if (record) db.refreshTokens.set(refreshToken, { ...record, retired: true });
}

/**
 * Ends one login: every refresh token of its family (current and retired), with `accessTokens` its access
 * tokens too. `refreshToken` is one of the family; one from before families were recorded ends only itself.
 */
export function revokeFamily(db: MockDb, refreshToken: string, { accessTokens = false } = {}): void {
  const family = db.refreshTokens.get(refreshToken)?.family;
  db.refreshTokens.delete(refreshToken);
  if (family === undefined) return;
  for (const tokens of accessTokens ? [db.accessTokens, db.refreshTokens] : [db.refreshTokens])
    for (const [token, record] of tokens) if (record.family === family) tokens.delete(token);
}

/** Whether the request's access token belongs to a session started by a password-reset link that is still open. */
export function isPasswordResetSession(db: MockDb, request: Request): boolean {
  const token = bearerOf(request);
  const until = token ? db.accessTokens.get(token)?.passwordResetUntil : undefined;
  return until !== undefined && Date.now() < until;
}

export function newOpaqueToken(): string {
  return randomHex(48);
}

function bearerOf(request: Request): string | null {
  const header = request.headers.get('Authorization');
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

function userForToken(db: MockDb, token: string): UserRecord {
  const record = db.accessTokens.get(token);
  if (!record) return fails.unauthorized('Invalid JWT Token', 'token_invalid');
  if (Date.now() >= record.expiresAt) return fails.unauthorized('Expired JWT Token', 'token_expired');
  const user = db.users.find((candidate) => candidate.id === record.userId);
  if (!user) return fails.unauthorized('Invalid JWT Token', 'token_invalid');
  // A punchout session sees its buyer's company and no other (visibility.ts reads this), whatever the user may.
  return record.punchout ? { ...user, punchoutCustomerId: record.punchout.customerId } : user;
}

/** The punchout session of the request's access token, if it belongs to one. */
export function punchoutOf(db: MockDb, request: Request): PunchoutRecord | undefined {
  const token = bearerOf(request);
  return token ? db.accessTokens.get(token)?.punchout : undefined;
}

/** Ends a punchout session: every access and refresh token of it stops working at once. */
export function endPunchoutSession(db: MockDb, id: string): void {
  for (const tokens of [db.accessTokens, db.refreshTokens])
    for (const [token, record] of tokens) if (record.punchout?.id === id) tokens.delete(token);
}

/** The user of the Bearer token; throws 401 like the firewall does. */
export function requireUser(db: MockDb, request: Request): UserRecord {
  const token = bearerOf(request);
  if (token === null) return fails.unauthorized('JWT Token not found', 'token_missing');
  return userForToken(db, token);
}

/** For public calls that show more to logged-in users: no header is fine, a bad token still gives 401. */
export function optionalUser(db: MockDb, request: Request): UserRecord | null {
  const token = bearerOf(request);
  return token === null ? null : userForToken(db, token);
}

export function revokeTokens(db: MockDb, userId: number, which: 'refresh' | 'all'): void {
  for (const [token, record] of db.refreshTokens)
    if (record.userId === userId) db.refreshTokens.delete(token);
  if (which === 'all') {
    for (const [token, record] of db.accessTokens)
      if (record.userId === userId) db.accessTokens.delete(token);
  }
}

export function scopesOf(user: UserRecord): Scope[] {
  return scopesFor(user.roles, user.clients);
}

export function hasScope(user: UserRecord, scope: Scope): boolean {
  return scopesOf(user).includes(scope);
}

export function requireScope(user: UserRecord, scope: Scope): void {
  if (!hasScope(user, scope)) fails.forbidden();
}
