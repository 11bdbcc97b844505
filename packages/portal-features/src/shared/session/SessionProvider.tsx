import type { AuthenticatedUser } from '@kundenportal/api-client';
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
import {
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  mainClientId,
  staffCustomerId,
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
  /** Ends the session here and in other tabs and forgets every cached answer (search, documents, orders …). */
  logout(): void;
}

const SessionContext = createContext<SessionState | null>(null);
export const currentUserKey = ['auth', 'user'] as const;

function defaultCustomer(user: AuthenticatedUser | undefined): number | undefined {
  if (!user) return undefined;
  if (canUseStaffView(user)) return staffCustomerId;
  return user.customers[0]?.id;
}

/** The logged-in user, their customer and client choice, and the auth dialogs – for every feature. */
export function SessionProvider({ children }: { children: ReactNode }) {
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
      void mutate(() => true, undefined, { revalidate: false });
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, mutate]);

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

  const session = useMemo<SessionState>(
    () => ({
      isAuthenticated,
      user,
      isLoadingUser,
      customerId,
      setCustomerId: setChosenCustomer,
      isStaffView: customerId === staffCustomerId,
      canSelectCustomer: canSelectCustomer(user),
      canUseStaffView: canUseStaffView(user),
      client,
      setClient: setChosenClient,
      canSelectClient: mayChooseClient,
      logout,
    }),
    [isAuthenticated, user, isLoadingUser, customerId, client, mayChooseClient, logout],
  );

  const [dialog, setDialog] = useState<{ dialog: AuthDialog | null; options: AuthDialogOptions }>({
    dialog: null,
    options: {},
  });
  const dialogs = useMemo<AuthDialogState>(
    () => ({
      ...dialog,
      open: (next, options = {}) => setDialog({ dialog: next, options }),
      close: () => setDialog({ dialog: null, options: {} }),
    }),
    [dialog],
  );

  return (
    <SessionContext.Provider value={session}>
      <AuthDialogContext.Provider value={dialogs}>{children}</AuthDialogContext.Provider>
    </SessionContext.Provider>
  );
}

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession needs a <SessionProvider> above it.');
  return session;
}
