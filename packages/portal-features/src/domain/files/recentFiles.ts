/**
 * Recent files (spec §3): every file a user opened, newest first; opening one again moves it to the front.
 * Kept per user as the preference `documents.recent` (`kundenportal.documents.recent.<userId>`, the key the
 * list has always had), at most {@link RECENT_FILES_MAX}. Pure functions; the hook is in useRecentFiles.ts.
 */
import type { PortalFile } from '@kundenportal/api-client';

export const RECENT_FILES_MAX = 10;
/** The preference name; with the user id it makes the storage key. */
export const RECENT_FILES_PREFERENCE = 'documents.recent';

/** What the recent list needs of a file to show and reopen it without the list it came from. */
export type OpenableFile = Pick<PortalFile, 'id' | 'name' | 'download_file_name' | 'type' | 'material_id'>;

/** A file as kept in the recent list. */
export interface RecentFile extends OpenableFile {
  /** When it was last opened (ISO date-time). */
  openedAt: string;
}

function isRecentFile(value: unknown): value is RecentFile {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<RecentFile>;
  return (
    Number.isInteger(entry.id) &&
    typeof entry.name === 'string' &&
    typeof entry.download_file_name === 'string' &&
    typeof entry.openedAt === 'string'
  );
}

/** What storage holds, if it is a list of recent files; anything else (old, tampered) counts as unreadable. */
export const parseRecentFiles = (raw: unknown): RecentFile[] | undefined =>
  Array.isArray(raw) && raw.every(isRecentFile) ? raw : undefined;

/** Puts `file` in front (reopening moves it there), without duplicates, at most {@link RECENT_FILES_MAX}. */
export function withRecentFile(list: readonly RecentFile[], file: OpenableFile, at: Date): RecentFile[] {
  const { id, name, download_file_name, type, material_id } = file;
  const entry: RecentFile = { id, name, download_file_name, type, material_id, openedAt: at.toISOString() };
  return [entry, ...list.filter((known) => known.id !== id)].slice(0, RECENT_FILES_MAX);
}

/** The list without the given files (after they were deleted). */
export const withoutFiles = (list: readonly RecentFile[], ids: readonly number[]): RecentFile[] =>
  list.filter((entry) => !ids.includes(entry.id));
