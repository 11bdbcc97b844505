/**
 * "Choose a customer" pressed anywhere (the acting-for banner) asks the customer field on screen to open its
 * list. A request waits until one field claims it: the field's code may still be loading, or the side menu
 * holding it may only now be opening – the first press is never lost and no DOM is searched. The fields read
 * it with `useCustomerChoiceRequest` (beside the combobox, out of the shell's entry).
 */
let latest = 0;
let pending = 0;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function requestCustomerChoice(): void {
  pending = ++latest;
  notify();
}

export const customerChoiceRequests = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  pending: () => pending,
  /** The first field to claim request `id` answers it; the others see nothing left. */
  claim(id: number): boolean {
    if (pending !== id) return false;
    pending = 0;
    // After the field's own work in this commit.
    queueMicrotask(notify);
    return true;
  },
};
