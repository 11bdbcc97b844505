/**
 * The customer a user chose, kept per tab (sessionStorage) so a reload keeps acting for the same company and a
 * choice in one tab never switches another tab behind the user's back – a half-filled order must stay with the
 * company it was started for. The last choice made in any tab (localStorage) is only the start of a new tab.
 * Only the id is stored; whether the user may still choose it is decided again against their current customers.
 */
const keyOf = (userId: number) => `kundenportal.customer.${userId}`;
/** A tab whose choice was cleared: a reload must not take another tab's last choice instead. */
const CLEARED = 'none';

export interface ChoiceStores {
  /** This tab's choice. */
  tab: Storage | undefined;
  /** The last choice in any tab, for tabs that have none yet. */
  last: Storage | undefined;
}

export function readCustomerChoice(
  userId: number,
  stores: ChoiceStores = browserStores(),
): number | undefined {
  const own = read(stores.tab, userId);
  if (own === CLEARED) return undefined;
  const raw = own ?? read(stores.last, userId);
  if (raw === null) return undefined;
  const id = Number(raw);
  return raw !== '' && Number.isInteger(id) && id >= 0 ? id : undefined;
}

export function saveCustomerChoice(
  userId: number,
  customerId: number | undefined,
  stores: ChoiceStores = browserStores(),
): void {
  write(stores.tab, userId, customerId === undefined ? CLEARED : String(customerId));
  write(stores.last, userId, customerId === undefined ? null : String(customerId));
}

/** At logout: the next login starts from the default, in this tab and in new ones. */
export function forgetCustomerChoice(userId: number, stores: ChoiceStores = browserStores()): void {
  write(stores.tab, userId, null);
  write(stores.last, userId, null);
}

function read(storage: Storage | undefined, userId: number): string | null {
  try {
    return storage?.getItem(keyOf(userId)) ?? null;
  } catch {
    return null;
  }
}

function write(storage: Storage | undefined, userId: number, value: string | null): void {
  try {
    if (value === null) storage?.removeItem(keyOf(userId));
    else storage?.setItem(keyOf(userId), value);
  } catch {
    // Storage full or blocked (private mode): the choice then lasts for this page only.
  }
}

function browserStores(): ChoiceStores {
  const get = (name: 'sessionStorage' | 'localStorage') => {
    try {
      return typeof window === 'undefined' ? undefined : window[name];
    } catch {
      return undefined;
    }
  };
  return { tab: get('sessionStorage'), last: get('localStorage') };
}
