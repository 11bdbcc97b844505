/**
 * The activation of a registration request (spec §4, §5): a role ('Bitte wählen Sie eine Rolle für den
 * Benutzer aus!'), a client and customer numbers under the registration's rules. Staff may correct the
 * numbers the applicant typed; a customer needs at least one, staff roles may go without.
 */
import type { ClientId, Registration, RegistrationActivation, RoleName } from '@kundenportal/api-client';
import * as v from 'valibot';
import { customerNumberList, customerNumberText, numbersForCustomers } from '../domain/customerNumbers';
import { roleRequiredMessage } from '../domain/roles';
import { chosen } from '../shared/forms';
import { registrationMessages as m } from './messages';

const activationFields = v.object({
  role: chosen<RoleName>(roleRequiredMessage),
  client: chosen<ClientId>(m.clientRequired),
  customerNumbers: customerNumberText(),
});
export const activationSchema = v.pipe(
  activationFields,
  numbersForCustomers(
    (input: v.InferInput<typeof activationFields>) => input.role === 'ROLE_CUSTOMER',
    m.customerNumbersRequired,
  ),
);
export type ActivationValues = v.InferInput<typeof activationSchema>;
export type ActivationField = keyof ActivationValues;

/** Starts from what the applicant asked for; the role only when they named one (employees). */
/**
 * The form's start: the applicant's wishes where the approver may grant them (`grantable`), else a choice to
 * make – a wish is never carried over by itself.
 */
export function activationValuesFor(
  registration: Registration,
  grantable: { roles: readonly string[]; clients: readonly string[] },
): ActivationValues {
  const role = registration.requested_roles?.find((wish) => grantable.roles.includes(wish));
  const client = registration.client;
  return {
    role: role ?? '',
    client: client && grantable.clients.includes(client) ? client : '',
    customerNumbers: registration.customer_numbers.join(';'),
  };
}

/** The request body for valid values. */
export function toActivation(values: ActivationValues): RegistrationActivation {
  if (values.role === '' || values.client === '')
    throw new Error('Validate the activation before sending it.');
  return {
    roles: [values.role],
    client: values.client,
    customer_numbers: customerNumberList(values.customerNumbers),
  };
}
