// The login api:verify (scripts/apiVerify.mjs) checks with, kept as the portal keeps it: logged in by password,
// the tokens renewed shortly before they run out, and at the end logged out – after which the refresh token must
// be dead.

/** Access tokens live 60 s; the portal renews them shortly before, so do we. */
const tokenRenewalMs = 45_000;

/** `call`: scripts/apiVerifyCall.mjs's; the session's `accessToken` is what that caller sends. */
export function createSession(call) {
  let tokens;
  let tokensAt = 0;
  const keep = (pair) => {
    tokens = pair;
    tokensAt = Date.now();
  };

  async function refresh() {
    const renewed = await call('refreshToken', {
      body: { refresh_token: tokens.refresh_token },
      auth: false,
    });
    // Tokens are tokens even where CORS would stop a browser: the checks go on, to name every fault.
    if (typeof renewed.data?.token !== 'string') return false;
    keep(renewed.data);
    return true;
  }

  return {
    /** Logs in and renews the tokens once, as the portal does; resolves with why that failed, else undefined. */
    async open(email, password) {
      const login = await call('login', { body: { email, password }, auth: false });
      if (typeof login.data?.token !== 'string') return 'the login failed';
      keep(login.data);
      if (!(await refresh())) return 'the token refresh failed';
      return undefined;
    },

    async accessToken() {
      if (Date.now() - tokensAt > tokenRenewalMs) await refresh();
      return tokens.token;
    },

    /** Last, as the portal's logout does: the login ends, and its refresh token must be dead. */
    async close(note) {
      const spent = tokens.refresh_token;
      const logout = await call('logout', { body: { refresh_token: spent }, auth: false });
      if (!logout.ok) return;
      const after = await call('refreshToken', {
        body: { refresh_token: spent },
        auth: false,
        expect: [401],
        record: false,
      });
      if (!after.ok)
        note('logout', 'fault', `the refresh token still works after the logout (${after.reason})`);
    },
  };
}
