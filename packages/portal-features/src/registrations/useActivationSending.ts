import { useState } from 'react';
import { remainingText, type SchemaForm, useSubmit } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { useNotify } from '../shared/services';
import { type ActivationField, type ActivationValues, toActivation } from './activationSchema';
import { useRegistrationActions } from './api/registrationsApi';
import { registrationMessages as m } from './messages';

/** The activation's API field names (`RegistrationActivation`) as the form calls them. */
const formFieldOf: Readonly<Record<string, ActivationField>> = {
  roles: 'role',
  client: 'client',
  customer_numbers: 'customerNumbers',
};

/**
 * Activates registration `id` with the form's values: done, the notice says so and `onDone` runs; refused, the
 * dialog stays with the input and says why – the server's words on a field (an unknown customer number) beside
 * that field, the rest above the buttons (`serverError`).
 */
export function useActivationSending(
  form: SchemaForm<ActivationValues, ActivationField>,
  id: number,
  onDone: () => void,
) {
  const t = useIntl().formatMessage;
  const notify = useNotify();
  const { activate } = useRegistrationActions();
  const [serverError, setServerError] = useState<string>();

  const { onSubmit: send, isSubmitting } = useSubmit(async () => {
    setServerError(undefined);
    form.clearServerErrors();
    const result = await activate(id, toActivation(form.values));
    if (result.kind === 'ok') {
      notify(t(m.activated), 'success');
      onDone();
      return;
    }
    notify(t(m.activationFailed), 'error');
    if (result.kind === 'rejected') {
      const sorted = form.take(
        result.fieldErrors.map((error) => ({ ...error, field: formFieldOf[error.field] ?? error.field })),
      );
      setServerError(remainingText(sorted, result.message, t(commonMessages.genericError)));
    }
  });
  return { onSubmit: send, isSubmitting, serverError };
}
