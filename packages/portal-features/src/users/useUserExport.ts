import { useState } from 'react';
import { useIntl } from '../shared/i18n';
import { useNotify } from '../shared/services';
import { useUserActions } from './api/usersApi';
import { userMessages as m } from './messages';
import type { toApiFilter } from './userFilter';

/** Exports the users the filter finds as a file (one export at a time); a refusal says so in a notice. */
export function useUserExport(apiFilter: ReturnType<typeof toApiFilter> | null) {
  const t = useIntl().formatMessage;
  const notify = useNotify();
  const { exportUsers } = useUserActions();
  const [isExporting, setExporting] = useState(false);
  const runExport = async () => {
    if (!apiFilter || isExporting) return;
    setExporting(true);
    const result = await exportUsers(apiFilter);
    setExporting(false);
    // Unreachable and an ended session are handled by the client (out of service, home).
    if (result.kind === 'ok') notify(t(m.exported), 'success');
    else if (result.kind === 'rejected') notify(t(m.exportFailed), 'error');
  };
  return { runExport, isExporting };
}
