import { useCallback, useRef } from 'react';

/**
 * One idempotency key per intended write. The API client already sends a key with every write and reuses it
 * for its own retries; this one also covers the user's retry: the same body sent again (send pressed once
 * more after a lost answer) carries the same key, so the server answers with the first result instead of
 * writing twice. A changed body is a new intention and gets a new key.
 */
export function useIdempotencyKey(): (body: unknown) => string {
  const last = useRef<{ body: string; key: string } | undefined>(undefined);
  return useCallback((body: unknown) => {
    const json = JSON.stringify(body);
    if (last.current?.body !== json) last.current = { body: json, key: crypto.randomUUID() };
    return last.current.key;
  }, []);
}
