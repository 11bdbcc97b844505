export { ConfirmDialog, type ConfirmDialogLabels, type ConfirmDialogProps } from './ConfirmDialog';
