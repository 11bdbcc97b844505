/**
 * The login session: the access token lives in memory only, the refresh token in the session store
 * (30 days, so a reload keeps the user logged in), and every tab mirrors the others' login and logout.
 */
import type { Clock } from './clock';
import { ServiceUnavailableError, SessionEndedError } from './errors';
import { defaultRotationLedger, type RotationLedger } from './rotations';
import type { PersistedSession, SessionStore } from './sessionStore';
import {
  type AccessToken,
  accessTokenFrom,
  needsRefresh,
  REFRESH_MARGIN_MS,
  REFRESH_TOKEN_LIFETIME_S,
  type TokenPairLike,
} from './tokens';

/**
 * Why a session ended without the user logging out here: `expired` – the refresh token was rejected;
 * `unauthorized` – a request was answered 401; `elsewhere` – the user logged out in another tab.
 */
export type SessionEndReason = 'expired' | 'unauthorized' | 'elsewhere';

/**
 * Too many attempts (429): nothing was checked; `retryAfterSeconds` is the server's `Retry-After`, undefined when
 * it sent none the client can read.
 */
export interface Throttled {
  kind: 'throttled';
  retryAfterSeconds: number | undefined;
}

/** `unreachable`: no response or a 5xx – the app shows /outofservice. */
export type LoginResult = 'ok' | 'invalid' | 'unreachable' | Throttled;

/** What an auth endpoint answered, reduced to what the session needs. */
export type AuthCallResult =
  | { kind: 'tokens'; tokens: TokenPairLike }
  | { kind: 'rejected'; status: number }
  | Throttled
  | { kind: 'unreachable'; error: unknown };

/** The auth calls; `createApiClient` implements them with openapi-fetch. */
export interface AuthTransport {
  login(email: string, password: string): Promise<AuthCallResult>;
  loginWithMagicToken(token: string): Promise<AuthCallResult>;
  refresh(refreshToken: string): Promise<AuthCallResult>;
  /** Asks the backend to retire the refresh token (POST /auth/logout); may reject. */
  revoke(refreshToken: string): Promise<void>;
}

/** The session as the app sees it. */
export interface Session {
  /** True while a refresh token is held; an access token is fetched on demand. */
  readonly isAuthenticated: boolean;
  login(email: string, password: string): Promise<LoginResult>;
  loginWithMagicToken(token: string): Promise<LoginResult>;
  /**
   * Clears both tokens here and, through the session store, in every other tab, at once; then asks the
   * backend to revoke the refresh token. The logout never waits for or depends on that call.
   */
  logout(): void;
  /** For `useSyncExternalStore(session.subscribe, session.getSnapshot)`. */
  subscribe(listener: () => void): () => void;
  /** `isAuthenticated`, as a stable snapshot for React. */
  getSnapshot(): boolean;
  /**
   * Refreshes the access token if it is missing or due; for the app to call on route navigation.
   * Resolves false when logged out or when the refresh failed (the failure callbacks have then run);
   * never rejects.
   */
  ensureFreshToken(): Promise<boolean>;
}

/** What the request middleware needs beyond the app's view. */
export interface SessionController extends Session {
  /**
   * The bearer token for a request, refreshed first when it expires within the margin; null when
   * logged out. Rejects with SessionEndedError or ServiceUnavailableError when the refresh fails.
   */
  getAccessToken(): Promise<string | null>;
  /** Changes on every login and logout, so a late 401 from an earlier session is told apart. */
  readonly generation: number;
  /** A request sent with this session generation's token was answered 401. */
  handleUnauthorized(generation: number): void;
  dispose(): void;
}

export interface SessionOptions {
  transport: AuthTransport;
  store: SessionStore;
  clock: Clock;
  refreshMarginMs?: number;
  onSessionEnd?: ((reason: SessionEndReason) => void) | undefined;
  onServiceUnavailable?: (() => void) | undefined;
  /**
   * Runs a token refresh alone across the tabs of this browser; defaults to the Web Locks API (no lock where
   * it is missing). The backend retires a refresh token when it rotates it and treats a second use as theft,
   * ending the whole login (openapi.yaml, /auth/refresh): two tabs refreshing with the same token at once
   * would log the user out everywhere. Under the lock a tab reads the token another tab just stored.
   */
  refreshLock?: RefreshLock | undefined;
  /**
   * Where a tab leaves which token replaced the one it spent, before it lets go of the refresh lock; defaults to
   * IndexedDB. The session store's localStorage reaches other tabs late (a copy per renderer process in Chromium),
   * so under the lock a tab may still read the token just spent; it follows the ledger to its successor.
   */
  rotations?: RotationLedger | undefined;
}

export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

const webLock: RefreshLock = <T>(run: () => Promise<T>) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('kundenportal-token-refresh', run) as Promise<T>)
    : run();

export function createSession(options: SessionOptions): SessionController {
  const { transport, store } = options;
  const tokens = sessionTokens(options);
  const getAccessToken = tokenGetter(options, tokens);

  async function loginWith(call: Promise<AuthCallResult>): Promise<LoginResult> {
    const result = await call;
    if (result.kind === 'tokens') {
      // A fresh login replaces whatever session was there, including a refresh still in flight.
      tokens.clear();
      tokens.adopt(result.tokens);
      return 'ok';
    }
    if (result.kind === 'throttled') return result;
    if (result.kind === 'rejected' && result.status < 500) return 'invalid';
    return 'unreachable';
  }

  const unsubscribeStore = store.subscribe((value) => {
    if (value === null) {
      tokens.end('elsewhere');
      return;
    }
    if (value.refreshToken === tokens.persisted?.refreshToken) return;
    const wasAuthenticated = tokens.persisted !== null;
    // Another tab logged in or rotated the refresh token. The access token stays only on rotation:
    // after a login elsewhere it may belong to another user.
    tokens.persisted = value;
    if (!wasAuthenticated) {
      tokens.access = null;
      tokens.generation++;
      tokens.notify();
    }
  });

  return {
    get isAuthenticated() {
      return tokens.persisted !== null;
    },
    get generation() {
      return tokens.generation;
    },
    getSnapshot: () => tokens.persisted !== null,
    subscribe(listener) {
      tokens.listeners.add(listener);
      return () => {
        tokens.listeners.delete(listener);
      };
    },
    login: (email, password) => loginWith(transport.login(email, password)),
    loginWithMagicToken: (token) => loginWith(transport.loginWithMagicToken(token)),
    logout() {
      const refreshToken = tokens.persisted?.refreshToken;
      tokens.end(null);
      // Locally the user is logged out whatever happens next; a failed revoke only leaves a token that
      // nobody holds any more to run out on the server.
      if (refreshToken) transport.revoke(refreshToken).catch(() => undefined);
    },
    getAccessToken,
    async ensureFreshToken() {
      try {
        return (await getAccessToken()) !== null;
      } catch {
        return false;
      }
    },
    handleUnauthorized(sentIn) {
      if (sentIn === tokens.generation) tokens.end('unauthorized');
    },
    dispose: unsubscribeStore,
  };
}

/** A session's tokens and who listens: what the refresh, the logins and other tabs change. */
interface SessionTokens {
  persisted: PersistedSession | null;
  access: AccessToken | null;
  /** Counts logins and logouts: an answer to a request of an earlier generation is stale. */
  generation: number;
  listeners: Set<() => void>;
  rotations: RotationLedger;
  notify(): void;
  /** Forgets the tokens here (a fresh login, the end). */
  clear(): void;
  /** Ends the session; `null` for the user's own logout, `elsewhere` when another tab ended it. */
  end(reason: SessionEndReason | null): void;
  /** Takes a token pair from the backend; stores the refresh token when it is new. */
  adopt(tokens: TokenPairLike): AccessToken;
}

function sessionTokens(options: SessionOptions): SessionTokens {
  const { store, clock } = options;
  const loaded = store.load();
  const state: SessionTokens = {
    persisted: null,
    access: null,
    generation: 0,
    listeners: new Set(),
    rotations: options.rotations ?? defaultRotationLedger(),
    notify() {
      for (const listener of state.listeners) listener();
    },
    clear() {
      state.persisted = null;
      state.access = null;
      state.generation++;
    },
    end(reason) {
      if (state.persisted === null && state.access === null) return;
      state.clear();
      if (reason !== 'elsewhere') {
        store.save(null);
        // The ended login's tokens need not be found any more.
        state.rotations.clear().catch(() => undefined);
      }
      state.notify();
      if (reason) options.onSessionEnd?.(reason);
    },
    adopt(tokens) {
      const now = clock.now();
      const wasAuthenticated = state.persisted !== null;
      const fresh = accessTokenFrom(tokens, now);
      state.access = fresh;
      // The 30 days run from when the backend issued the refresh token; an unchanged token keeps its expiry.
      if (state.persisted?.refreshToken !== tokens.refresh_token) {
        state.persisted = {
          refreshToken: tokens.refresh_token,
          refreshExpiresAt: now + REFRESH_TOKEN_LIFETIME_S * 1000,
        };
        store.save(state.persisted);
      }
      if (!wasAuthenticated) state.notify();
      return fresh;
    },
  };
  if (loaded && loaded.refreshExpiresAt > clock.now()) state.persisted = loaded;
  else if (loaded) store.save(null);
  return state;
}

/**
 * The access token for a request: the one held while it is fresh, else one refresh that every request waiting
 * for it shares (a second would spend a rotated refresh token).
 */
function tokenGetter(options: SessionOptions, tokens: SessionTokens): () => Promise<string | null> {
  const { clock } = options;
  const marginMs = options.refreshMarginMs ?? REFRESH_MARGIN_MS;
  const refresh = refresher(options, tokens);
  let refreshing: Promise<string> | null = null;
  return async () => {
    if (tokens.persisted === null) return null;
    if (tokens.persisted.refreshExpiresAt <= clock.now()) {
      tokens.end('expired');
      throw new SessionEndedError();
    }
    if (tokens.access && !needsRefresh(tokens.access, clock.now(), marginMs)) return tokens.access.value;
    refreshing ??= refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };
}

/** Refreshes the tokens under the browser's refresh lock, following another tab's rotation. */
function refresher(options: SessionOptions, tokens: SessionTokens): () => Promise<string> {
  const { transport, store, clock } = options;
  const marginMs = options.refreshMarginMs ?? REFRESH_MARGIN_MS;
  const refreshLock = options.refreshLock ?? webLock;
  // A ledger that cannot be read or written (blocked storage) leaves the session store's word.
  const successorOf = (token: string) => tokens.rotations.successor(token).catch(() => null);

  return async function refresh(): Promise<string> {
    const startedIn = tokens.generation;
    let triedToken: string | null = null;
    // Two passes at most: a tab without the lock (an old browser) may still lose a race to another tab's
    // rotation; then the token that tab stored is worth one more try.
    for (;;) {
      // The stored token is read, spent and its successor stored and recorded inside the lock, so no other tab
      // of this browser spends the same one (a reuse would end the login everywhere).
      const attempt = await refreshLock(async () => {
        const stored = store.load()?.refreshToken ?? tokens.persisted?.refreshToken;
        const refreshToken = stored && ((await successorOf(stored)) ?? stored);
        if (!refreshToken || refreshToken === triedToken) return null;
        triedToken = refreshToken;
        const answer = await transport.refresh(refreshToken);
        if (answer.kind === 'tokens' && answer.tokens.refresh_token !== refreshToken) {
          await tokens.rotations.record(refreshToken, answer.tokens.refresh_token).catch(() => undefined);
        }
        // A logout or a new login while we waited makes this answer stale.
        if (tokens.generation !== startedIn) return { stale: true as const };
        return {
          stale: false as const,
          answer,
          token: answer.kind === 'tokens' ? tokens.adopt(answer.tokens) : null,
        };
      });
      if (attempt === null) {
        tokens.end('expired');
        throw new SessionEndedError();
      }
      if (attempt.stale) {
        if (tokens.access && !needsRefresh(tokens.access, clock.now(), marginMs)) return tokens.access.value;
        throw new SessionEndedError();
      }
      const result = attempt.answer;
      if (result.kind === 'tokens') {
        if (attempt.token) return attempt.token.value;
        throw new SessionEndedError();
      }
      if (result.kind !== 'rejected' || result.status !== 401) {
        // Keep the refresh token: once the service is back, the user carries on where they were.
        tokens.access = null;
        options.onServiceUnavailable?.();
        throw new ServiceUnavailableError('The token refresh failed.', {
          cause:
            result.kind === 'unreachable' ? result.error : result.kind === 'throttled' ? 429 : result.status,
        });
      }
    }
  };
}
