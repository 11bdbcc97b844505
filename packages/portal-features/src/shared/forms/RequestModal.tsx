import { Modal } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages';

export interface RequestModalProps<Target> {
  /** What the request is about (a product, an order, a position); `null` keeps the modal closed. */
  target: Target | null;
  title: string;
  onClose(): void;
  /** The form, given the target; mounted per opening, so every request starts from its own prefill. */
  children: (target: Target) => ReactNode;
}

/** A request about one thing as a modal form: open while there is a target, closed by its button or Escape. */
export function RequestModal<Target>({ target, title, onClose, children }: RequestModalProps<Target>) {
  const intl = useIntl();
  return (
    <Modal
      title={title}
      labels={{ close: intl.formatMessage(commonMessages.close) }}
      isOpen={target !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      {target !== null && children(target)}
    </Modal>
  );
}
