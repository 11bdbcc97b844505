import type { AuthenticatedUser, ClientId } from '@kundenportal/api-client';
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
import useSWR, { useSWRConfig } from 'swr';
import { usePortalServices } from '../services';
import {
  type AuthDialog,
  AuthDialogContext,
  type AuthDialogOptions,
  type AuthDialogState,
} from './authDialogs';
import { readChosenCustomer, writeChosenCustomer } from './chosenCustomer';
import {
  allUserPages,
  canSeePage,
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  isApiClientId,
  mainClientId,
  staffCustomerId,
  type UserPage,
} from './permissions';

export interface SessionState {
  isAuthenticated: boolean;
  /** The logged-in user once `/auth/user` answered. */
  user: AuthenticatedUser | undefined;
  isLoadingUser: boolean;
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

function defaultCustomer(user: AuthenticatedUser | undefined): number | undefined {
  if (!user) return undefined;
  if (canUseStaffView(user)) return staffCustomerId;
  return user.customers[0]?.id;
}

export interface SessionProviderProps {
  children: ReactNode;
  /** The /user/* pages the app mounts; default every page of spec §2. */
  userPages?: ReadonlySet<UserPage>;
}

/** The logged-in user, their customer and client choice, and the auth dialogs – for every feature. */
export function SessionProvider({ children, userPages = allUserPages }: SessionProviderProps) {
  const { api, config } = usePortalServices();
  const { mutate } = useSWRConfig();
  const isAuthenticated = useSyncExternalStore(
    api.session.subscribe,
    api.session.getSnapshot,
    api.session.getSnapshot,
  );

  const { data: user, isLoading: isLoadingUser } = useSWR(
    isAuthenticated ? currentUserKey : null,
    async () => {
      const { data, error } = await api.GET('/auth/user');
      if (error || !data) throw new Error('The current user could not be loaded.');
      return data;
    },
  );

  const [chosenCustomer, setChosenCustomer] = useState<number | undefined>();
  const [chosenClient, setChosenClient] = useState<string | undefined>();

  // When the session ends – here, in another tab or by the server – nothing of it may stay on screen.
  const wasAuthenticated = useRef(isAuthenticated);
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) {
      setChosenCustomer(undefined);
      setChosenClient(undefined);
      writeChosenCustomer(undefined, undefined);
      void mutate(() => true, undefined, { revalidate: false });
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, mutate]);

  // After a reload the tab's last choice counts from the first render with the user – no detour via the default.
  const userId = user?.id;
  const choice = chosenCustomer ?? readChosenCustomer(userId);

  const customerChoices = user?.customers.map((customer) => customer.id) ?? [];
  const customerId =
    choice !== undefined &&
    (customerChoices.includes(choice) ||
      (choice === staffCustomerId && canUseStaffView(user)) ||
      (choice !== staffCustomerId && canSelectCustomer(user) && user?.customers.length === 0))
      ? choice
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
      writeChosenCustomer(userId, id);
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
        <AuthDialogContext.Provider value={dialogs}>{children}</AuthDialogContext.Provider>
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
