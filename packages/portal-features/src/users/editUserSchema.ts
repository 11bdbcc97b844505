/**
 * The user editor's rules (spec §5, the registration rules): salutation, names, company, e-mail, phone and
 * language required; at least one role ('Bitte wählen Sie eine Rolle für den Benutzer aus!') and one client;
 * customer numbers six digits each, required for customers.
 */
import type {
  ClientId,
  Language,
  RoleName,
  Salutation,
  User,
  UserUpdateRequest,
} from '@kundenportal/api-client';
import {
  customerNumberList,
  type FieldErrors,
  isBlank,
  isValidEmail,
  validateCustomerNumbers,
} from '../shared/forms';
import { roleRequiredMessage } from '../shared/roles';
import { editMessages as m } from './messages';

export interface EditUserValues {
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  companyName: string;
  email: string;
  phoneNumber: string;
  faxNumber: string;
  language: Language | '';
  roles: RoleName[];
  clients: ClientId[];
  customerNumbers: string;
}
export type EditUserField = keyof EditUserValues;

const isClient = (name: string): name is ClientId => name.startsWith('client_');

export function editValuesFor(user: User): EditUserValues {
  return {
    salutation: user.salutation ?? '',
    firstName: user.first_name,
    lastName: user.last_name,
    companyName: user.company_name ?? '',
    email: user.email,
    phoneNumber: user.phone_number ?? '',
    faxNumber: user.fax_number ?? '',
    language: user.language,
    roles: user.assigned_roles_names.filter((name): name is RoleName => !isClient(name)),
    clients: user.assigned_roles_names.filter(isClient),
    customerNumbers: user.customers.map((customer) => String(customer.id)).join(';'),
  };
}

const requiredText: readonly EditUserField[] = [
  'firstName',
  'lastName',
  'companyName',
  'email',
  'phoneNumber',
];

export function validateEditUser(values: EditUserValues): FieldErrors<EditUserField> {
  const errors: FieldErrors<EditUserField> = {};
  if (values.salutation === '') errors.salutation = m.required;
  for (const field of requiredText) if (isBlank(values[field] as string)) errors[field] = m.required;
  if (!errors.email && !isValidEmail(values.email)) errors.email = m.emailInvalid;
  if (values.language === '') errors.language = m.required;
  if (values.roles.length === 0) errors.roles = roleRequiredMessage;
  if (values.clients.length === 0) errors.clients = m.clientRequired;
  if (isBlank(values.customerNumbers)) {
    if (values.roles.includes('ROLE_CUSTOMER')) errors.customerNumbers = m.required;
  } else {
    const error = validateCustomerNumbers(values.customerNumbers);
    if (error) errors.customerNumbers = error;
  }
  return errors;
}

export const sameValues = (a: EditUserValues, b: EditUserValues): boolean =>
  JSON.stringify(a) === JSON.stringify(b);

/** The request body for valid values: text trimmed; a user without management rights sends only their data. */
export function toUserUpdate(values: EditUserValues, withAccess: boolean): UserUpdateRequest['user'] {
  if (values.salutation === '' || values.language === '') throw new Error('Validate before saving.');
  const user: UserUpdateRequest['user'] = {
    salutation: values.salutation,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    companyName: values.companyName.trim(),
    email: values.email.trim(),
    phoneNumber: values.phoneNumber.trim(),
    faxNumber: values.faxNumber.trim() || null,
    language: values.language,
  };
  if (withAccess) {
    user.roles = values.roles;
    user.clients = values.clients;
    user.customerNumbers = customerNumberList(values.customerNumbers);
  }
  return user;
}
