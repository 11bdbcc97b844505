import type { ReactNode } from 'react';
import { Button } from 'react-aria-components/Button';
import { Dialog, DialogTrigger, type DialogTriggerProps } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal as AriaModal, ModalOverlay } from 'react-aria-components/Modal';
import { Icon } from '../Icon';
import * as styles from './Modal.css';

export interface ModalLabels {
  /** Accessible name of the close button in the title bar, e.g. 'Schließen'. */
  close: string;
}

export interface ModalProps {
  title: ReactNode;
  children: ReactNode;
  /** Without `labels.close` the title bar has no close button (Escape still closes), e.g. for confirmations. */
  labels?: ModalLabels;
  /** Buttons for the footer; a function gets `close` for a cancel button. */
  actions?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled use; inside a `ModalTrigger` leave these out. */
  isOpen?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Id of the element that describes the dialog, e.g. a confirmation's message. */
  'aria-describedby'?: string;
}

/**
 * The portal's modal: 90 % wide up to 750px, scrolls inside, closes with Escape or its close button,
 * but never by a click outside – a stray click must not throw away a half-filled form.
 */
export function Modal({
  title,
  children,
  labels,
  actions,
  isOpen,
  defaultOpen,
  onOpenChange,
  role = 'dialog',
  'aria-describedby': describedBy,
}: ModalProps) {
  // Only pass what was given: a defined isOpen would override the state of a surrounding ModalTrigger.
  const stateProps = {
    ...(isOpen !== undefined && { isOpen }),
    ...(defaultOpen !== undefined && { defaultOpen }),
    ...(onOpenChange && { onOpenChange }),
  };
  return (
    <ModalOverlay
      {...stateProps}
      isDismissable={false}
      isKeyboardDismissDisabled={false}
      className={styles.overlay}
      data-modal-backdrop=""
    >
      <AriaModal className={styles.modal}>
        <Dialog role={role} aria-describedby={describedBy} className={styles.dialog}>
          {({ close }) => (
            <>
              <div className={styles.titleBar}>
                <Heading slot="title" level={2} className={styles.title}>
                  {title}
                </Heading>
                {labels && (
                  <Button className={styles.closeButton} aria-label={labels.close} onPress={close}>
                    <Icon name="close" size="large" weight="bold" />
                  </Button>
                )}
              </div>
              <div className={styles.body}>{children}</div>
              {actions && (
                <div className={styles.actionBar}>
                  {typeof actions === 'function' ? actions(close) : actions}
                </div>
              )}
            </>
          )}
        </Dialog>
      </AriaModal>
    </ModalOverlay>
  );
}

export type ModalTriggerProps = DialogTriggerProps;

/** Opens the `Modal` among its children from the button among them, and returns focus to it on close. */
export function ModalTrigger(props: ModalTriggerProps) {
  return <DialogTrigger {...props} />;
}
