import { useCallback } from 'react';
import { useUserPreference } from '../../shared/preferences';
import { useSession } from '../../shared/session';
import {
  type OpenableFile,
  parseRecentFiles,
  RECENT_FILES_PREFERENCE,
  type RecentFile,
  withoutFiles,
  withRecentFile,
} from './recentFiles';

const none: RecentFile[] = [];

/**
 * The logged-in user's recent files, newest first, kept across reloads; every screen (and, on its next
 * `storage` event, every tab) sees a change at once.
 */
export function useRecentFiles() {
  const { user } = useSession();
  const [recent, setRecent] = useUserPreference(RECENT_FILES_PREFERENCE, user?.id, parseRecentFiles, none);
  const opened = useCallback(
    (file: OpenableFile, at: Date = new Date()) =>
      setRecent((previous) => withRecentFile(previous, file, at)),
    [setRecent],
  );
  const forget = useCallback(
    (ids: readonly number[]) => setRecent((previous) => withoutFiles(previous, ids)),
    [setRecent],
  );
  return { recent, opened, forget };
}
