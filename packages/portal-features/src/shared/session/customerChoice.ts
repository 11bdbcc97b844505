/**
 * The customer a user last chose, kept per user in localStorage so it survives a reload and holds in a new tab.
 * Only the id is stored; whether the user may still choose it is decided again against their current customers.
 */
const keyOf = (userId: number) => `kundenportal.customer.${userId}`;

export function readCustomerChoice(
  userId: number,
  storage: Storage | undefined = safeStorage(),
): number | undefined {
  const raw = storage?.getItem(keyOf(userId));
  if (raw === null || raw === undefined) return undefined;
  const id = Number(raw);
  return Number.isInteger(id) && id >= 0 ? id : undefined;
}

export function saveCustomerChoice(
  userId: number,
  customerId: number | undefined,
  storage: Storage | undefined = safeStorage(),
): void {
  try {
    if (customerId === undefined) storage?.removeItem(keyOf(userId));
    else storage?.setItem(keyOf(userId), String(customerId));
  } catch {
    // Storage full or blocked (private mode): the choice then lasts for this page only.
  }
}

/** The storage key a change in another tab arrives with, to follow that tab's choice. */
export const isCustomerChoiceKey = (key: string | null, userId: number) => key === keyOf(userId);

function safeStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
