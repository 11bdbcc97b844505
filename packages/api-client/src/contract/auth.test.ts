// @vitest-environment node
/** The mock enforces the real server's auth rules; time rules run on fake clocks. */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { components } from '../generated/schema';
import { demoConfirmationTokens } from '../mocks/data/dataset';
import { resetMockDb } from '../mocks/db';
import { demoLogins } from '../mocks/demoLogins';
import { mailbox } from '../mocks/mailbox';
import { createMockServer } from '../mocks/node';
import {
  ACCESS_TOKEN_LIFETIME_MS,
  CONFIRMATION_LIFETIME_MS,
  MAGIC_LINK_LIFETIME_MS,
  REFRESH_TOKEN_LIFETIME_MS,
} from '../mocks/session';
import { API, call, expectMatchesContract, login, tokenFor } from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
const CUSTOMER = 'kunde@kundenportal.example';
const START = Date.parse('2026-11-22T09:00:00Z');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetMockDb();
  // Only the clock is faked: MSW's interception keeps its real timers.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});
afterEach(() => vi.useRealTimers());

const later = (ms: number) => vi.setSystemTime(START + ms);

describe('password login', () => {
  it('answers a wrong password with 401 and the invalid-login body', async () => {
    const result = await call('POST', '/auth/login', { body: { email: CUSTOMER, password: 'Demo1234?' } });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Invalid credentials.', code: 'invalid_credentials' });
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const result = await call('POST', '/auth/login', {
      body: { email: 'wer@example.org', password: 'Demo1234!' },
    });
    expect(result.status).toBe(401);
    expect(result.body).toEqual({ message: 'Invalid credentials.', code: 'invalid_credentials' });
  });

  it('accepts the e-mail in any case and returns a token pair with expires_in 60', async () => {
    const result = await call('POST', '/auth/login', {
      body: { email: 'KUNDE@Kundenportal.example', password: 'Demo1234!' },
    });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({
      expires_in: 60,
      token: expect.any(String),
      refresh_token: expect.any(String),
    });
  });

  it('issues JWT-shaped access tokens whose exp is 60 s after iat', async () => {
    const { token } = await login(CUSTOMER);
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<
      string,
      number
    >;
    expect(payload.exp).toBe(Math.floor(START / 1000) + 60);
    expect(payload.iat).toBe(Math.floor(START / 1000));
  });

  it.each(demoLogins.map((demo) => [demo.email]))(
    'lets the demo login %s in with the demo password',
    async (email) => {
      await login(email);
    },
  );
});

describe('access token', () => {
  it('is accepted until just before 60 s and rejected from 60 s on', async () => {
    const { token } = await login(CUSTOMER);
    later(ACCESS_TOKEN_LIFETIME_MS - 1);
    expect((await call('GET', '/auth/user', { token })).status).toBe(200);
    later(ACCESS_TOKEN_LIFETIME_MS);
    const expired = await call('GET', '/auth/user', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ message: 'Expired JWT Token', code: 'token_expired' });
  });

  it('is required: no header gives token_missing, a made-up token token_invalid', async () => {
    expect((await call('GET', '/basket?customer=193860')).body).toMatchObject({ code: 'token_missing' });
    expect((await call('GET', '/basket?customer=193860', { token: 'a.b.c' })).body).toMatchObject({
      code: 'token_invalid',
    });
  });
});

describe('refresh token', () => {
  it('gets a new working access token after the old one expired', async () => {
    const { token, refresh_token } = await login(CUSTOMER);
    later(ACCESS_TOKEN_LIFETIME_MS + 5_000);
    expect((await call('GET', '/auth/user', { token })).status).toBe(401);
    const refreshed = await call('POST', '/auth/refresh', { body: { refresh_token } });
    expect(refreshed.status).toBe(200);
    const pair = refreshed.body as Schemas['TokenPair'];
    expect(pair.token).not.toBe(token);
    expect((await call('GET', '/auth/user', { token: pair.token })).status).toBe(200);
  });

  it('works until just before 30 days and is rejected at 30 days', async () => {
    // Two sessions issued at START, as each token can be used once (rotation).
    const early = await login(CUSTOMER);
    const { refresh_token } = await login(CUSTOMER);
    later(REFRESH_TOKEN_LIFETIME_MS - 1);
    expect(
      (await call('POST', '/auth/refresh', { body: { refresh_token: early.refresh_token } })).status,
    ).toBe(200);
    later(REFRESH_TOKEN_LIFETIME_MS);
    const expired = await call('POST', '/auth/refresh', { body: { refresh_token } });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'refresh_token_invalid' });
  });

  it('is rejected when unknown', async () => {
    const result = await call('POST', '/auth/refresh', { body: { refresh_token: 'f00' } });
    expect(result.status).toBe(401);
  });

  it('is rotated: each refresh answers a new refresh token, and the one used is refused from then on', async () => {
    const { refresh_token: first } = await login(CUSTOMER);
    const rotated = await call('POST', '/auth/refresh', { body: { refresh_token: first } });
    expect(rotated.status).toBe(200);
    expectMatchesContract('POST', '/auth/refresh', rotated);
    const second = (rotated.body as Schemas['TokenPair']).refresh_token;
    expect(second).not.toBe(first);

    const third = await call('POST', '/auth/refresh', { body: { refresh_token: second } });
    expect(third.status).toBe(200);
    expect((third.body as Schemas['TokenPair']).refresh_token).not.toBe(second);
  });

  describe('reused after rotation (x-assumed, OAuth 2.0 Security BCP)', () => {
    it('is refused, and every refresh token of that login is revoked with it', async () => {
      const { refresh_token: a } = await login(CUSTOMER);
      const rotated = await call('POST', '/auth/refresh', { body: { refresh_token: a } });
      expect(rotated.status).toBe(200);
      const { refresh_token: b, token: bAccess } = rotated.body as Schemas['TokenPair'];

      const reused = await call('POST', '/auth/refresh', { body: { refresh_token: a } });
      expect(reused.status).toBe(401);
      expect(reused.body).toMatchObject({ code: 'refresh_token_invalid' });
      expectMatchesContract('POST', '/auth/refresh', reused);

      // B was never used, yet it is refused too: whoever holds it may be the thief.
      const afterReuse = await call('POST', '/auth/refresh', { body: { refresh_token: b } });
      expect(afterReuse.status).toBe(401);
      expect(afterReuse.body).toMatchObject({ code: 'refresh_token_invalid' });
      // So are the login's access tokens, rather than running on for their 60 s.
      expect((await call('GET', '/auth/user', { token: bAccess })).status).toBe(401);
      // And A stays refused on every further try.
      expect((await call('POST', '/auth/refresh', { body: { refresh_token: a } })).status).toBe(401);
    });

    it('ends only that login: another login of the same user keeps refreshing', async () => {
      const stolen = await login(CUSTOMER);
      const elsewhere = await login(CUSTOMER);
      await call('POST', '/auth/refresh', { body: { refresh_token: stolen.refresh_token } });
      expect(
        (await call('POST', '/auth/refresh', { body: { refresh_token: stolen.refresh_token } })).status,
      ).toBe(401);
      const other = await call('POST', '/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } });
      expect(other.status).toBe(200);
      expect((await call('GET', '/auth/user', { token: elsewhere.token })).status).toBe(200);
    });

    it('is recognised as reuse for as long as the retired token would have lived', async () => {
      const { refresh_token: a } = await login(CUSTOMER);
      const { refresh_token: b } = (await call('POST', '/auth/refresh', { body: { refresh_token: a } }))
        .body as Schemas['TokenPair'];
      later(REFRESH_TOKEN_LIFETIME_MS - 1000);
      expect((await call('POST', '/auth/refresh', { body: { refresh_token: a } })).status).toBe(401);
      expect((await call('POST', '/auth/refresh', { body: { refresh_token: b } })).status).toBe(401);
    });
  });
});

describe('logout', () => {
  it('revokes the refresh token: refreshing with it afterwards is refused', async () => {
    const { refresh_token } = await login(CUSTOMER);
    const loggedOut = await call('POST', '/auth/logout', { body: { refresh_token } });
    expect(loggedOut.status).toBe(204);
    expectMatchesContract('POST', '/auth/logout', loggedOut);
    const refused = await call('POST', '/auth/refresh', { body: { refresh_token } });
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ code: 'refresh_token_invalid' });
  });

  it('ends the whole login: its tokens rotated out earlier are refused as well', async () => {
    const { refresh_token: a } = await login(CUSTOMER);
    const { refresh_token: b } = (await call('POST', '/auth/refresh', { body: { refresh_token: a } }))
      .body as Schemas['TokenPair'];
    expect((await call('POST', '/auth/logout', { body: { refresh_token: b } })).status).toBe(204);
    expect((await call('POST', '/auth/refresh', { body: { refresh_token: b } })).status).toBe(401);
    expect((await call('POST', '/auth/refresh', { body: { refresh_token: a } })).status).toBe(401);
  });

  it('revokes only the session logged out: another login of the same user keeps refreshing', async () => {
    const here = await login(CUSTOMER);
    const elsewhere = await login(CUSTOMER);
    await call('POST', '/auth/logout', { body: { refresh_token: here.refresh_token } });
    expect(
      (await call('POST', '/auth/refresh', { body: { refresh_token: elsewhere.refresh_token } })).status,
    ).toBe(200);
  });

  it('needs no access token, so it works after the access token ran out', async () => {
    const { refresh_token } = await login(CUSTOMER);
    later(ACCESS_TOKEN_LIFETIME_MS + 1);
    expect((await call('POST', '/auth/logout', { body: { refresh_token } })).status).toBe(204);
    expect((await call('POST', '/auth/refresh', { body: { refresh_token } })).status).toBe(401);
  });

  it('answers an unknown or already revoked token alike, revealing nothing', async () => {
    const { refresh_token } = await login(CUSTOMER);
    expect((await call('POST', '/auth/logout', { body: { refresh_token } })).status).toBe(204);
    expect((await call('POST', '/auth/logout', { body: { refresh_token } })).status).toBe(204);
    expect((await call('POST', '/auth/logout', { body: { refresh_token: 'f00' } })).status).toBe(204);
  });

  it('refuses a body without a refresh token', async () => {
    const result = await call('POST', '/auth/logout', { body: {} });
    expect([400, 422]).toContain(result.status);
    expectMatchesContract('POST', '/auth/logout', result);
  });
});

describe('login link', () => {
  async function requestLink(target?: 'forgotpassword') {
    const result = await call('POST', '/auth/magic?language=de', {
      body: { magic_link: { email: CUSTOMER, ...(target ? { target } : {}) } },
    });
    expect(result.status).toBe(204);
    const message = mailbox.lastLoginLink(CUSTOMER);
    if (!message?.token) throw new Error('no login link in the mailbox');
    return message;
  }

  it('opens the portal in the language it was requested in', async () => {
    await call('POST', '/auth/magic?language=en', { body: { magic_link: { email: CUSTOMER } } });
    expect(mailbox.lastLoginLink(CUSTOMER)?.link).toMatch(/^\/en\/login\?magic=/);
  });

  it('is sent as /login?magic=<token> and works exactly once', async () => {
    const link = await requestLink();
    expect(link.link).toBe(`/login?magic=${link.token}`);
    const first = await call('POST', '/auth/magic/login', { body: { token: link.token } });
    expect(first.status).toBe(200);
    const again = await call('POST', '/auth/magic/login', { body: { token: link.token } });
    expect(again.status).toBe(401);
    expect(again.body).toEqual({
      message: 'Login-Link ist nicht mehr gültig, bitte fordern Sie einen neuen Login-Link an!',
      code: 'magic_link_invalid',
    });
  });

  it('is a password-reset link when asked for with target forgotpassword', async () => {
    const link = await requestLink('forgotpassword');
    expect(link.link).toBe(`/login?magic=${link.token}&purpose=reset`);
  });

  it('expires after 15 minutes', async () => {
    const link = await requestLink();
    later(MAGIC_LINK_LIFETIME_MS);
    const result = await call('POST', '/auth/magic/login', { body: { token: link.token } });
    expect(result.status).toBe(401);
    expect(result.body).toMatchObject({ code: 'magic_link_invalid' });
  });

  it('sends nothing for unknown addresses but answers the same', async () => {
    const result = await call('POST', '/auth/magic', { body: { magic_link: { email: 'wer@example.org' } } });
    expect(result.status).toBe(204);
    expect(mailbox.lastLoginLink('wer@example.org')).toBeUndefined();
  });
});

describe('access ends', () => {
  it('for a deleted user at once, access and refresh token alike', async () => {
    const customer = await login(CUSTOMER);
    const me = (await call('GET', '/auth/user', { token: customer.token }))
      .body as Schemas['AuthenticatedUser'];
    const admin = await tokenFor('admin@kundenportal.example');
    expect((await call('DELETE', `/user/${me.id}`, { token: admin })).status).toBe(204);
    expect((await call('GET', '/auth/user', { token: customer.token })).status).toBe(401);
    expect(
      (await call('POST', '/auth/refresh', { body: { refresh_token: customer.refresh_token } })).status,
    ).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: CUSTOMER, password: 'Demo1234!' } })).status,
    ).toBe(401);
  });

  it('for refresh tokens after a password change; the new password logs in', async () => {
    const { token, refresh_token } = await login(CUSTOMER);
    const changed = await call('POST', '/user/password?language=de', {
      token,
      body: {
        reset_password: {
          currentPassword: 'Demo1234!',
          password: 'Neu!Pass2026',
          passwordConfirmation: 'Neu!Pass2026',
        },
      },
    });
    expect(changed.status).toBe(204);
    expect((await call('POST', '/auth/refresh', { body: { refresh_token } })).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: CUSTOMER, password: 'Demo1234!' } })).status,
    ).toBe(401);
    await login(CUSTOMER, 'Neu!Pass2026');
  });

  it('is refused with 400 and the notification text when the current password is wrong', async () => {
    const token = await tokenFor(CUSTOMER);
    const result = await call('POST', '/user/password', {
      token,
      body: {
        reset_password: {
          currentPassword: 'falsch',
          password: 'Neu!Pass2026',
          passwordConfirmation: 'Neu!Pass2026',
        },
      },
    });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: 'Bitte überprüfen Sie Ihr aktuelles Passwort.' });
  });
});

describe('new password after a reset link (x-assumed)', () => {
  const newPassword = (token: string) =>
    call('POST', '/user/password?language=de', {
      token,
      body: { reset_password: { password: 'Neu!Pass2026', passwordConfirmation: 'Neu!Pass2026' } },
    });

  async function resetSession(target?: 'forgotpassword') {
    await call('POST', '/auth/magic?language=de', {
      body: { magic_link: { email: CUSTOMER, ...(target ? { target } : {}) } },
    });
    const link = mailbox.lastLoginLink(CUSTOMER);
    const result = await call('POST', '/auth/magic/login', { body: { token: link?.token } });
    expect(result.status).toBe(200);
    return result.body as Schemas['TokenPair'];
  }

  it('is set without the current password in a session started by a reset link', async () => {
    const { token, refresh_token } = await resetSession('forgotpassword');
    const result = await newPassword(token);
    expect(result.status).toBe(204);
    expectMatchesContract('POST', '/user/password', result);
    expect((await call('POST', '/auth/refresh', { body: { refresh_token } })).status).toBe(401);
    expect(
      (await call('POST', '/auth/login', { body: { email: CUSTOMER, password: 'Demo1234!' } })).status,
    ).toBe(401);
    await login(CUSTOMER, 'Neu!Pass2026');
    // Once: the reset session cannot set another password without the new one.
    expect((await newPassword(token)).status).toBe(403);
  });

  it('survives the refresh of the 60-second access token, but not 15 minutes', async () => {
    const { refresh_token } = await resetSession('forgotpassword');
    later(ACCESS_TOKEN_LIFETIME_MS);
    const refreshed = await call('POST', '/auth/refresh', { body: { refresh_token } });
    expect((await newPassword((refreshed.body as Schemas['TokenPair']).token)).status).toBe(204);

    const late = await resetSession('forgotpassword');
    later(ACCESS_TOKEN_LIFETIME_MS + MAGIC_LINK_LIFETIME_MS);
    const stale = await call('POST', '/auth/refresh', { body: { refresh_token: late.refresh_token } });
    expect((await newPassword((stale.body as Schemas['TokenPair']).token)).status).toBe(403);
  });

  it.each([
    ['a password login', () => tokenFor(CUSTOMER)],
    ['an ordinary login link', async () => (await resetSession()).token],
  ])('is refused with 403 in %s', async (_, session) => {
    const result = await newPassword(await session());
    expect(result.status).toBe(403);
    expect(result.body).toMatchObject({ code: 'current_password_required' });
    expectMatchesContract('POST', '/user/password', result);
    await login(CUSTOMER, 'Demo1234!');
  });
});

describe('registration with an address that has an account', () => {
  const form = (email: string) => ({
    registration: {
      customerType: 'existing_customer',
      email,
      emailConfirmation: email,
      password: 'Łódź2026!',
      passwordConfirmation: 'Łódź2026!',
      salutation: 'miss',
      lastName: 'Berger',
      firstName: 'Anna',
      companyName: 'Bäckerei Hofmann GmbH & Co. KG',
      customerNumber: '100002',
      phoneNumber: '+49 911 123456',
      language: 'de',
    },
  });

  it('answers exactly as for a new address, stores nothing and e-mails the owner instead', async () => {
    const fresh = await call('POST', '/registrations?language=de', { body: form('anna.berger@example.org') });
    const existing = await call('POST', '/registrations?language=de', { body: form(CUSTOMER) });
    expect(existing.status).toBe(fresh.status);
    expect(existing.status).toBe(201);
    expect(Object.keys(existing.body as object).sort()).toEqual(Object.keys(fresh.body as object).sort());

    expect(mailbox.lastConfirmationLink(CUSTOMER)).toBeUndefined();
    expect(mailbox.messages(CUSTOMER).map((message) => message.kind)).toEqual(['registration-existing']);
    // The account is untouched: the demo password still logs in, the registration's does not.
    await login(CUSTOMER);
    expect(
      (await call('POST', '/auth/login', { body: { email: CUSTOMER, password: 'Łódź2026!' } })).status,
    ).toBe(401);
  });

  it('answers the same for an address with an open request', async () => {
    await call('POST', '/registrations', { body: form('anna.berger@example.org') });
    const again = await call('POST', '/registrations', { body: form('Anna.Berger@example.org') });
    expect(again.status).toBe(201);
    expect(mailbox.messages('anna.berger@example.org').map((message) => message.kind)).toEqual([
      'registration-confirmation',
      'registration-existing',
    ]);
  });

  it('accepts passwords with letters of any alphabet and refuses one without a letter', async () => {
    const noLetter = form('ohne.buchstaben@example.org');
    noLetter.registration.password = '1234567!';
    noLetter.registration.passwordConfirmation = '1234567!';
    expect((await call('POST', '/registrations', { body: noLetter })).status).toBe(422);
  });

  it('refuses fields over their limit', async () => {
    const long = form('lang@example.org');
    long.registration.lastName = 'x'.repeat(61);
    const result = await call('POST', '/registrations', { body: long });
    expect(result.status).toBe(422);
  });
});

describe('registration double opt-in', () => {
  it('refuses confirmation links from 72 hours on', async () => {
    const form = {
      registration: {
        customerType: 'employee',
        email: 'neue.kollegin@kundenportal.example',
        emailConfirmation: 'neue.kollegin@kundenportal.example',
        password: 'Sicher123!',
        passwordConfirmation: 'Sicher123!',
        salutation: 'miss',
        lastName: 'Kaiser',
        firstName: 'Jana',
        companyName: 'Kundenportal Handels GmbH',
        salesAreas: ['4000/*/*'],
        phoneNumber: '+49 621 58930-200',
        language: 'de',
        roles: ['ROLE_SALES'],
      },
    };
    expect((await call('POST', '/registrations', { body: form })).status).toBe(201);
    const token = mailbox.lastConfirmationLink('neue.kollegin@kundenportal.example')?.token;
    later(CONFIRMATION_LIFETIME_MS);
    expect((await call('POST', '/registrations/activation', { body: { token } })).status).toBe(410);

    expect(
      (await call('POST', '/registrations/activation', { body: { token: demoConfirmationTokens.valid } }))
        .status,
    ).toBe(410);
  });

  it('moves a confirmed request into the staff list', async () => {
    const admin = await tokenFor('admin@kundenportal.example');
    const before = (await call('GET', '/registrations', { token: admin }))
      .body as Schemas['PagedRegistrations'];
    expect(
      (await call('POST', '/registrations/activation', { body: { token: demoConfirmationTokens.valid } }))
        .status,
    ).toBe(204);
    const after = (await call('GET', '/registrations', { token: admin }))
      .body as Schemas['PagedRegistrations'];
    expect(after.count).toBe(before.count + 1);
  });
});

describe('scopes of the demo logins', () => {
  const scopesOf = async (email: string) =>
    ((await call('GET', '/auth/user', { token: await tokenFor(email) })).body as Schemas['AuthenticatedUser'])
      .roles;

  it('give the admin the Admin Center header, registrations and user management', async () => {
    expect(await scopesOf('admin@kundenportal.example')).toEqual(
      expect.arrayContaining([
        'ROLE_INTERNAL_HEADER_SPECIAL',
        'ROLE_INTERNAL_REGISTRATION',
        'ROLE_INTERNAL_USERMANAGEMENT',
        'ROLE_CLIENT_KUNDENPORTAL',
        'ROLE_CLIENT_STAUB',
      ]),
    );
  });

  it('give sales staff customer selection with staff view, but not the admin header', async () => {
    const scopes = await scopesOf('vertrieb@kundenportal.example');
    expect(scopes).toEqual(
      expect.arrayContaining([
        'ROLE_INTERNAL_CUSTOMER_SELECTION',
        'ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW',
      ]),
    );
    expect(scopes).not.toContain('ROLE_INTERNAL_HEADER_SPECIAL');
  });

  it('give a plain customer no staff scopes and exactly one company', async () => {
    const token = await tokenFor(CUSTOMER);
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    expect(me.customers).toHaveLength(1);
    expect(me.assigned_roles_names).toEqual(['ROLE_CUSTOMER', 'client_kundenportal']);
    expect(
      me.roles.filter((scope) => scope.includes('SELECTION') || scope.includes('USERMANAGEMENT')),
    ).toEqual([]);
  });

  it('give the multi-company buyer several companies and the two-client user both client scopes', async () => {
    const buyer = await call('GET', '/auth/user', { token: await tokenFor('einkauf@kundenportal.example') });
    expect((buyer.body as Schemas['AuthenticatedUser']).customers.length).toBeGreaterThan(1);
    expect(await scopesOf('zwei-mandanten@kundenportal.example')).toEqual(
      expect.arrayContaining(['ROLE_CLIENT_KUNDENPORTAL', 'ROLE_CLIENT_STAUB']),
    );
  });

  it('cover every assignable role', async () => {
    const roles = new Set(demoLogins.flatMap((demo) => demo.roles));
    expect([...roles].sort()).toEqual([
      'ROLE_ACCOUNT',
      'ROLE_ADMIN',
      'ROLE_CUSTOMER',
      'ROLE_EHS',
      'ROLE_EMERGENCY',
      'ROLE_KEYUSER',
      'ROLE_SALES',
    ]);
  });
});
