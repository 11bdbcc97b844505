import {
  type ApiClient,
  type AuthenticatedUser,
  type ClientId,
  SessionEndedError,
} from '@kundenportal/api-client';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import useSWR, { preload, useSWRConfig } from 'swr';
import { allUserPages, type UserPage } from '../pages';
import { usePortalServices } from '../services';
import {
  type AuthDialog,
  AuthDialogContext,
  type AuthDialogOptions,
  type AuthDialogState,
} from './authDialogs';
import { parseAuthenticatedUser } from './authenticatedUser';
import { forgetCustomerChoice, readCustomerChoice, saveCustomerChoice } from './customerChoice';
import { CustomerChoiceRequestsProvider } from './customerChoiceRequest';
import {
  canSeePage,
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  isApiClientId,
  mainClientId,
  staffCustomerId,
} from './permissions';

export interface SessionState {
  isAuthenticated: boolean;
  /** The logged-in user once `/auth/user` answered. */
  user: AuthenticatedUser | undefined;
  isLoadingUser: boolean;
  /**
   * Logged in, but the user did not come: the server refused (403, 5xx …) or the call failed
   * (`'failed'`), or no answer within {@link userDeadlineMs} (`'overdue'`, the call still running). The guard
   * then shows a page with a retry and the logout instead of waiting on a blank page.
   */
  userFailure: UserFailure | undefined;
  /** Asks for the user again (the page's retry); `isRetryingUser` while that runs. */
  retryUser(): void;
  isRetryingUser: boolean;
  /** The chosen customer company; 0 is the staff view. */
  customerId: number | undefined;
  /** Choosing undefined resets to the default (staff view where allowed, else the first company). */
  setCustomerId(id: number | undefined): void;
  isStaffView: boolean;
  canSelectCustomer: boolean;
  canUseStaffView: boolean;
  /** The chosen client; the main client `client_<productKey>` by default. */
  client: string;
  setClient(client: string | undefined): void;
  canSelectClient: boolean;
  /** The client a search sends: only users who may choose one send it (spec §6), everyone else sends none. */
  searchClient: ClientId | undefined;
  /** The /user/* pages the app has mounted (all of them once every feature has landed). */
  userPages: ReadonlySet<UserPage>;
  /** Whether the user may open this page now: mounted, in their scopes, not hidden by the staff view. */
  canOpen(page: UserPage): boolean;
  /** Ends the session here and in other tabs and forgets every cached answer (search, documents, orders …). */
  logout(): void;
}

/**
 * A choice that data depends on changed (spec §4). Data keyed with customer and client refetches by itself;
 * this is for state that is not fetched – the search resets its term when the client is cleared, say.
 */
export type SessionChange =
  | { kind: 'customer'; customerId: number | undefined }
  | { kind: 'client'; client: string | undefined };
type SessionChangeListener = (change: SessionChange) => void;

const SessionContext = createContext<SessionState | null>(null);
const SessionChangeContext = createContext<Set<SessionChangeListener> | null>(null);
export const currentUserKey = ['auth', 'user'] as const;

export type UserFailure = 'failed' | 'overdue';

/**
 * How long a logged-in page waits for its user before it says so (with a retry and the logout), counted from
 * when the call was asked for – spec §2: never a blank page; the answer still shows the page if it comes later.
 */
export const userDeadlineMs = 7000;

/** /auth/user answered 2xx with something that is no AuthenticatedUser: HTML, cut-off JSON, `null`, wrong fields. */
class MalformedUserError extends Error {}

/** When each client last asked for the user: the deadline counts from there (a preload starts before React). */
const askedAt = new WeakMap<ApiClient, number>();

/**
 * The user's answer as text: the page's own early request's (`early`, a 2xx only – see `preloadCurrentUser`), else
 * the API client's.
 */
async function currentUserText(
  api: ApiClient,
  early?: Promise<Response | undefined>,
): Promise<string | undefined> {
  const answered = await early?.catch(() => undefined);
  if (answered?.ok) return answered.text();
  // As text: a body that is no JSON is the backend's fault like a wrong field, not a crash in openapi-fetch.
  const { data, response } = await api.GET('/auth/user', { parseAs: 'text' });
  if (!response.ok) throw new Error(`GET /auth/user answered ${response.status}.`);
  return data;
}

async function fetchCurrentUser(
  api: ApiClient,
  early?: Promise<Response | undefined>,
): Promise<AuthenticatedUser> {
  askedAt.set(api, performance.now());
  const data = await currentUserText(api, early);
  let body: unknown;
  try {
    body = JSON.parse(data ?? '');
  } catch {
    throw new MalformedUserError('GET /auth/user answered no JSON.');
  }
  const checked = parseAuthenticatedUser(body);
  if (!checked) throw new MalformedUserError('GET /auth/user answered no AuthenticatedUser.');
  return checked;
}

/**
 * Asks for the logged-in user (and so refreshes the token) as the app starts, before React renders: the
 * answer waits in SWR's cache for SessionProvider, whose first render would otherwise only then ask. On a
 * slow line the session's round trips then overlap the page's code instead of following it. `early`: the
 * answer to the request the page's boot script sent with the token of its early refresh (apps/portal/
 * prerenderBoot.js) – taken when it is a 2xx; anything else (none, a failure, a 401) and the app asks itself, so a
 * refused or broken answer takes the usual way (the session's end, the retry, the out-of-service page).
 */
export function preloadCurrentUser(api: ApiClient, early?: Promise<Response | undefined>): void {
  if (!api.session.getSnapshot()) return;
  // A failure is SessionProvider's to handle when it takes the answer; until then it is no unhandled error.
  preload(currentUserKey, () => fetchCurrentUser(api, early)).catch(() => undefined);
}

function defaultCustomer(user: AuthenticatedUser | undefined): number | undefined {
  if (!user) return undefined;
  if (canUseStaffView(user)) return staffCustomerId;
  return user.customers[0]?.id;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The /user/* pages the app mounts; default every page of spec §2. */
  userPages?: ReadonlySet<UserPage>;
  /** The backend answered /auth/user against the contract: the app shows its out-of-service page. */
  onServiceFault?: () => void;
}

/** The logged-in user, their customer and client choice, and the auth dialogs – for every feature. */
export function SessionProvider({
  children,
  userPages = allUserPages,
  onServiceFault,
}: SessionProviderProps) {
  const { api, config } = usePortalServices();
  const { mutate } = useSWRConfig();
  const isAuthenticated = useSyncExternalStore(
    api.session.subscribe,
    api.session.getSnapshot,
    api.session.getSnapshot,
  );

  const {
    data: user,
    isLoading: isLoadingUser,
    error: userError,
    mutate: reloadUser,
  } = useSWR(isAuthenticated ? currentUserKey : null, () => fetchCurrentUser(api), {
    // The API client already retried; a failure shows the guard's page with its own retry instead of SWR
    // asking again every few seconds behind an empty page.
    shouldRetryOnError: false,
  });

  // A malformed user is a service fault, not a user to half-trust: the session ends here (a reload then
  // starts logged out instead of failing again) and the app says the service is disturbed.
  const latestFault = useRef(onServiceFault);
  latestFault.current = onServiceFault;
  useEffect(() => {
    if (!(userError instanceof MalformedUserError)) return;
    console.error(userError.message);
    api.session.logout();
    latestFault.current?.();
  }, [userError, api]);

  // Waiting for the user past the deadline: the guard says so. Counted from when the call was asked for (the
  // app's preload, before React) or from the retry.
  const [isOverdue, setOverdue] = useState(false);
  const [isRetryingUser, setRetryingUser] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const waitingSince = useRef<number | undefined>(undefined);
  const isWaitingForUser = isAuthenticated && !user;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each attempt restarts the deadline.
  useEffect(() => {
    if (!isWaitingForUser) {
      waitingSince.current = undefined;
      setOverdue(false);
      setRetryingUser(false);
      return;
    }
    waitingSince.current ??= askedAt.get(api) ?? performance.now();
    const timer = setTimeout(
      () => {
        setOverdue(true);
        setRetryingUser(false);
      },
      Math.max(0, waitingSince.current + userDeadlineMs - performance.now()),
    );
    return () => clearTimeout(timer);
  }, [isWaitingForUser, api, attempt]);
  useEffect(() => {
    if (userError) setRetryingUser(false);
  }, [userError]);
  const retryUser = useCallback(() => {
    waitingSince.current = performance.now();
    setRetryingUser(true);
    setAttempt((count) => count + 1);
    void reloadUser();
  }, [reloadUser]);
  // A malformed answer is the out-of-service page's (above); a refused refresh has already ended the session.
  const hasFailed =
    userError !== undefined &&
    !(userError instanceof MalformedUserError) &&
    !(userError instanceof SessionEndedError);
  const userFailure: UserFailure | undefined = !isWaitingForUser
    ? undefined
    : hasFailed
      ? 'failed'
      : isOverdue
        ? 'overdue'
        : undefined;

  const [chosenCustomer, setChosenCustomer] = useState<number | undefined>();
  const [chosenClient, setChosenClient] = useState<string | undefined>();

  // When the session ends – here, in another tab or by the server – nothing of it may stay on screen.
  const wasAuthenticated = useRef(isAuthenticated);
  const lastUserId = useRef<number | undefined>(undefined);
  if (user) lastUserId.current = user.id;
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) {
      // Logging out forgets the choice too; only a reload or a new tab within the session keeps it.
      if (lastUserId.current !== undefined) forgetCustomerChoice(lastUserId.current);
      setChosenCustomer(undefined);
      setChosenClient(undefined);
      // Every answer goes, and with `revalidate` SWR's record of the ended session's requests too: a login within
      // its 2 s dedupe window would otherwise wait on that old request – whose answer this very clearing
      // discards – and never ask for the user (stuck on "not responding"). Nothing of the ended session is
      // mounted any more to ask again; a public page's read (the search) asks once more.
      void mutate(() => true, undefined, { revalidate: true });
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, mutate]);

  // A reload keeps this tab's choice and a new tab starts with the last one. Another tab's later change does
  // not follow here: switching company under an open form would put that work on the wrong company.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    setChosenCustomer((current) => current ?? readCustomerChoice(userId));
  }, [userId]);

  const customerChoices = user?.customers.map((customer) => customer.id) ?? [];
  const customerId =
    chosenCustomer !== undefined &&
    (customerChoices.includes(chosenCustomer) ||
      (chosenCustomer === staffCustomerId && canUseStaffView(user)) ||
      (chosenCustomer !== staffCustomerId && canSelectCustomer(user) && user?.customers.length === 0))
      ? chosenCustomer
      : defaultCustomer(user);

  const mayChooseClient = canSelectClient(user, config.productKey);
  const client = mayChooseClient && chosenClient ? chosenClient : mainClientId(config.productKey);

  const logout = useCallback(() => api.session.logout(), [api]);

  const [listeners] = useState(() => new Set<SessionChangeListener>());
  const emit = useCallback(
    (change: SessionChange) => {
      for (const listener of listeners) listener(change);
    },
    [listeners],
  );
  const setCustomerId = useCallback(
    (id: number | undefined) => {
      setChosenCustomer(id);
      if (userId !== undefined) saveCustomerChoice(userId, id);
      emit({ kind: 'customer', customerId: id });
    },
    [emit, userId],
  );
  const setClient = useCallback(
    (next: string | undefined) => {
      setChosenClient(next);
      emit({ kind: 'client', client: next });
    },
    [emit],
  );

  const isStaffView = customerId === staffCustomerId;
  const canOpen = useCallback(
    (page: UserPage) => userPages.has(page) && Boolean(user) && canSeePage(user, page, isStaffView),
    [userPages, user, isStaffView],
  );

  const session = useMemo<SessionState>(
    () => ({
      isAuthenticated,
      user,
      isLoadingUser,
      userFailure,
      retryUser,
      isRetryingUser,
      customerId,
      setCustomerId,
      isStaffView,
      canSelectCustomer: canSelectCustomer(user),
      canUseStaffView: canUseStaffView(user),
      client,
      setClient,
      canSelectClient: mayChooseClient,
      searchClient: mayChooseClient && isApiClientId(client) ? client : undefined,
      userPages,
      canOpen,
      logout,
    }),
    [
      userPages,
      canOpen,
      isStaffView,
      isAuthenticated,
      user,
      isLoadingUser,
      userFailure,
      retryUser,
      isRetryingUser,
      customerId,
      setCustomerId,
      client,
      setClient,
      mayChooseClient,
      logout,
    ],
  );

  const [dialog, setDialog] = useState<{ dialog: AuthDialog | null; options: AuthDialogOptions }>({
    dialog: null,
    options: {},
  });
  // Stable open/close, so effects may depend on them without re-running on every dialog change.
  const openDialog = useCallback<AuthDialogState['open']>(
    (next, options = {}) => setDialog({ dialog: next, options }),
    [],
  );
  const closeDialog = useCallback(() => setDialog({ dialog: null, options: {} }), []);
  const dialogs = useMemo<AuthDialogState>(
    () => ({ ...dialog, open: openDialog, close: closeDialog }),
    [dialog, openDialog, closeDialog],
  );

  return (
    <SessionContext.Provider value={session}>
      <SessionChangeContext.Provider value={listeners}>
        <AuthDialogContext.Provider value={dialogs}>
          <CustomerChoiceRequestsProvider>{children}</CustomerChoiceRequestsProvider>
        </AuthDialogContext.Provider>
      </SessionChangeContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it.');
  return session;
}

/** Calls `listener` on every change of customer or client made through the session (the latest listener). */
export function useSessionChange(listener: SessionChangeListener): void {
  const listeners = useContext(SessionChangeContext);
  if (!listeners) throw new Error('useSessionChange needs a <SessionProvider> above it.');
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    const forward: SessionChangeListener = (change) => latest.current(change);
    listeners.add(forward);
    return () => {
      listeners.delete(forward);
    };
  }, [listeners]);
}
