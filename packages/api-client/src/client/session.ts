/**
 * The login session: the access token lives in memory only, the refresh token in the session store
 * (30 days, so a reload keeps the user logged in), and every tab mirrors the others' login and logout.
 */
import type { Clock } from './clock';
import { type FieldErrorLike, ServiceUnavailableError, SessionEndedError } from './errors';
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

/**
 * A login by password refused with the fields named (422, openapi.yaml `login`): the server's word, for the form
 * to show beside its fields – in the shape of a form's `Rejection`.
 */
export interface FieldRefusal {
  kind: 'fieldErrors';
  status: number;
  message: string | undefined;
  fieldErrors: readonly FieldErrorLike[];
}

/** What an auth endpoint answered, reduced to what the session needs. */
export type AuthCallResult =
  | { kind: 'tokens'; tokens: TokenPairLike }
  | { kind: 'rejected'; status: number; message?: string; fieldErrors?: readonly FieldErrorLike[] }
  | Throttled
  | { kind: 'unreachable'; error: unknown };

/** The auth calls; `createApiClient` implements them with openapi-fetch. */
export interface AuthTransport {
  login(email: string, password: string): Promise<AuthCallResult>;
  loginWithMagicToken(token: string): Promise<AuthCallResult>;
  /** Exchanges a punchout start token for a punchout session (POST /punchout/session). */
  loginWithPunchoutToken(token: string): Promise<AuthCallResult>;
  refresh(refreshToken: string): Promise<AuthCallResult>;
  /** Asks the backend to retire the refresh token (POST /auth/logout); may reject. */
  revoke(refreshToken: string): Promise<void>;
}

/** The session as the app sees it. */
export interface Session {
  /** True while a refresh token is held; an access token is fetched on demand. */
  readonly isAuthenticated: boolean;
  /** Like the token logins, and a 422's field errors come back as they were sent. */
  login(email: string, password: string): Promise<LoginResult | FieldRefusal>;
  loginWithMagicToken(token: string): Promise<LoginResult>;
  loginWithPunchoutToken(token: string): Promise<LoginResult>;
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
  /** A refresh started before the app; its tokens serve the first refresh (see `EarlyRefresh`). */
  earlyRefresh?: EarlyRefresh | undefined;
}

export type RefreshLock = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * A refresh the page started before the app (apps/portal/prerenderBoot.js, issue 43.2): under the same lock and
 * ledger as the session's own, it spent the stored refresh token and stored its successor. Its tokens serve the
 * session's first refresh instead of a second call; anything but tokens (refused, unreachable, no refresh
 * because nothing was stored) leaves the first refresh to the session, which then asks itself.
 */
export type EarlyRefresh = Promise<{ kind: 'tokens'; tokens: TokenPairLike } | { kind: 'none' }>;

const webLock: RefreshLock = <T>(run: () => Promise<T>) =>
  typeof navigator !== 'undefined' && navigator.locks
    ? (navigator.locks.request('kundenportal-token-refresh', run) as Promise<T>)
    : run();

/** A refusal (422) that names fields; any other answer is the session's to take. */
function fieldRefusal(result: AuthCallResult): FieldRefusal | undefined {
  if (result.kind !== 'rejected' || result.status !== 422 || !result.fieldErrors?.length) return undefined;
  const { status, message, fieldErrors } = result;
  return { kind: 'fieldErrors', status, message, fieldErrors };
}

/** A login's answer as the app reads it; its tokens start the session (`clear`, then `adopt` them). */
async function loginWith(
  call: AuthCallResult | Promise<AuthCallResult>,
  clear: () => void,
  adopt: (tokens: TokenPairLike) => unknown,
): Promise<LoginResult> {
  const result = await call;
  if (result.kind === 'tokens') {
    // A fresh login replaces whatever session was there, including a refresh still in flight.
    clear();
    adopt(result.tokens);
    return 'ok';
  }
  if (result.kind === 'throttled') return result;
  if (result.kind === 'rejected' && result.status < 500) return 'invalid';
  return 'unreachable';
}

/**
 * The token refresh of a session: the early refresh's tokens once, else the stored refresh token spent under the
 * lock across tabs. What it reads and changes of the session comes as functions:
 * `generation` (changes on every login and logout), `held` (the refresh token held), `adopt` (takes new tokens),
 * `end`, `freshAccess` (the access token while it is not due), `dropAccess`. Resolves to the access token;
 * rejects with SessionEndedError (the session has ended, or changed meanwhile) or ServiceUnavailableError. One refresh
 * at a time: who asks meanwhile shares it.
 */
function createRefresh(
  options: SessionOptions,
  rotations: RotationLedger,
  generation: () => number,
  held: () => string | undefined,
  adopt: (tokens: TokenPairLike) => AccessToken,
  end: (reason: SessionEndReason) => void,
  freshAccess: () => string | null,
  dropAccess: () => void,
): () => Promise<string> {
  const refreshLock = options.refreshLock ?? webLock;
  let earlyRefresh = options.earlyRefresh;
  let refreshing: Promise<string> | null = null;
  // One refresh serves every request that needs it; a second would spend a rotated refresh token.
  return () =>
    (refreshing ??= refresh().finally(() => {
      refreshing = null;
    }));

  async function refresh(): Promise<string> {
    // The early refresh's tokens serve once – unless the session changed meanwhile.
    const early = earlyRefresh;
    earlyRefresh = undefined;
    if (early) {
      const earlyIn = generation();
      const result = await early.catch(() => ({ kind: 'none' as const }));
      if (result.kind === 'tokens' && generation() === earlyIn && held() !== undefined)
        return adopt(result.tokens).value;
    }
    const startedIn = generation();
    let triedToken: string | null = null;
    // Two passes at most: a tab without the lock (an old browser) may still lose a race to another tab's
    // rotation; then the token that tab stored is worth one more try.
    for (;;) {
      // The stored token is read, spent and its successor stored and recorded inside the lock, so no other tab
      // of this browser spends the same one (a reuse would end the login everywhere).
      const attempt = await refreshLock(async () => {
        const stored = options.store.load()?.refreshToken ?? held();
        // A ledger that cannot be read or written (blocked storage) leaves the session store's word.
        const refreshToken = stored && ((await rotations.successor(stored).catch(() => null)) ?? stored);
        if (!refreshToken || refreshToken === triedToken) return null;
        triedToken = refreshToken;
        const answer = await options.transport.refresh(refreshToken);
        if (answer.kind === 'tokens' && answer.tokens.refresh_token !== refreshToken) {
          await rotations.record(refreshToken, answer.tokens.refresh_token).catch(() => undefined);
        }
        // A logout or a new login while we waited makes this answer stale.
        if (generation() !== startedIn) return 'stale';
        return [answer, answer.kind === 'tokens' ? adopt(answer.tokens) : null] as const;
      });
      if (attempt === null) {
        end('expired');
        throw new SessionEndedError();
      }
      if (attempt === 'stale') {
        const fresh = freshAccess();
        if (fresh) return fresh;
        throw new SessionEndedError();
      }
      const [result, token] = attempt;
      if (result.kind === 'tokens') {
        if (token) return token.value;
        throw new SessionEndedError();
      }
      if (result.kind !== 'rejected' || result.status !== 401) {
        // Keep the refresh token: once the service is back, the user carries on where they were.
        dropAccess();
        options.onServiceUnavailable?.();
        throw new ServiceUnavailableError('The token refresh failed.', {
          cause:
            result.kind === 'unreachable' ? result.error : result.kind === 'throttled' ? 429 : result.status,
        });
      }
    }
  }
}

/** The session's listeners: `subscribe` as `useSyncExternalStore` takes it, and `notify` to call them all. */
function createListeners(): [subscribe: (listener: () => void) => () => void, notify: () => void] {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return [subscribe, notify];
}

export function createSession(options: SessionOptions): SessionController {
  const { transport, store, clock } = options;
  const marginMs = options.refreshMarginMs ?? REFRESH_MARGIN_MS;
  const [subscribe, notify] = createListeners();

  let persisted: PersistedSession | null = null;
  let access: AccessToken | null = null;
  let generation = 0;

  const loaded = store.load();
  if (loaded && loaded.refreshExpiresAt > clock.now()) persisted = loaded;
  else if (loaded) store.save(null);

  const clear = () => {
    persisted = null;
    access = null;
    generation++;
  };

  const rotations = options.rotations ?? defaultRotationLedger();

  function end(reason: SessionEndReason | null) {
    if (persisted === null && access === null) return;
    clear();
    if (reason !== 'elsewhere') {
      store.save(null);
      // The ended login's tokens need not be found any more.
      rotations.clear().catch(() => undefined);
    }
    notify();
    if (reason) options.onSessionEnd?.(reason);
  }

  function adopt(tokens: TokenPairLike): AccessToken {
    const now = clock.now();
    const wasAuthenticated = persisted !== null;
    const fresh = accessTokenFrom(tokens, now);
    access = fresh;
    // The 30 days run from when the backend issued the refresh token; an unchanged token keeps its expiry.
    if (persisted?.refreshToken !== tokens.refresh_token) {
      persisted = {
        refreshToken: tokens.refresh_token,
        refreshExpiresAt: now + REFRESH_TOKEN_LIFETIME_S * 1000,
      };
      store.save(persisted);
    }
    if (!wasAuthenticated) notify();
    return fresh;
  }

  /** The access token's value while it is not yet due for a refresh. */
  const freshAccess = () => (access && !needsRefresh(access, clock.now(), marginMs) ? access.value : null);
  const refresh = createRefresh(
    options,
    rotations,
    () => generation,
    () => persisted?.refreshToken,
    adopt,
    end,
    freshAccess,
    () => {
      access = null;
    },
  );

  async function getAccessToken(): Promise<string | null> {
    if (persisted === null) return null;
    if (persisted.refreshExpiresAt <= clock.now()) {
      end('expired');
      throw new SessionEndedError();
    }
    return freshAccess() ?? refresh();
  }

  const unsubscribeStore = store.subscribe((value) => {
    if (value === null) return end('elsewhere');
    if (value.refreshToken === persisted?.refreshToken) return;
    const wasAuthenticated = persisted !== null;
    // Another tab logged in (the access token may be another user's: dropped) or rotated the refresh token.
    persisted = value;
    if (!wasAuthenticated) {
      access = null;
      generation++;
      notify();
    }
  });

  return {
    get isAuthenticated() {
      return persisted !== null;
    },
    get generation() {
      return generation;
    },
    getSnapshot: () => persisted !== null,
    subscribe,
    login: async (email, password) => {
      const result = await transport.login(email, password);
      return fieldRefusal(result) ?? loginWith(result, clear, adopt);
    },
    loginWithMagicToken: (token) => loginWith(transport.loginWithMagicToken(token), clear, adopt),
    loginWithPunchoutToken: (token) => loginWith(transport.loginWithPunchoutToken(token), clear, adopt),
    logout() {
      const refreshToken = persisted?.refreshToken;
      end(null);
      // Logged out here whatever happens next; a failed revoke leaves a token nobody holds to run out.
      if (refreshToken) transport.revoke(refreshToken).catch(() => undefined);
    },
    getAccessToken,
    ensureFreshToken: () =>
      getAccessToken().then(
        (token) => token !== null,
        () => false,
      ),
    handleUnauthorized(sentIn) {
      if (sentIn === generation) end('unauthorized');
    },
    dispose: unsubscribeStore,
  };
}
