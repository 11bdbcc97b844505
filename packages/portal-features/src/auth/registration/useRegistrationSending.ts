import type { MessageDescriptor } from '@formatjs/intl';
import { useState } from 'react';
import { tooManyAttempts } from '../../shared/api';
import { type SchemaForm, useSubmit } from '../../shared/forms';
import { apiLanguage, useIntl, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import { useAuthDialogs } from '../../shared/session';
import { createRegistration } from '../api/createRegistration';
import { tooManyAttemptsText } from '../dialogs/tooManyAttemptsText';
import { useGoOutOfService } from '../hooks/useGoOutOfService';
import { commonMessages as c, registrationMessages as m } from '../messages';
import { clearRegistrationDraft, saveRegistrationDraft } from './registrationDraft';
import {
  isFieldShown,
  type RegistrationField,
  type RegistrationValues,
  toRegistrationCreate,
} from './registrationSchema';

/**
 * Sends the registration: stored, `onRegistered`; refused, the server's word beside the fields shown and the rest
 * in the alert (`serverError`), everything typed kept; no answer, the input is kept as a draft for after the
 * out-of-service page.
 */
export function useRegistrationSending(
  form: SchemaForm<RegistrationValues, RegistrationField>,
  onRegistered: () => void,
) {
  const intl = useIntl();
  const api = useApi();
  const locale = useLocale();
  const { close } = useAuthDialogs();
  const goOutOfService = useGoOutOfService();
  const [serverError, setServerError] = useState<string>();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const { values } = form;

  const { onSubmit: submit, isSubmitting } = useSubmit(async () => {
    if (!form.canSubmit) return;
    setServerError(undefined);
    form.clearServerErrors();
    const result = await createRegistration(api, toRegistrationCreate(values), apiLanguage(locale));
    if (result.kind === 'ok') {
      clearRegistrationDraft();
      onRegistered();
    } else if (result.kind === 'rejected') {
      const throttled = tooManyAttempts(result);
      if (throttled) {
        // Nothing was checked: no field is wrong, and everything typed stays for the next try.
        setServerError(tooManyAttemptsText(intl, throttled));
        return;
      }
      // The server's word on a field stands beside it until the user changes that field. A field the form does
      // not show cannot hold its message: that one goes to the alert above the button.
      const sorted = form.take(
        result.fieldErrors,
        (Object.keys(values) as RegistrationField[]).filter((field) => isFieldShown(field, values)),
      );
      const onFields = Object.keys(sorted.byField).length > 0;
      setServerError(
        sorted.others.length > 0
          ? sorted.others.join(' ')
          : onFields
            ? t(m.checkFields)
            : (result.message ?? t(c.genericError)),
      );
    } else {
      saveRegistrationDraft(values);
      close();
      goOutOfService();
    }
  });
  return { onSubmit: submit, isSubmitting, serverError };
}
