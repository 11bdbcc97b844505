/**
 * Single-use links (login link, e-mail confirmation) work exactly once: a second call – React StrictMode's
 * repeated effect, a re-render – would spend the token and report it as invalid. The first call's promise is
 * shared per API client and token instead.
 */
const calls = new WeakMap<object, Map<string, Promise<unknown>>>();

export function once<T>(owner: object, key: string, call: () => Promise<T>): Promise<T> {
  let byKey = calls.get(owner);
  if (!byKey) {
    byKey = new Map();
    calls.set(owner, byKey);
  }
  const pending = byKey.get(key) as Promise<T> | undefined;
  if (pending) return pending;
  const started = call();
  byKey.set(key, started);
  return started;
}
