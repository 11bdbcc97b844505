import { type PortalFile, saveFileInBrowser } from '@kundenportal/api-client';
import { useCallback } from 'react';
import { downloadFile } from '../../domain/files';
import { useIntl } from '../../shared/i18n';
import { useApi, useNotify } from '../../shared/services';
import { orderMessages as m } from '../messages';
import { fileNameFrom } from './orderApi';

/**
 * Downloads: a position's documents under their `download_file_name`, the invoice under the name the server
 * gives in `Content-Disposition` (the order only knows the invoice's file id). A failure is told, never silent.
 */
export function useDownloads() {
  const api = useApi();
  const notify = useNotify();
  const intl = useIntl();
  const failed = useCallback(() => notify(intl.formatMessage(m.downloadFailed), 'error'), [notify, intl]);

  const downloadDocument = useCallback(
    async (file: PortalFile) => {
      const result = await downloadFile(api, file.id, file.download_file_name);
      // Unreachable or session ended: the API client has already left the page.
      if (result.kind === 'rejected') failed();
    },
    [api, failed],
  );

  const downloadInvoice = useCallback(
    async (fileId: number, orderId: string) => {
      try {
        const { data, response } = await api.GET('/files/{id}', {
          params: { path: { id: fileId } },
          parseAs: 'blob',
        });
        if (!response.ok || !data) return failed();
        saveFileInBrowser(
          data,
          fileNameFrom(response.headers.get('Content-Disposition'), `Rechnung_${orderId}.pdf`),
        );
      } catch {
        // No response: the API client reports the service unavailable and leaves the page.
      }
    },
    [api, failed],
  );

  return { downloadDocument, downloadInvoice };
}
