import type { RefObject } from 'react';
import { callApi } from '../shared/api';
import { focusFirstProblem, type SchemaForm, useSubmit } from '../shared/forms';
import { apiLanguage, useIntl, useLocale } from '../shared/i18n';
import { useApi, useNotify } from '../shared/services';
import type { ContactValues } from './contactSchema';
import { contactMessages as m, sentTo } from './messages';

const NOTICE_MS = 3000;

/**
 * Sends the contact form's message about company `target` (POST /contact): sent, the form starts afresh and the
 * notice names the contact person; refused, what was typed stays, the server's word on a field goes beside it
 * (focus to it), the rest into the notice.
 */
export function useContactSending(
  form: SchemaForm<ContactValues>,
  formRef: RefObject<HTMLFormElement | null>,
  target: number | undefined,
  contactName: string | undefined,
) {
  const intl = useIntl();
  const locale = useLocale();
  const api = useApi();
  const notify = useNotify();
  return useSubmit(async () => {
    if (!target) return;
    form.clearServerErrors();
    const result = await callApi(() =>
      api.POST('/contact', {
        params: { query: { language: apiLanguage(locale) } },
        body: {
          contact_message: {
            customerId: target,
            subject: form.values.subject.trim(),
            message: form.values.message.trim(),
          },
        },
      }),
    );
    if (result.kind === 'ok') {
      form.reset();
      notify(
        contactName ? intl.formatMessage(sentTo, { name: contactName }) : intl.formatMessage(m.sent),
        'success',
        NOTICE_MS,
      );
    } else if (result.kind === 'rejected') {
      // The input stays as it was, so nothing typed is lost.
      const failed = intl.formatMessage(m.sendFailed);
      notify(form.takeRejection(result, failed) ?? failed, 'error', NOTICE_MS);
      // To the field the server refused (if any), so its message is read out.
      focusFirstProblem(formRef.current, { selects: false });
    }
  });
}
