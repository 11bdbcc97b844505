export { LazyModal } from './LazyModal';
export { Modal, type ModalLabels, type ModalProps, ModalTrigger, type ModalTriggerProps } from './Modal';
