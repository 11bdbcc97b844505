import { type ReactNode, Suspense, useState } from 'react';
import { lazyOverlay, usePreloadWhenIdle } from '../../hooks/lazyOverlay';

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

// react-aria's modal, dialog and focus-scope code load at idle or when the question is first asked, not with
// every page that might ask it. The modal is fixed over the page, so nothing moves while it loads.
const ConfirmDialogModal = lazyOverlay<ConfirmDialogProps>(
  async () => (await import('./ConfirmDialogModal')).ConfirmDialogModal,
);

/**
 * Asks before an action that cannot be undone (abort a wizard, log out, delete a user).
 * Controlled only: the caller closes it in `onConfirm`/`onCancel`, so an async confirm can keep it open.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  usePreloadWhenIdle(ConfirmDialogModal);
  // Mounted from the first opening on, so a close runs through the modal (focus back to where it was).
  const [hasOpened, setHasOpened] = useState(props.isOpen);
  if (props.isOpen && !hasOpened) setHasOpened(true);
  return hasOpened ? (
    <Suspense fallback={null}>
      <ConfirmDialogModal {...props} />
    </Suspense>
  ) : null;
}
