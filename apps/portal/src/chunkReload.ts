/**
 * After a deployment the old entry may ask for chunks that are gone. Reloading fetches the new entry; the guard
 * makes sure a chunk that stays broken cannot make the page reload forever (at most once per 60 s, spec §4).
 */
const storageKey = 'kundenportal:chunk-reload-at';
export const reloadGuardMs = 60_000;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|ChunkLoadError|error loading dynamically imported|Unable to preload CSS/i.test(
    message,
  );
}

/** Reloads unless it already did within the last 60 s; tells whether it reloads. */
export function reloadForChunkError(
  storage: Pick<Storage, 'getItem' | 'setItem'> = sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  const last = Number(storage.getItem(storageKey) ?? 0);
  if (now - last < reloadGuardMs) return false;
  storage.setItem(storageKey, String(now));
  reload();
  return true;
}
