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
import * as v from 'valibot';
import { customerNumberList, customerNumberText, numbersForCustomers } from '../domain/customerNumbers';
import { roleRequiredMessage } from '../domain/roles';
import { chosen, filledText, isValidEmail, message } from '../shared/forms';
import { editMessages as m } from './messages';

const someOf = <T extends string>(descriptor: Parameters<typeof message>[0]) =>
  v.pipe(
    v.array(v.custom<T>((value) => typeof value === 'string')),
    v.check((list) => list.length > 0, message(descriptor)),
  );
const editUserFields = v.object({
  salutation: chosen<Salutation>(m.required),
  firstName: filledText(m.required),
  lastName: filledText(m.required),
  companyName: filledText(m.required),
  email: v.pipe(filledText(m.required), v.check(isValidEmail, message(m.emailInvalid))),
  phoneNumber: filledText(m.required),
  faxNumber: v.string(),
  language: chosen<Language>(m.required),
  roles: someOf<RoleName>(roleRequiredMessage),
  clients: someOf<ClientId>(m.clientRequired),
  customerNumbers: customerNumberText(),
});
export const editUserSchema = v.pipe(
  editUserFields,
  numbersForCustomers(
    (input: v.InferInput<typeof editUserFields>) => input.roles.includes('ROLE_CUSTOMER'),
    m.required,
  ),
);
export type EditUserValues = v.InferInput<typeof editUserSchema>;
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
