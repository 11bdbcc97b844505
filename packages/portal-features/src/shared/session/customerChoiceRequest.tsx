/**
 * "Choose a customer" pressed anywhere (the acting-for banner) asks the layout's customer field in one place – the
 * header's from its wide layout on, else the side menu's – to open its list. On wide screens the side menu shows
 * a customer field too: a request for any field on screen was claimed by whichever field's code came in first,
 * which was the side menu's now and then (CI, a loaded machine). A request waits until its field claims it: the field's code may still be loading, or the side menu
 * holding it may only now be opening – the first press is never lost and no DOM is searched. The fields read
 * it with `useCustomerChoiceRequest` (beside the combobox, out of the shell's entry).
 *
 * One store per app (the session provider makes it), not per module: a press that no field claimed belongs
 * to that app alone – another app on the page (another story in the story tests) must not open on it.
 */
import { createContext, type ReactNode, use, useState } from 'react';

/** Where the layout shows a customer field. */
export type CustomerFieldPlace = 'header' | 'menu';

export interface CustomerChoiceRequests {
  /** Asks the customer field in `place` to take focus and open its list. */
  request(place: CustomerFieldPlace): void;
  subscribe(listener: () => void): () => void;
  /** The id of the request no field has claimed yet; 0 when none waits. */
  pending(): number;
  /** The place of the pending request's field. */
  pendingPlace(): CustomerFieldPlace | undefined;
  /** The first field to claim request `id` answers it; the others see nothing left. */
  claim(id: number): boolean;
}

function createCustomerChoiceRequests(): CustomerChoiceRequests {
  let latest = 0;
  let pending = 0;
  let pendingPlace: CustomerFieldPlace | undefined;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    request(place) {
      pending = ++latest;
      pendingPlace = place;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => pending,
    pendingPlace: () => (pending === 0 ? undefined : pendingPlace),
    claim(id) {
      if (pending !== id) return false;
      pending = 0;
      // After the field's own work in this commit.
      queueMicrotask(notify);
      return true;
    },
  };
}

const CustomerChoiceRequestsContext = createContext<CustomerChoiceRequests | null>(null);

export function CustomerChoiceRequestsProvider({ children }: { children: ReactNode }) {
  const [requests] = useState(createCustomerChoiceRequests);
  return <CustomerChoiceRequestsContext value={requests}>{children}</CustomerChoiceRequestsContext>;
}

/** This app's requests for the customer field (inside the session provider). */
export function useCustomerChoiceRequests(): CustomerChoiceRequests {
  const requests = use(CustomerChoiceRequestsContext);
  if (!requests) throw new Error('useCustomerChoiceRequests needs the SessionProvider above it.');
  return requests;
}
