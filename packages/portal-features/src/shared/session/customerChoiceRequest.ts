/**
 * "Choose a customer" pressed anywhere (the acting-for banner) asks the customer field on screen to open its
 * list. A request waits until one field claims it: the field's code may still be loading, or the side menu
 * holding it may only now be opening – the first press is never lost and no DOM is searched.
 */
import { useSyncExternalStore } from 'react';

let latest = 0;
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function requestCustomerChoice(): void {
  latest += 1;
  pending = latest;
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The request waiting for a field (its id and the claim that ends it), or undefined. */
export function useCustomerChoiceRequest(): { id: number; claim(): boolean } | undefined {
  const id = useSyncExternalStore(
    subscribe,
    () => pending,
    () => 0,
  );
  return id === 0
    ? undefined
    : {
        id,
        claim: () => {
          if (pending !== id) return false;
          pending = 0;
          // After the field's own work in this commit: the others see there is nothing left to answer.
          queueMicrotask(notify);
          return true;
        },
      };
}
