/**
 * "Choose a customer" pressed anywhere (the acting-for banner) asks the customer field on screen to open its
 * list. A request waits until one field claims it: the field's code may still be loading, or the side menu
 * holding it may only now be opening – the first press is never lost and no DOM is searched. The fields read
 * it with `useCustomerChoiceRequest` (beside the combobox, out of the shell's entry).
 *
 * One store per app (the session provider makes it), not per module: a press that no field claimed belongs
 * to that app alone – another app on the page (another story in the story tests) must not open on it.
 */
import { createContext, type ReactNode, use, useState } from 'react';

export interface CustomerChoiceRequests {
  /** Asks the customer field on screen to take focus and open its list. */
  request(): void;
  subscribe(listener: () => void): () => void;
  /** The id of the request no field has claimed yet; 0 when none waits. */
  pending(): number;
  /** The first field to claim request `id` answers it; the others see nothing left. */
  claim(id: number): boolean;
}

function createCustomerChoiceRequests(): CustomerChoiceRequests {
  let latest = 0;
  let pending = 0;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    request() {
      pending = ++latest;
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    pending: () => pending,
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
