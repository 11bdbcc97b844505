/**
 * The activation of a registration request (spec §4, §5): a role ('Bitte wählen Sie eine Rolle für den
 * Benutzer aus!'), a client and customer numbers under the registration's rules. Staff may correct the
 * numbers the applicant typed; a customer needs at least one, staff roles may go without.
 */
import type { ClientId, Registration, RegistrationActivation, RoleName } from '@kundenportal/api-client';
import { customerNumberList, type FieldErrors, validateCustomerNumbers } from '../shared/forms';
import { roleRequiredMessage } from '../shared/roles';
import { registrationMessages as m } from './messages';

export interface ActivationValues {
  role: RoleName | '';
  client: ClientId | '';
  customerNumbers: string;
}
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

export function validateActivation(values: ActivationValues): FieldErrors<ActivationField> {
  const errors: FieldErrors<ActivationField> = {};
  if (values.role === '') errors.role = roleRequiredMessage;
  if (values.client === '') errors.client = m.clientRequired;
  if (values.customerNumbers.trim() === '') {
    if (values.role === 'ROLE_CUSTOMER') errors.customerNumbers = m.customerNumbersRequired;
  } else {
    const error = validateCustomerNumbers(values.customerNumbers);
    if (error) errors.customerNumbers = error;
  }
  return errors;
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
