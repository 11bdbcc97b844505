import { defineMessages } from '@formatjs/intl';
import type { PortalFile } from '@kundenportal/api-client';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useIntl } from '../i18n';
import { useApi, useNotify } from '../services';
import { useSession } from '../session';
import { type RecentFile, readRecentFiles, rememberFile, subscribeRecentFiles } from './recentFiles';

export const fileMessages = defineMessages({
  downloadFailed: {
    id: 'files.downloadFailed',
    defaultMessage: 'Die Datei konnte nicht heruntergeladen werden.',
  },
});

/**
 * Downloads a file (GET /files/{id}) under the server's `download_file_name` and puts it at the front of the
 * user's recent files. `pending` holds the file ids on their way, so a button cannot start it twice.
 * A failure says so in the banner; an unreachable server has already sent the app to /outofservice.
 */
export function useFileDownload() {
  const api = useApi();
  const intl = useIntl();
  const notify = useNotify();
  const { user } = useSession();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  // The ref answers "already on its way?" at once; the state re-renders the buttons.
  const onTheirWay = useRef(new Set<number>());
  const userId = user?.id;

  const download = useCallback(
    async (file: PortalFile): Promise<boolean> => {
      if (onTheirWay.current.has(file.id)) return false;
      onTheirWay.current.add(file.id);
      setPending(new Set(onTheirWay.current));
      try {
        const result = await api.downloadFile(file.id, file.download_file_name);
        if (result.ok) {
          if (userId !== undefined) rememberFile(userId, file);
          return true;
        }
        if (result.status !== 0) notify(intl.formatMessage(fileMessages.downloadFailed), 'error');
        return false;
      } finally {
        onTheirWay.current.delete(file.id);
        setPending(new Set(onTheirWay.current));
      }
    },
    [api, intl, notify, userId],
  );
  return useMemo(() => ({ download, pending }), [download, pending]);
}

const none: readonly RecentFile[] = [];

/** The logged-in user's recent files, newest first; updates when any screen or tab opens a file. */
export function useRecentFiles(): readonly RecentFile[] {
  const { user } = useSession();
  const userId = user?.id;
  const snapshot = useCallback(() => (userId === undefined ? none : readRecentFiles(userId)), [userId]);
  return useSyncExternalStore(subscribeRecentFiles, snapshot, snapshot);
}
