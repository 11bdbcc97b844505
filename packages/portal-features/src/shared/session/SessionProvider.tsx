import type { AuthenticatedUser, ClientId } from '@kundenportal/api-client';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { allUserPages, type UserPage } from '../pages';
import { usePortalServices } from '../services';
import { AuthDialogContext, useAuthDialogState } from './authDialogs';
import { type UserFailure, useCurrentUser } from './currentUser';
import { CustomerChoiceRequestsProvider } from './customerChoiceRequest';
import {
  canSeePage,
  canSelectCustomer,
  canUseStaffView,
  isApiClientId,
  staffCustomerId,
} from './permissions';
import { type SessionChangeListener, useSessionChoice } from './sessionChoice';

export { currentUserKey, preloadCurrentUser, type UserFailure, userDeadlineMs } from './currentUser';
export type { SessionChange } from './sessionChoice';

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

const SessionContext = createContext<SessionState | null>(null);
const SessionChangeContext = createContext<Set<SessionChangeListener> | null>(null);

export interface SessionProviderProps {
  children: ReactNode;
  /** The /user/* pages the app mounts; default every page of spec §2. */
  userPages?: ReadonlySet<UserPage>;
  /** The backend answered /auth/user against the contract: the app shows its out-of-service page. */
  onServiceFault?: () => void;
  /**
   * The app hydrates a logged-in page's shell (issue 43.1): the first render is the HTML's – the user not yet
   * known – and the user (the last known one, or an early answer) follows in a transition, sliced like the
   * hydration, not in one long task.
   */
  hydrating?: boolean;
}

/** The logged-in user, their customer and client choice, and the auth dialogs – for every feature. */
export function SessionProvider({
  children,
  userPages = allUserPages,
  onServiceFault,
  hydrating = false,
}: SessionProviderProps) {
  const { api, config } = usePortalServices();
  const isAuthenticated = useSyncExternalStore(
    api.session.subscribe,
    api.session.getSnapshot,
    api.session.getSnapshot,
  );
  const current = useCurrentUser(api, isAuthenticated, onServiceFault);
  const [isHydrating, setHydrating] = useState(hydrating);
  useEffect(() => {
    if (isHydrating) startTransition(() => setHydrating(false));
  }, [isHydrating]);
  const { user, isLoadingUser, userFailure, retryUser, isRetryingUser } = isHydrating
    ? { ...current, user: undefined, userFailure: undefined }
    : current;
  const { customerId, setCustomerId, client, setClient, mayChooseClient, listeners } = useSessionChoice(
    user,
    isAuthenticated,
    config.productKey,
  );
  const logout = useCallback(() => api.session.logout(), [api]);

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

  const dialogs = useAuthDialogState();

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
