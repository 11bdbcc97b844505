import type { RefObject } from 'react';
import type { ApiResult } from '../api';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages';
import { useNotify } from '../services';
import { focusFirstProblem } from './focusProblem';
import type { SchemaForm } from './useSchemaForm';
import { type Submit, useSubmit } from './useSubmit';

/**
 * How a request form sends (a complaint, a safety data sheet): the server's last word cleared, then `request`;
 * accepted, `onAccepted` with the answer; refused, the server's word on a field beside it – focus goes there – and
 * the rest, or the generic failure, as an error notice. No answer and an ended session are the API client's (out
 * of service, logout); the input stays either way.
 */
export function useRequestSending<T>(
  form: Pick<SchemaForm<object, string>, 'clearServerErrors' | 'takeRejection'>,
  formRef: RefObject<HTMLFormElement | null>,
  request: () => Promise<ApiResult<T>>,
  onAccepted: (data: T) => void,
): Submit {
  const intl = useIntl();
  const notify = useNotify();
  return useSubmit(async () => {
    form.clearServerErrors();
    const result = await request();
    if (result.kind === 'ok') {
      onAccepted(result.data);
    } else if (result.kind === 'rejected') {
      const generic = intl.formatMessage(commonMessages.genericError);
      notify(form.takeRejection(result, generic) ?? generic, 'error');
      focusFirstProblem(formRef.current, { selects: false });
    }
  });
}
