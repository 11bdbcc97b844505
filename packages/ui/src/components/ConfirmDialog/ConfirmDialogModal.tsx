import { useId } from 'react';
import { Button } from '../Button';
import { Modal } from '../Modal/Modal';
import { message as messageStyle } from './ConfirmDialog.css';
import type { ConfirmDialogProps } from './confirmDialogProps';

/** The confirmation's modal, loaded apart from the page that may ask (see ConfirmDialog). */
export function ConfirmDialogModal({
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
