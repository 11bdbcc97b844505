import type { ReactNode } from 'react';

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
