/**
 * Single-use links (login link, e-mail confirmation) work exactly once: a second call while the first is under
 * way – React StrictMode's repeated effect, a re-render – would spend the token and report it as invalid. Such
 * calls share the first one's promise (per API client and token). Once it has settled the entry is dropped, so a
 * later visit of the same link asks the server again and hears that the link is spent.
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
  const calling = byKey;
  const forget = () => {
    if (calling.get(key) === started) calling.delete(key);
  };
  // Registered before any caller's handler, so a caller reacting to the answer already starts afresh.
  started.then(forget, forget);
  calling.set(key, started);
  return started;
}
