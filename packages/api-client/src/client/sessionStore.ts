/**
 * Where the refresh token outlives a reload: localStorage, whose `storage` event also tells every
 * other open tab of a login or logout here.
 */

export interface PersistedSession {
  refreshToken: string;
  /** Epoch ms. */
  refreshExpiresAt: number;
}

export interface SessionStore {
  load(): PersistedSession | null;
  save(value: PersistedSession | null): void;
  /** Called with the new value when another tab changes the session; returns an unsubscribe. */
  subscribe(onExternalChange: (value: PersistedSession | null) => void): () => void;
}

export const SESSION_STORAGE_KEY = 'kundenportal.session';

function parse(raw: string | null): PersistedSession | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'refreshToken' in value &&
      typeof value.refreshToken === 'string' &&
      'refreshExpiresAt' in value &&
      typeof value.refreshExpiresAt === 'number'
    ) {
      return { refreshToken: value.refreshToken, refreshExpiresAt: value.refreshExpiresAt };
    }
  } catch {
    // A corrupt entry is no session.
  }
  return null;
}

export interface LocalStorageSessionStoreOptions {
  storage?: Storage | undefined;
  /** Receives the `storage` events of other tabs; defaults to `window`. */
  eventTarget?: EventTarget | undefined;
  key?: string;
}

/** Falls back to memory when storage is missing or throws (disabled storage, some private modes). */
export function createLocalStorageSessionStore(options: LocalStorageSessionStoreOptions = {}): SessionStore {
  const key = options.key ?? SESSION_STORAGE_KEY;
  const storage = options.storage ?? (typeof localStorage === 'undefined' ? undefined : localStorage);
  const eventTarget = options.eventTarget ?? (typeof window === 'undefined' ? undefined : window);
  let memory: PersistedSession | null = null;

  return {
    load() {
      try {
        return storage ? parse(storage.getItem(key)) : memory;
      } catch {
        return memory;
      }
    },
    save(value) {
      memory = value;
      try {
        if (value === null) storage?.removeItem(key);
        else storage?.setItem(key, JSON.stringify(value));
      } catch {
        // Quota or disabled storage: the session then lasts as long as the tab.
      }
    },
    subscribe(onExternalChange) {
      if (!eventTarget) return () => undefined;
      const onStorage = (event: Event) => {
        if (!(event instanceof StorageEvent)) return;
        // `key === null` means another tab called localStorage.clear().
        if (event.key !== key && event.key !== null) return;
        if (event.storageArea !== null && storage !== undefined && event.storageArea !== storage) return;
        onExternalChange(parse(event.newValue));
      };
      eventTarget.addEventListener('storage', onStorage);
      return () => eventTarget.removeEventListener('storage', onStorage);
    },
  };
}
