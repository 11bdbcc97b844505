import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from '../../shared/i18n';
import { useApi, useNotify } from '../../shared/services';
import { downloadFile } from './fileActions';
import { downloadFailed } from './messages';
import type { OpenableFile } from './recentFiles';
import { useRecentFiles } from './useRecentFiles';

/**
 * Downloads a file under its `download_file_name` and puts it in front of the user's recent files.
 * `isPending(id)` tells the buttons a file is on its way, so none starts it twice. A refusal is told in the
 * banner; an unreachable server or an ended session has already left the page (the API client's one path).
 */
export function useFileDownload() {
  const api = useApi();
  const intl = useIntl();
  const notify = useNotify();
  const { opened } = useRecentFiles();
  const [pending, setPending] = useState<ReadonlySet<number>>(() => new Set());
  // The ref answers "already on its way?" at once, before the state re-renders the buttons.
  const onTheirWay = useRef(new Set<number>());

  const download = useCallback(
    async (file: OpenableFile): Promise<boolean> => {
      if (onTheirWay.current.has(file.id)) return false;
      onTheirWay.current.add(file.id);
      setPending(new Set(onTheirWay.current));
      try {
        const result = await downloadFile(api, file.id, file.download_file_name);
        if (result.kind === 'ok') {
          opened(file);
          return true;
        }
        if (result.kind === 'rejected')
          notify(intl.formatMessage(downloadFailed, { name: file.name }), 'error');
        return false;
      } finally {
        onTheirWay.current.delete(file.id);
        setPending(new Set(onTheirWay.current));
      }
    },
    [api, intl, notify, opened],
  );
  const isPending = useCallback((id: number) => pending.has(id), [pending]);
  return useMemo(() => ({ download, pending, isPending }), [download, pending, isPending]);
}
