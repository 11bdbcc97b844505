import {
  type CompiledMessages,
  type Locale,
  loadMessages,
  type MessageChunk,
} from '@kundenportal/portal-features';
import type { ReactPromise } from 'react';

/**
 * A promise React's `use` reads without suspending once it has settled: React looks for these fields on a
 * thenable (its types name them: ReactPromise). A page whose code and texts were loaded before the first
 * render – the prerendered page being hydrated, the shell being replaced – renders at once instead of
 * suspending for a microtask.
 */
export type Settled<T> = Promise<T> & ReactPromise<T>;

export function settled<T>(promise: Promise<T>): Settled<T> {
  // Braces: the handlers must not return the promise itself, or the one `then` makes would reject unhandled.
  promise.then(
    (value) => {
      Object.assign(promise, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(promise, { status: 'rejected', reason });
    },
  );
  return Object.assign(promise, { status: 'pending' as const });
}

const caches = new Set<Map<string, Settled<unknown>>>();

/**
 * One promise per key. A failed load (a chunk gone after a deployment, the network away) stays failed – React
 * retries a render that suspended, and a fresh attempt each time would never end – until `forgetFailedLoads`:
 * the error page giving way to the next page the visitor opens.
 */
export function promiseCache<T>() {
  const cache = new Map<string, Settled<T>>();
  caches.add(cache);
  return (key: string, load: () => Promise<T>): Settled<T> => {
    let promise = cache.get(key);
    if (!promise) {
      promise = settled(load());
      cache.set(key, promise);
    }
    return promise;
  };
}

export function forgetFailedLoads(): void {
  for (const cache of caches)
    for (const [key, promise] of cache) if (promise.status === 'rejected') cache.delete(key);
}

const textsCache = promiseCache<CompiledMessages>();
/** The shell's texts and the given features' (scripts/i18n.mjs splits the catalogs per feature) of a locale. */
export const textsFor = (locale: Locale, chunks: readonly MessageChunk[] = []): Settled<CompiledMessages> =>
  textsCache(`${locale}/${chunks.join()}`, () => loadMessages(locale, chunks));
