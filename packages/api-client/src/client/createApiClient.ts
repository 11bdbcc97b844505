/** Builds the portal's API client: openapi-fetch with session, retries, idempotency and loading. */
import createClient, { type Client } from 'openapi-fetch';
import type { OptionalOperation } from '../generated/operations';
import type { components, paths } from '../generated/schema';
import { type Clock, systemClock } from './clock';
import { isApiErrorBody } from './errors';
import { createFileActions, type FileActions, type SaveFile, saveFileInBrowser } from './files';
import { authMiddleware, idempotencyMiddleware, type LoadingCounter, loadingMiddleware } from './middleware';
import { retryAfterSeconds } from './retryAfter';
import { createRetryingFetch, DEFAULT_RETRY_DELAYS_MS, type FetchFn } from './retryingFetch';
import type { RotationLedger } from './rotations';
import {
  type AuthCallResult,
  type AuthTransport,
  createSession,
  type EarlyRefresh,
  type RefreshLock,
  type Session,
  type SessionEndReason,
} from './session';
import { createLocalStorageSessionStore, type SessionStore } from './sessionStore';
import type { TokenPairLike } from './tokens';

/** Demo mode serves the mock backend under the app's own origin. */
export const DEMO_BASE_URL = '/api';

export interface ApiClientOptions {
  /** From the runtime configuration; all paths are appended to it (demo mode: `/api`). */
  baseUrl: string;
  /** Defaults to the global fetch, looked up per call so MSW's interception applies. */
  fetch?: FetchFn;
  /** Defaults to `Date.now`/`setTimeout`, which `vi.useFakeTimers()` controls. */
  clock?: Clock;
  /** Delays before each retry of a read (and of a listed write after a network error); the length is the retry count. */
  retryDelaysMs?: readonly number[];
  /** Refresh the access token when it expires within this many ms (default 5000). */
  refreshMarginMs?: number;
  /** The app's loading counter; raised once per request and always lowered again. */
  loading?: LoadingCounter;
  /** The session ended without a logout here; the app navigates to `/`. */
  onSessionEnd?: (reason: SessionEndReason) => void;
  /** No response, or a token refresh failing other than with 401; the app navigates to `/outofservice`. */
  onServiceUnavailable?: () => void;
  /** Defaults to localStorage with cross-tab `storage` events. */
  sessionStore?: SessionStore;
  /** Keeps token refreshes of this browser's tabs apart; defaults to the Web Locks API (see session.ts). */
  refreshLock?: RefreshLock;
  /** Tells this browser's tabs which refresh token replaced which; defaults to IndexedDB (see rotations.ts). */
  rotations?: RotationLedger;
  /** A token refresh the page started before the app (see `EarlyRefresh` in session.ts). */
  earlyRefresh?: EarlyRefresh;
  /** Makes Idempotency-Keys; defaults to `crypto.randomUUID`. */
  randomUUID?: () => string;
  /** How a downloaded file reaches the user; defaults to a temporary `<a download>`. */
  saveFile?: SaveFile;
  /**
   * Whether the backend offers an optional operation (`x-optional`, config.json's `capabilities`); the client
   * then leaves out the calls of its own that depend on one. Defaults to every operation offered.
   */
  offers?: (operation: OptionalOperation) => boolean;
}

export type ApiClient = Client<paths> &
  FileActions & {
    session: Session;
    /** For route navigation: refreshes the token when due. Resolves false when logged out or the refresh failed. */
    ensureFreshToken(): Promise<boolean>;
    /** Stops listening to other tabs (tests, hot reload). */
    dispose(): void;
    /**
     * The same client without the loading counter, for work the user did not start or does not wait for – a
     * background revalidation, a field's autosave – which must never veil the page (issue 30 item 8).
     */
    quiet: ApiClient;
  };

type TokenPair = components['schemas']['TokenPair'];

function isTokenPair(value: unknown): value is TokenPair {
  return (
    typeof value === 'object' &&
    value !== null &&
    'token' in value &&
    typeof value.token === 'string' &&
    'refresh_token' in value &&
    typeof value.refresh_token === 'string'
  );
}

async function toAuthResult(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
  clock: Clock,
): Promise<AuthCallResult> {
  try {
    const { data, error, response } = await call;
    if (response.ok && isTokenPair(data)) {
      const tokens: TokenPairLike = data;
      return { kind: 'tokens', tokens };
    }
    // Too many attempts: the form says how long to wait (openapi.yaml, "Throttling").
    if (response.status === 429) {
      return { kind: 'throttled', retryAfterSeconds: retryAfterSeconds(response.headers, clock.now()) };
    }
    // A 2xx without a token pair is as useless as a server error.
    if (response.ok) return { kind: 'rejected', status: 502 };
    const body = isApiErrorBody(error) ? error : undefined;
    return {
      kind: 'rejected',
      status: response.status,
      message: body?.message || undefined,
      fieldErrors: body?.errors ?? [],
    };
  } catch (error) {
    return { kind: 'unreachable', error };
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const clock = options.clock ?? systemClock;
  const baseFetch: FetchFn = options.fetch ?? ((request) => globalThis.fetch(request));
  const randomUUID = options.randomUUID ?? (() => globalThis.crypto.randomUUID());
  const loading = options.loading ? [loadingMiddleware(options.loading)] : [];
  const offers = options.offers ?? (() => true);

  // Auth calls bypass the auth middleware (they are what it waits for) and are never retried: a
  // repeated login or refresh could spend a single-use token.
  const authClient = createClient<paths>({ baseUrl: options.baseUrl, fetch: baseFetch });
  authClient.use(...loading);
  const transport: AuthTransport = {
    login: (email, password) =>
      toAuthResult(authClient.POST('/auth/login', { body: { email, password } }), clock),
    loginWithMagicToken: (token) =>
      toAuthResult(authClient.POST('/auth/magic/login', { body: { token } }), clock),
    loginWithPunchoutToken: (token) =>
      toAuthResult(authClient.POST('/punchout/session', { body: { token } }), clock),
    refresh: (refreshToken) =>
      toAuthResult(authClient.POST('/auth/refresh', { body: { refresh_token: refreshToken } }), clock),
    revoke: async (refreshToken) => {
      // Without the revocation call the logout stays local: the token is dropped here and expires on the server.
      if (!offers('logout')) return;
      await authClient.POST('/auth/logout', { body: { refresh_token: refreshToken } });
    },
  };

  const session = createSession({
    transport,
    store: options.sessionStore ?? createLocalStorageSessionStore(),
    clock,
    refreshMarginMs: options.refreshMarginMs,
    onSessionEnd: options.onSessionEnd,
    onServiceUnavailable: options.onServiceUnavailable,
    refreshLock: options.refreshLock,
    rotations: options.rotations,
    earlyRefresh: options.earlyRefresh,
  });

  const retryingFetch = createRetryingFetch(
    baseFetch,
    clock,
    options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
  );
  const client = createClient<paths>({ baseUrl: options.baseUrl, fetch: retryingFetch });
  // Order matters: the loading middleware must come last (see loadingMiddleware).
  client.use(
    authMiddleware(session, options.onServiceUnavailable),
    idempotencyMiddleware(randomUUID),
    ...loading,
  );
  const quietClient = createClient<paths>({ baseUrl: options.baseUrl, fetch: retryingFetch });
  quietClient.use(authMiddleware(session, options.onServiceUnavailable), idempotencyMiddleware(randomUUID));

  const publicSession: Session = {
    get isAuthenticated() {
      return session.isAuthenticated;
    },
    login: session.login,
    loginWithMagicToken: session.loginWithMagicToken,
    loginWithPunchoutToken: session.loginWithPunchoutToken,
    logout: session.logout,
    subscribe: session.subscribe,
    getSnapshot: session.getSnapshot,
    ensureFreshToken: session.ensureFreshToken,
  };

  const complete = (openapi: Client<paths>) =>
    Object.assign(openapi, createFileActions(openapi, options.saveFile ?? saveFileInBrowser), {
      session: publicSession,
      ensureFreshToken: session.ensureFreshToken,
      dispose: session.dispose,
    });
  // The quiet client's own `quiet` is itself, set right after it exists.
  const quiet = complete(quietClient) as ApiClient;
  quiet.quiet = quiet;
  return Object.assign(complete(client), { quiet });
}
