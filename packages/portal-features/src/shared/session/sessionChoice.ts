/**
 * What the session remembers besides the user: the chosen customer company (0 the staff view) and client, kept
 * per user for a reload or a new tab (customerChoice.ts), told to whoever listens (`useSessionChange`) – and
 * forgotten, with every cached answer, when the session ends.
 */
import type { AuthenticatedUser } from '@kundenportal/api-client';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { forgetCustomerChoice, readCustomerChoice, saveCustomerChoice } from './customerChoice';
import {
  canSelectClient,
  canSelectCustomer,
  canUseStaffView,
  mainClientId,
  staffCustomerId,
} from './permissions';

/**
 * A choice that data depends on changed (spec §4). Data keyed with customer and client refetches by itself;
 * this is for state that is not fetched – the search resets its term when the client is cleared, say.
 */
export type SessionChange =
  | { kind: 'customer'; customerId: number | undefined }
  | { kind: 'client'; client: string | undefined };
export type SessionChangeListener = (change: SessionChange) => void;

function defaultCustomer(user: AuthenticatedUser | undefined): number | undefined {
  if (!user) return undefined;
  if (canUseStaffView(user)) return staffCustomerId;
  return user.customers[0]?.id;
}

export interface SessionChoice {
  customerId: number | undefined;
  setCustomerId(id: number | undefined): void;
  client: string;
  setClient(client: string | undefined): void;
  mayChooseClient: boolean;
  /** The listeners `useSessionChange` adds. */
  listeners: Set<SessionChangeListener>;
}

/** The customer and client the user chose, valid for that user (else the default). */
export function useSessionChoice(
  user: AuthenticatedUser | undefined,
  isAuthenticated: boolean,
  productKey: string,
): SessionChoice {
  const [chosenCustomer, setChosenCustomer] = useState<number | undefined>();
  const [chosenClient, setChosenClient] = useState<string | undefined>();
  useEndedSessionCleanup(isAuthenticated, user, () => {
    setChosenCustomer(undefined);
    setChosenClient(undefined);
  });

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

  const mayChooseClient = canSelectClient(user, productKey);
  const client = mayChooseClient && chosenClient ? chosenClient : mainClientId(productKey);

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

  return { customerId, setCustomerId, client, setClient, mayChooseClient, listeners };
}

/**
 * When the session ends – here, in another tab or by the server – nothing of it may stay on screen: the
 * customer choice is forgotten (`forget` clears this tab's) and every cached answer goes.
 */
function useEndedSessionCleanup(
  isAuthenticated: boolean,
  user: AuthenticatedUser | undefined,
  forget: () => void,
): void {
  const { mutate } = useSWRConfig();
  const latestForget = useRef(forget);
  latestForget.current = forget;
  const wasAuthenticated = useRef(isAuthenticated);
  const lastUserId = useRef<number | undefined>(undefined);
  if (user) lastUserId.current = user.id;
  useEffect(() => {
    if (wasAuthenticated.current && !isAuthenticated) {
      // Logging out forgets the choice too; only a reload or a new tab within the session keeps it.
      if (lastUserId.current !== undefined) forgetCustomerChoice(lastUserId.current);
      latestForget.current();
      // Every answer goes, and with `revalidate` SWR's record of the ended session's requests too: a login within
      // its 2 s dedupe window would otherwise wait on that old request – whose answer this very clearing
      // discards – and never ask for the user (stuck on "not responding"). Nothing of the ended session is
      // mounted any more to ask again; a public page's read (the search) asks once more.
      void mutate(() => true, undefined, { revalidate: true });
    }
    wasAuthenticated.current = isAuthenticated;
  }, [isAuthenticated, mutate]);
}
