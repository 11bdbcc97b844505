import type { ReactNode } from 'react';
import { lazyDialog } from '../../hooks/lazyOverlay';

export interface ConfirmDialogLabels {
  confirm: string;
  cancel: string;
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  title: ReactNode;
  /** The question, e.g. 'Möchten Sie den Vorgang wirklich abbrechen? Ihre Eingaben gehen verloren.' */
  message: ReactNode;
  labels: ConfirmDialogLabels;
  onConfirm: () => void;
  /** Called by the cancel button and by Escape. */
  onCancel: () => void;
  /** `danger` for destructive actions such as deleting a user. */
  variant?: 'primary' | 'danger';
  /** While the confirmed action runs: the confirm button reports pending, nothing else can be pressed. */
  isConfirming?: boolean;
}

/**
 * Asks before an action that cannot be undone (abort a wizard, log out, delete a user).
 * Controlled only: the caller closes it in `onConfirm`/`onCancel`, so an async confirm can keep it open.
 * react-aria's modal, dialog and focus-scope code load at idle or when the question is first asked, not with
 * every page that might ask it.
 */
export const ConfirmDialog = lazyDialog<ConfirmDialogProps>(
  async () => (await import('./ConfirmDialogModal')).ConfirmDialogModal,
  (props) => props.isOpen,
);
