/**
 * The registration form's rules (spec §3 and §5) and how its values become the API's `RegistrationCreate`.
 * Which fields a customer type sees, which it must fill and every message live here, for the form and its tests.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type {
  ClientId,
  Country,
  CustomerType,
  Language,
  RegistrationCreate,
  RegistrationForm,
  RegistrationReason,
  RoleName,
  Salutation,
  WhereHeard,
} from '@kundenportal/api-client';
import {
  allOf,
  type FieldErrors,
  hasHiddenCharacters,
  isBlank,
  isOneOf,
  isValidEmail,
  meetsPasswordRule,
  passwordMessages,
  splitList,
  textMessages,
  validateCustomerNumbers,
} from '../../shared/forms';
import { countries } from '../../shared/geo';
import { validationMessages as m } from '../messages';

export const customerTypes = allOf<CustomerType>()(['existing_customer', 'new_customer', 'employee']);
export const registrationReasons = allOf<RegistrationReason>()([
  'existing customer',
  'order',
  'sdb',
  'new customer',
  'interested',
  'misc',
]);
export const salutations = allOf<Salutation>()(['mister', 'miss']);
export const registrationLanguages = allOf<Language>()(['de', 'en', 'es', 'fr', 'nl', 'pl', 'it']);
export const whereHeardOptions = allOf<WhereHeard>()([
  'contact_person',
  'infomail',
  'website',
  'social_media',
  'word_of_mouth',
  'search_engine',
  'other',
  'newsletter',
]);

/** Spec §1: the main group and the second company; the applicant says whose customer or employee they are. */
export const registrationClients = allOf<ClientId>()(['client_kundenportal', 'client_staub']);
/**
 * Roles an employee may ask for (spec §3 lists roles among the registration's fields): a wish staff confirm or
 * change, never a grant; the administrator's role is not asked for.
 */
export const requestableRoles = [
  'ROLE_ACCOUNT',
  'ROLE_SALES',
  'ROLE_EHS',
  'ROLE_EMERGENCY',
  'ROLE_KEYUSER',
] as const satisfies readonly RoleName[];

/** These reasons need a text: the product asked for, the SDS product and material number, the free reason. */
const reasonsWithDetails: readonly RegistrationReason[] = ['order', 'sdb', 'misc'];
export const reasonNeedsDetails = (reason: RegistrationReason | ''): boolean =>
  reason !== '' && reasonsWithDetails.includes(reason);

/** What the form holds: text as typed, choices as the API's values or '' while nothing is chosen. */
export interface RegistrationValues {
  customerType: CustomerType;
  customerNumber: string;
  salesAreas: string;
  reason: RegistrationReason | '';
  additionalInfo: string;
  country: Country | '';
  zip: string;
  salutation: Salutation | '';
  firstName: string;
  lastName: string;
  companyName: string;
  phoneNumber: string;
  faxNumber: string;
  language: Language | '';
  whereDidYouHearFrom: WhereHeard | '';
  /** Whose queue the request joins (`client`); the main client unless the applicant chooses the other. */
  client: ClientId;
  /** Employees only: the role they ask for (`roles`), or '' for none. */
  requestedRole: (typeof requestableRoles)[number] | '';
  email: string;
  emailConfirmation: string;
  password: string;
  passwordConfirmation: string;
}
export type RegistrationField = keyof RegistrationValues;
export type RegistrationErrors = FieldErrors<RegistrationField>;

export function emptyRegistration(language: Language | '' = 'de'): RegistrationValues {
  return {
    customerType: 'existing_customer',
    customerNumber: '',
    salesAreas: '',
    reason: '',
    additionalInfo: '',
    country: '',
    zip: '',
    salutation: '',
    firstName: '',
    lastName: '',
    companyName: '',
    phoneNumber: '',
    faxNumber: '',
    language,
    whereDidYouHearFrom: '',
    client: 'client_kundenportal',
    requestedRole: '',
    email: '',
    emailConfirmation: '',
    password: '',
    passwordConfirmation: '',
  };
}

/** Whether the form shows a field: customer numbers not for new customers, sales areas only for employees … */
export function isFieldShown(field: RegistrationField, values: RegistrationValues): boolean {
  const type = values.customerType;
  switch (field) {
    case 'customerNumber':
      return type !== 'new_customer';
    case 'salesAreas':
    case 'requestedRole':
      return type === 'employee';
    case 'reason':
    case 'country':
    case 'zip':
      return type === 'new_customer';
    case 'additionalInfo':
      return type === 'new_customer' && reasonNeedsDetails(values.reason);
    default:
      return true;
  }
}

const alwaysRequired: readonly RegistrationField[] = [
  'customerType',
  'salutation',
  'firstName',
  'lastName',
  'companyName',
  'phoneNumber',
  'language',
  'client',
  'email',
  'emailConfirmation',
  'password',
  'passwordConfirmation',
];

/** Whether a shown field must be filled (it gets the asterisk). */
export function isFieldRequired(field: RegistrationField, values: RegistrationValues): boolean {
  if (!isFieldShown(field, values)) return false;
  if (alwaysRequired.includes(field)) return true;
  switch (field) {
    case 'customerNumber':
      // Employees may name customers they look after, but need not.
      return values.customerType === 'existing_customer';
    case 'salesAreas':
      // Not in spec §5's list, but the API contract requires at least one for employees (the `if`/`then` of
      // `RegistrationForm`, which the generated type cannot show): without one the backend refuses the request.
      return true;
    case 'reason':
    case 'additionalInfo':
    case 'country':
    case 'zip':
      return true;
    default:
      return false;
  }
}

/** The API's `SalesArea`: sales organisation / channel / division, e.g. 4000/*\/* or 4000/10/20. */
const salesAreaPattern = /^\d{4}\/(\*|\d{2})\/(\*|\d{2})$/;
export function validateSalesAreas(text: string): MessageDescriptor | undefined {
  return splitList(text).every((area) => salesAreaPattern.test(area)) ? undefined : m.salesAreaPattern;
}

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function validateField(field: RegistrationField, values: RegistrationValues): MessageDescriptor | undefined {
  const value = values[field];
  if (value === '' || (typeof value === 'string' && isBlank(value))) {
    if (!isFieldRequired(field, values)) return undefined;
    return field === 'salutation' ? m.salutation : m.required;
  }
  switch (field) {
    case 'customerType':
      return isOneOf(customerTypes, value) ? undefined : m.notInList;
    case 'customerNumber':
      return validateCustomerNumbers(values.customerNumber);
    case 'salesAreas':
      return validateSalesAreas(values.salesAreas);
    case 'reason':
      return isOneOf(registrationReasons, value) ? undefined : m.notInList;
    case 'country':
      return isOneOf(countries, value) ? undefined : m.notInList;
    case 'salutation':
      return isOneOf(salutations, value) ? undefined : m.salutation;
    case 'language':
      return isOneOf(registrationLanguages, value) ? undefined : m.notInList;
    case 'whereDidYouHearFrom':
      return isOneOf(whereHeardOptions, value) ? undefined : m.notInList;
    case 'client':
      return isOneOf(registrationClients, value) ? undefined : m.notInList;
    case 'requestedRole':
      return isOneOf(requestableRoles, value) ? undefined : m.notInList;
    case 'email':
      return isValidEmail(values.email) ? undefined : m.emailInvalid;
    case 'emailConfirmation':
      if (!isValidEmail(values.emailConfirmation)) return m.emailInvalid;
      return sameAddress(values.email, values.emailConfirmation) ? undefined : m.emailMismatch;
    case 'password':
      // Refused, not stripped: a password must be exactly what the user typed.
      if (hasHiddenCharacters(values.password)) return textMessages.hiddenCharacters;
      return meetsPasswordRule(values.password) ? undefined : passwordMessages.passwordRule;
    case 'passwordConfirmation':
      return values.passwordConfirmation === values.password ? undefined : passwordMessages.passwordMismatch;
    default:
      return undefined;
  }
}

/** The message of every shown field that fails; hidden fields never block the form. */
export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  for (const field of Object.keys(values) as RegistrationField[]) {
    if (!isFieldShown(field, values)) continue;
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}

function chosen<T extends string>(value: T | '', field: RegistrationField): T {
  if (value === '') throw new Error(`Registration without ${field}: validate before building the request.`);
  return value;
}

/** The request body for valid values: only the shown fields, text trimmed, lists joined the API's way. */
export function toRegistrationCreate(values: RegistrationValues): RegistrationCreate {
  const text = (field: RegistrationField) => String(values[field]).trim();
  const type = values.customerType;
  const registration: RegistrationForm = {
    customerType: type,
    newCustomer: type === 'new_customer',
    email: text('email'),
    emailConfirmation: text('emailConfirmation'),
    password: values.password,
    passwordConfirmation: values.passwordConfirmation,
    salutation: chosen(values.salutation, 'salutation'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    companyName: text('companyName'),
    phoneNumber: text('phoneNumber'),
    language: chosen(values.language, 'language'),
  };
  if (text('faxNumber')) registration.faxNumber = text('faxNumber');
  if (values.whereDidYouHearFrom) registration.whereDidYouHearFrom = values.whereDidYouHearFrom;
  registration.client = values.client;
  if (isFieldShown('requestedRole', values) && values.requestedRole)
    registration.roles = [values.requestedRole];
  if (isFieldShown('customerNumber', values) && text('customerNumber')) {
    registration.customerNumber = splitList(values.customerNumber).join(';');
  }
  if (isFieldShown('salesAreas', values)) registration.salesAreas = splitList(values.salesAreas);
  if (type === 'new_customer') {
    const why = chosen(values.reason, 'reason');
    registration.reason = reasonNeedsDetails(why) ? { why, additionalInfo: text('additionalInfo') } : { why };
    registration.country = chosen(values.country, 'country');
    registration.zip = text('zip');
  }
  return { registration };
}
