import type { User } from '@kundenportal/api-client';
import { ConfirmDialog } from '@kundenportal/ui';
import { useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { queryKeys, rejectionText } from '../shared/api';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { useNotify } from '../shared/services';
import { useUserActions } from './api/usersApi';
import { deleteQuestion, userMessages as m } from './messages';

/** Spec §4, §8, §9: success 3000 ms; 'Der User existiert nicht.' (404) and other failures 5000 ms. */
const SUCCESS_MS = 3000;
const FAILURE_MS = 5000;

export interface DeleteUserDialogProps {
  /** The user to delete; undefined keeps the dialog closed. */
  user: User | undefined;
  onClose(): void;
  /**
   * Where to be afterwards (spec §4): already there, the user list refreshes; elsewhere (the editor of the
   * deleted user), the app navigates there. Without it the caller's lists refresh in place.
   */
  redirectTo?: string;
}

/** The delete-user confirmation modal: it always closes at the end, whatever the server said. */
export function DeleteUserDialog({ user, onClose, redirectTo }: DeleteUserDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const { deleteUser } = useUserActions();
  const { mutate } = useSWRConfig();
  const location = useLocation();
  const navigate = useNavigate();
  // Not the dialog's isConfirming: RAC announces a pending button by its id, which dangles once the dialog closes.
  const running = useRef(false);

  const confirm = async () => {
    if (!user || running.current) return;
    running.current = true;
    try {
      const result = await deleteUser(user.id);
      if (result.kind === 'ok') notify(t(m.deleted), 'success', SUCCESS_MS);
      else if (result.kind === 'rejected' && result.status === 404)
        notify(t(m.deleteNotFound), 'error', FAILURE_MS);
      else if (result.kind === 'rejected')
        notify(rejectionText(result, t(commonMessages.genericError)), 'error', FAILURE_MS);
      // Unreachable or session ended: the API client has already left the page.
    } finally {
      running.current = false;
      onClose();
    }
    if (redirectTo && location.pathname !== redirectTo.split('?')[0]) navigate(redirectTo);
    else void mutate(queryKeys.matching('users'));
  };

  const name = user ? `${user.first_name} ${user.last_name}` : '';
  return (
    <ConfirmDialog
      isOpen={user !== undefined}
      title={t(m.deleteTitle)}
      message={user ? t(deleteQuestion, { name, email: user.email }) : ''}
      labels={{ confirm: t(m.deleteConfirm), cancel: t(commonMessages.cancel) }}
      variant="danger"
      onConfirm={() => void confirm()}
      onCancel={onClose}
    />
  );
}
