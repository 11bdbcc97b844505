/**
 * Recent files (spec §3): every file a user opened, newest first; opening one again moves it to the front.
 * Kept per user in localStorage so it survives reloads. Search, orders and documents all download files.
 * Key and entry shape are those of the documents feature's list (branch `documents`, shared/documents:
 * `kundenportal.documents.recent.<userId>`, at most 10), so a download here shows up there.
 */
import type { PortalFile } from '@kundenportal/api-client';

export const RECENT_FILES_LIMIT = 10;
const storageKey = (userId: number) => `kundenportal.documents.recent.${userId}`;

/** A file as kept in the recent list: enough to show and reopen it. */
export interface RecentFile
  extends Pick<PortalFile, 'id' | 'name' | 'download_file_name' | 'type' | 'material_id'> {
  /** ISO date-time of the last opening. */
  openedAt: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();
/** One array per user and stored text, so `useSyncExternalStore` sees a stable snapshot. */
const snapshots = new Map<number, { raw: string | null; list: readonly RecentFile[] }>();

function storage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function isRecentFile(value: unknown): value is RecentFile {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RecentFile>;
  return (
    typeof entry.openedAt === 'string' &&
    Number.isInteger(entry.id) &&
    typeof entry.name === 'string' &&
    typeof entry.download_file_name === 'string'
  );
}

/** The user's recent files, newest first; anything unreadable in storage counts as none. */
export function readRecentFiles(userId: number): readonly RecentFile[] {
  const raw = storage()?.getItem(storageKey(userId)) ?? null;
  const cached = snapshots.get(userId);
  if (cached && cached.raw === raw) return cached.list;
  let list: readonly RecentFile[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isRecentFile) : [];
  } catch {
    list = [];
  }
  snapshots.set(userId, { raw, list });
  return list;
}

/** Puts `file` at the front (moving it there if it was already in the list). */
export function rememberFile(userId: number, file: PortalFile, now: Date = new Date()): void {
  const rest = readRecentFiles(userId).filter((entry) => entry.id !== file.id);
  const { id, name, download_file_name, type, material_id } = file;
  const entry: RecentFile = { id, name, download_file_name, type, material_id, openedAt: now.toISOString() };
  const next = [entry, ...rest].slice(0, RECENT_FILES_LIMIT);
  try {
    storage()?.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // A full or blocked storage loses the history, never the download.
  }
  for (const listener of listeners) listener();
}

/** Removes files from the list (after they were deleted from the user's documents). */
export function forgetFiles(userId: number, ids: readonly number[]): void {
  const next = readRecentFiles(userId).filter((entry) => !ids.includes(entry.id));
  try {
    storage()?.setItem(storageKey(userId), JSON.stringify(next));
  } catch {
    // See rememberFile.
  }
  for (const listener of listeners) listener();
}

export function subscribeRecentFiles(listener: Listener): () => void {
  listeners.add(listener);
  // Another tab of the same user.
  const onStorage = (event: StorageEvent) => {
    if (event.key?.startsWith('kundenportal.documents.recent.')) listener();
  };
  globalThis.addEventListener?.('storage', onStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', onStorage);
  };
}
