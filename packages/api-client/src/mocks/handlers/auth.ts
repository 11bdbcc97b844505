/** Login by password or login link, token refresh and the logged-in user. */
import type { HttpHandler } from 'msw';
import { isoDateTime } from '../data/dataset';
import { getDb } from '../db';
import { DEMO_PASSWORD_HASH } from '../demoLogins';
import { fail } from '../errors';
import { mailbox, portalLink } from '../mailbox';
import { verifyPassword } from '../passwords';
import { presentAuthenticatedUser } from '../present';
import { queryOf, readLanguage } from '../query';
import { readBody } from '../requestBody';
import {
  issueTokenPair,
  MAGIC_LINK_LIFETIME_MS,
  newOpaqueToken,
  PASSWORD_RESET_LIFETIME_MS,
  punchoutOf,
  requireUser,
  retireRefreshToken,
  revokeFamily,
} from '../session';
import { clientAddress, countAttempt, forgetAttempts, refuseWhileThrottled } from '../throttle';
import type { ApiHttp } from './http';

const findUserByEmail = (email: string) => {
  const address = email.trim().toLowerCase();
  return getDb().users.find((user) => user.email.toLowerCase() === address);
};

export function authHandlers(http: ApiHttp): HttpHandler[] {
  return [
    postAuthLogin(http),
    postAuthRefresh(http),
    postAuthLogout(http),
    getAuthUser(http),
    postAuthMagic(http),
    postAuthMagicLogin(http),
  ];
}

/** POST /auth/login */
function postAuthLogin(http: ApiHttp): HttpHandler {
  return http.post('/auth/login', async ({ request, response }) => {
    const { email, password } = await readBody(request, 'LoginCredentials');
    const db = getDb();
    const account = { key: `login account ${email.toLowerCase()}`, limit: 5 };
    const keys = [account, { key: `login address ${clientAddress(request)}`, limit: 20 }];
    refuseWhileThrottled(db, keys);
    const user = findUserByEmail(email);
    // An unknown address costs the same hash as a known one: the time of the refusal tells nothing.
    const matches = await verifyPassword(password, user?.passwordHash ?? DEMO_PASSWORD_HASH);
    if (!user || !matches) {
      countAttempt(db, keys);
      return response(401).json({ message: 'Invalid credentials.', code: 'invalid_credentials' });
    }
    forgetAttempts(db, account.key);
    user.last_login_at = isoDateTime(Date.now());
    return response(200).json(issueTokenPair(db, user));
  });
}

/** POST /auth/refresh */
function postAuthRefresh(http: ApiHttp): HttpHandler {
  return http.post('/auth/refresh', async ({ request, response }) => {
    const { refresh_token } = await readBody(request, 'RefreshRequest');
    const db = getDb();
    const record = db.refreshTokens.get(refresh_token);
    const refused = () =>
      response(401).json({ message: 'Invalid JWT Refresh Token', code: 'refresh_token_invalid' });
    if (record?.retired) {
      // Reuse of a rotated-out token: either the user or a thief holds a copy, and the server cannot tell
      // which. OAuth 2.0 Security BCP: end the whole login, so the thief's newer tokens die with it.
      revokeFamily(db, refresh_token, { accessTokens: true });
      return refused();
    }
    const user = record && Date.now() < record.expiresAt && db.users.find((u) => u.id === record.userId);
    if (!user) {
      if (record) db.refreshTokens.delete(refresh_token);
      return refused();
    }
    // Rotation: the token just used is retired, so a stolen copy is worth one refresh at most.
    retireRefreshToken(db, refresh_token);
    return response(200).json(
      issueTokenPair(db, user, record.passwordResetUntil, record.family ?? newOpaqueToken(), record.punchout),
    );
  });
}

/** POST /auth/logout */
function postAuthLogout(http: ApiHttp): HttpHandler {
  return http.post('/auth/logout', async ({ request, response }) => {
    const { refresh_token } = await readBody(request, 'RefreshRequest');
    // Known or not, the answer is the same: a logout reveals nothing and may be repeated. It ends the login
    // the token belongs to, retired tokens of it included.
    revokeFamily(getDb(), refresh_token);
    return response(204).empty();
  });
}

/** GET /auth/user */
function getAuthUser(http: ApiHttp): HttpHandler {
  return http.get('/auth/user', ({ request, response }) => {
    const db = getDb();
    return response(200).json(
      presentAuthenticatedUser(db, requireUser(db, request), punchoutOf(db, request)),
    );
  });
}

/** POST /auth/magic */
function postAuthMagic(http: ApiHttp): HttpHandler {
  return http.post('/auth/magic', async ({ request, response }) => {
    const { magic_link } = await readBody(request, 'MagicLinkRequest');
    const language = readLanguage(queryOf(request));
    const db = getDb();
    // Every request counts, known address or not: the answer is the same either way.
    const keys = [
      { key: `magic account ${magic_link.email.toLowerCase()}`, limit: 5 },
      { key: `magic address ${clientAddress(request)}`, limit: 20 },
    ];
    refuseWhileThrottled(db, keys);
    countAttempt(db, keys);
    const user = findUserByEmail(magic_link.email);
    // Unknown addresses get the same answer, so the form cannot be used to probe for accounts.
    if (user) {
      const token = newOpaqueToken();
      const isReset = magic_link.target === 'forgotpassword';
      db.magicLinks.set(token, {
        userId: user.id,
        expiresAt: Date.now() + MAGIC_LINK_LIFETIME_MS,
        used: false,
        ...(isReset ? { purpose: 'password_reset' as const } : {}),
      });
      // The portal opens 'Neues Passwort festlegen' for `purpose=reset`; the session decides what is allowed.
      const target = isReset ? '&purpose=reset' : '';
      mailbox.deliver({
        to: user.email.toLowerCase(),
        kind: 'login-link',
        token,
        link: portalLink(language, `/login?magic=${token}${target}`),
      });
    }
    return response(204).empty();
  });
}

/** POST /auth/magic/login */
function postAuthMagicLogin(http: ApiHttp): HttpHandler {
  return http.post('/auth/magic/login', async ({ request, response }) => {
    const { token } = await readBody(request, 'MagicLoginRequest');
    const db = getDb();
    const keys = [{ key: `magic login address ${clientAddress(request)}`, limit: 20 }];
    refuseWhileThrottled(db, keys);
    const link = db.magicLinks.get(token);
    // A punchout start token is no login link: it is exchanged only by POST /punchout/session.
    const user =
      link &&
      !link.used &&
      link.purpose !== 'punchout' &&
      Date.now() < link.expiresAt &&
      db.users.find((u) => u.id === link.userId);
    if (!link || !user) {
      countAttempt(db, keys);
      return fail(
        401,
        'Login-Link ist nicht mehr gültig, bitte fordern Sie einen neuen Login-Link an!',
        'magic_link_invalid',
      );
    }
    link.used = true;
    user.last_login_at = isoDateTime(Date.now());
    const resetUntil =
      link.purpose === 'password_reset' ? Date.now() + PASSWORD_RESET_LIFETIME_MS : undefined;
    return response(200).json(issueTokenPair(db, user, resetUntil));
  });
}
