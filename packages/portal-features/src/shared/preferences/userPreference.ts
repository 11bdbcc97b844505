/**
 * Small per-user choices kept in this browser (dashboard arrangement, recent files, seen marks): JSON in
 * localStorage under `kundenportal.<name>.<userId>`. Every component reading the same preference sees a write
 * at once (and other tabs on their next `storage` event); where storage fails the choice holds for the visit.
 */
import { useCallback, useSyncExternalStore } from 'react';

export const preferenceKey = (name: string, userId: number) => `kundenportal.${name}.${userId}`;

type Listener = () => void;
const listeners = new Set<Listener>();
// What this visit wrote, so a failing storage still keeps the choice until the page is left.
const written = new Map<string, string | null>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1) globalThis.addEventListener?.('storage', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) globalThis.removeEventListener?.('storage', notify);
  };
}

/** The stored text, or null; never throws. */
export function readStored(
  key: string,
  storage: Storage | undefined = globalThis.localStorage,
): string | null {
  if (!storage) return written.get(key) ?? null;
  try {
    return storage.getItem(key);
  } catch {
    // Storage refused: what this visit wrote still holds.
    return written.get(key) ?? null;
  }
}

/** Stores (or, with null, forgets) the text and tells every reader; never throws. */
export function writeStored(
  key: string,
  value: string | null,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  written.set(key, value);
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // Not remembered beyond this visit.
  }
  notify();
}

/** Reads JSON; anything unreadable or failing `parse` gives the fallback, so a broken entry never breaks a page. */
export function readPreference<T>(key: string, parse: (raw: unknown) => T | undefined, fallback: T): T {
  const raw = readStored(key);
  if (raw === null) return fallback;
  try {
    return parse(JSON.parse(raw)) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * A user's preference as React state. `parse` checks what storage holds (it may be old or tampered with);
 * the value stays referentially stable while the stored text does not change. Without a user it is the
 * fallback and writes go nowhere.
 */
export function useUserPreference<T>(
  name: string,
  userId: number | undefined,
  parse: (raw: unknown) => T | undefined,
  fallback: T,
): [T, (next: T | ((previous: T) => T)) => void] {
  const key = userId === undefined ? undefined : preferenceKey(name, userId);
  const raw = useSyncExternalStore(
    subscribe,
    () => (key ? readStored(key) : null),
    () => null,
  );
  const value = parsed(raw, parse, fallback);
  const setValue = useCallback(
    (next: T | ((previous: T) => T)) => {
      if (!key) return;
      const previous = readPreference(key, parse, fallback);
      const value = typeof next === 'function' ? (next as (previous: T) => T)(previous) : next;
      writeStored(key, JSON.stringify(value));
    },
    [key, parse, fallback],
  );
  return [value, setValue];
}

// One parse per stored text and parser: the same text gives the same object, so effects and memos keep still.
const parseCache = new WeakMap<(raw: unknown) => unknown, Map<string, unknown>>();
function parsed<T>(raw: string | null, parse: (raw: unknown) => T | undefined, fallback: T): T {
  if (raw === null) return fallback;
  let cache = parseCache.get(parse);
  if (!cache) {
    cache = new Map();
    parseCache.set(parse, cache);
  }
  if (cache.has(raw)) return (cache.get(raw) as T | undefined) ?? fallback;
  let value: T | undefined;
  try {
    value = parse(JSON.parse(raw));
  } catch {
    value = undefined;
  }
  if (cache.size > 50) cache.clear();
  cache.set(raw, value);
  return value ?? fallback;
}
