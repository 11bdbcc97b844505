import { Modal } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { useIntl } from '../../shared/i18n';
import { useAuthDialogs } from '../../shared/session';
import { commonMessages } from '../messages';

/** The frame of every auth dialog: the design system's modal, open while its dialog is the current one. */
export function AuthModal({
  title,
  children,
  actions,
  hasCloseButton = true,
}: {
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Off for messages whose own footer button closes them, so there are not two 'Schließen'. */
  hasCloseButton?: boolean;
}) {
  const intl = useIntl();
  const { close } = useAuthDialogs();
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) close();
      }}
      title={title}
      labels={hasCloseButton ? { close: intl.formatMessage(commonMessages.close) } : undefined}
      actions={actions}
    >
      {children}
    </Modal>
  );
}
