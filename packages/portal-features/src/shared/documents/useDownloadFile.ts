/** Downloads a file under its `download_file_name` (spec §7) and puts it in front of the recent files. */
import { useCallback, useState } from 'react';
import { useIntl } from '../i18n';
import { useApi, useNotify } from '../services';
import { downloadFailed } from './messages';
import { type OpenableFile, useRecentFiles } from './useDocuments';

export function useDownloadFile() {
  const api = useApi();
  const intl = useIntl();
  const notify = useNotify();
  const { opened } = useRecentFiles();
  // The file ids being fetched: their buttons show pending and cannot start a second download.
  const [pending, setPending] = useState<ReadonlySet<number>>(new Set());

  const download = useCallback(
    async (file: OpenableFile): Promise<boolean> => {
      setPending((previous) => new Set(previous).add(file.id));
      try {
        const result = await api.downloadFile(file.id, file.download_file_name);
        if (result.ok) {
          opened(file);
          return true;
        }
        // Status 0: no response – the API client has already gone to /outofservice.
        if (result.status !== 0) notify(intl.formatMessage(downloadFailed, { name: file.name }), 'error');
        return false;
      } finally {
        setPending((previous) => {
          const next = new Set(previous);
          next.delete(file.id);
          return next;
        });
      }
    },
    [api, intl, notify, opened],
  );
  return { download, isPending: (id: number) => pending.has(id) };
}
