/**
 * Deleting documents on My documents: one file or the selection, asked first in a dialog, one DELETE per file
 * (the combined result is the count of errors and the first failing status, spec §8), the outcome as a notice.
 */
import { ConfirmDialog } from '@kundenportal/ui';
import { type ReactNode, useState } from 'react';
import type { PortalFile } from '../domain/documents';
import { deleteFile, deleteFiles } from '../domain/files';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { useApi, useNotify } from '../shared/services';
import {
  bulkFailed,
  bulkRemoved,
  confirmBulkRemove,
  confirmRemove,
  documentsMessages as m,
} from './messages';

/** Spec §4: notices last 3000 ms, results of several actions 5000 ms. */
const NOTICE_MS = 3000;
const MULTI_RESULT_MS = 5000;

export type PendingRemoval = { kind: 'one'; file: PortalFile } | { kind: 'selection'; ids: number[] };

export interface DocumentRemoval {
  /** Asks to delete: opens the dialog. */
  ask(removal: PendingRemoval): void;
  /** The dialog, to draw once on the page. */
  dialog: ReactNode;
}

/** `settle` runs after a delete with the ids asked for: the list reloads, the selection and focus follow. */
export function useDocumentRemoval(settle: (ids: readonly number[]) => Promise<void>): DocumentRemoval {
  const intl = useIntl();
  const api = useApi();
  const notify = useNotify();
  const [removal, setRemoval] = useState<PendingRemoval | null>(null);
  const [isRemoving, setRemoving] = useState(false);

  const removeOne = async (file: PortalFile) => {
    const result = await deleteFile(api, file.id);
    setRemoval(null);
    if (result.kind === 'ok') notify(intl.formatMessage(m.removed), 'success', NOTICE_MS);
    else if (result.kind === 'rejected') notify(intl.formatMessage(m.removeFailed), 'error', NOTICE_MS);
    await settle([file.id]);
  };
  const removeSelection = async (ids: number[]) => {
    const result = await deleteFiles(api, ids);
    setRemoval(null);
    if (result.errors === 0) {
      notify(intl.formatMessage(bulkRemoved, { count: ids.length }), 'success', MULTI_RESULT_MS);
    } else {
      notify(
        intl.formatMessage(bulkFailed, { errors: result.errors, count: ids.length, status: result.status }),
        'error',
        MULTI_RESULT_MS,
      );
    }
    await settle(ids);
  };
  const confirm = async () => {
    if (!removal || isRemoving) return;
    setRemoving(true);
    try {
      await (removal.kind === 'one' ? removeOne(removal.file) : removeSelection(removal.ids));
    } finally {
      setRemoving(false);
    }
  };

  const dialog = (
    <ConfirmDialog
      isOpen={removal !== null}
      variant="danger"
      title={intl.formatMessage(removal?.kind === 'selection' ? m.confirmBulkTitle : m.confirmRemoveTitle)}
      message={
        removal?.kind === 'selection'
          ? intl.formatMessage(confirmBulkRemove, { count: removal.ids.length })
          : intl.formatMessage(confirmRemove, { name: removal?.file.name ?? '' })
      }
      labels={{ confirm: intl.formatMessage(m.confirm), cancel: intl.formatMessage(commonMessages.cancel) }}
      // No pending state on the confirm button: react-aria would announce it through a live region that
      // points at the button after the dialog closed. The handler itself ignores a second press.
      onConfirm={() => void confirm()}
      onCancel={() => setRemoval(null)}
    />
  );
  return { ask: setRemoval, dialog };
}
