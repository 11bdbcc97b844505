import type { RefObject } from 'react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { queryKeys } from '../shared/api';
import { focusFirstProblem, remainingText, type SchemaForm, useSubmit } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { useNotify } from '../shared/services';
import { useUserActions } from './api/usersApi';
import { type EditUserField, type EditUserValues, toUserUpdate } from './editUserSchema';
import { editMessages as e } from './messages';

/**
 * Saves the edited user `id` – its access too `withAccess` – and goes on to `target`; refused, the server's word
 * on a field stands beside it (focus to the first), the rest above the buttons (`serverError`).
 */
export function useEditUserSending(
  form: SchemaForm<EditUserValues, EditUserField>,
  formRef: RefObject<HTMLFormElement | null>,
  { id, withAccess, target }: { id: number; withAccess: boolean; target: string },
) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const notify = useNotify();
  const { mutate } = useSWRConfig();
  const { updateUser } = useUserActions();
  const [serverError, setServerError] = useState<string>();

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    setServerError(undefined);
    form.clearServerErrors();
    const result = await updateUser(id, toUserUpdate(form.values, withAccess));
    if (result.kind === 'ok') {
      notify(t(e.saved), 'success');
      void mutate(queryKeys.matching('users', 'user'));
      navigate(target);
      return;
    }
    if (result.kind === 'rejected') {
      notify(t(e.saveFailed), 'error');
      const sorted = form.take(result.fieldErrors);
      setServerError(remainingText(sorted, result.message, t(commonMessages.genericError)));
      // To the first field the server refused, so its message is read out.
      if (Object.keys(sorted.byField).length > 0) focusFirstProblem(formRef.current, { selects: false });
    }
  });
  return { onSubmit: send, isSubmitting, serverError };
}
