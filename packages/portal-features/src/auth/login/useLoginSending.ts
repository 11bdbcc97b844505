import type { Throttled } from '@kundenportal/api-client';
import { type RefObject, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { tooManyAttempts } from '../../shared/api';
import { focusFirstProblem, type SchemaForm, useSubmit } from '../../shared/forms';
import { useIntl, useLocalizedPath } from '../../shared/i18n';
import { defaultNotificationDuration } from '../../shared/notifications';
import { useApi, useNotify } from '../../shared/services';
import { type AuthDialogOptions, loginTargetPath, useAuthDialogs, useSession } from '../../shared/session';
import { tooManyAttemptsText } from '../dialogs/tooManyAttemptsText';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { useReturnPath } from '../hooks/useReturnPath';
import { commonMessages as c, loginMessages as m } from '../messages';
import type { LoginValues } from '../validation/emailFormSchemas';

/** Why the last attempt failed: wrong credentials, too many attempts, or the server's word on no field of the form. */
type LoginFailure = 'invalid' | Throttled | { text: string };

/**
 * Sends the login: success goes back to the guarded page the user came from (`returnTo`) or to /user/{target};
 * wrong credentials and too many attempts (429: how long to wait) come back as the form's alert, a 422's field
 * errors beside their fields (focus to the first) – what was typed stays.
 */
export function useLoginSending(
  form: SchemaForm<LoginValues>,
  formElement: RefObject<HTMLFormElement | null>,
  options: AuthDialogOptions,
) {
  const intl = useIntl();
  const api = useApi();
  const notify = useNotify();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const returnPath = useReturnPath();
  const goOutOfService = useGoOutOfService();
  const { close } = useAuthDialogs();
  const { userPages } = useSession();
  const [failure, setFailure] = useState<LoginFailure>();

  const { onSubmit, isSubmitting } = useSubmit(async () => {
    if (!form.canSubmit) return;
    setFailure(undefined);
    form.clearServerErrors();
    const result = await api.session.login(form.values.email.trim(), form.values.password);
    if (typeof result === 'object' && result.kind === 'fieldErrors') {
      const rest = form.takeRejection(result, intl.formatMessage(c.genericError));
      if (rest === undefined) focusFirstProblem(formElement.current, { selects: false });
      else setFailure({ text: rest });
      return;
    }
    const refusal = result === 'invalid' ? result : tooManyAttempts(result);
    if (refusal) {
      setFailure(refusal);
      return;
    }
    const target = returnPath(options.returnTo) ?? localized(loginTargetPath(options.target, userPages));
    close();
    if (result === 'unreachable') {
      goOutOfService();
      return;
    }
    notify(intl.formatMessage(m.success), 'success', defaultNotificationDuration);
    navigate(target);
  });

  const failureText =
    failure === 'invalid'
      ? intl.formatMessage(m.invalid)
      : failure && 'text' in failure
        ? failure.text
        : failure && tooManyAttemptsText(intl, failure);
  return { onSubmit, isSubmitting, failureText };
}
