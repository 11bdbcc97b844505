import { type ReactNode, useId } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal';
import { message as messageStyle } from './ConfirmDialog.css';

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
 */
export function ConfirmDialog({
  isOpen,
  title,
  message,
  labels,
  onConfirm,
  onCancel,
  variant = 'primary',
  isConfirming = false,
}: ConfirmDialogProps) {
  const messageId = useId();
  return (
    <Modal
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open && !isConfirming) onCancel();
      }}
      title={title}
      aria-describedby={messageId}
      actions={
        <>
          {/* Cancel gets focus first: Enter right after opening must not trigger the destructive choice. */}
          <Button variant="secondary" autoFocus isDisabled={isConfirming} onPress={onCancel}>
            {labels.cancel}
          </Button>
          <Button variant={variant} isPending={isConfirming} onPress={onConfirm}>
            {labels.confirm}
          </Button>
        </>
      }
    >
      <p id={messageId} className={messageStyle}>
        {message}
      </p>
    </Modal>
  );
}
