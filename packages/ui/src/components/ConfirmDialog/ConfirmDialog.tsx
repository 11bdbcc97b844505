import { lazyDialog } from '../../hooks/lazyOverlay';
import type { ConfirmDialogProps } from './confirmDialogProps';

export type { ConfirmDialogLabels, ConfirmDialogProps } from './confirmDialogProps';

/**
 * Asks before an action that cannot be undone (abort a wizard, log out, delete a user).
 * Controlled only: the caller closes it in `onConfirm`/`onCancel`, so an async confirm can keep it open.
 * react-aria's modal, dialog and focus-scope code load at idle or when the question is first asked, not with
 * every page that might ask it.
 */
export const ConfirmDialog = /* @__PURE__ */ lazyDialog<ConfirmDialogProps>(
  async () => (await import('./ConfirmDialogModal')).ConfirmDialogModal,
  (props) => props.isOpen,
);
