/**
 * The registration form's rules (spec §3 and §5) and how its values become the API's `RegistrationCreate`.
 * Which fields a customer type sees, which it must fill and every message live here, for the form and its tests.
 */
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
import * as v from 'valibot';
import { countries } from '../../domain/countries';
import { customerNumberText, splitList } from '../../domain/customerNumbers';
import {
  allOf,
  filledText,
  hasHiddenCharacters,
  isBlank,
  isOneOf,
  isValidEmail,
  meetsPasswordRule,
  message,
  passwordMessages,
  ruleAt,
  samePasswordTwice,
  textMessages,
} from '../../shared/forms';
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
export const isSalesAreaList = (text: string): boolean =>
  splitList(text).every((area) => salesAreaPattern.test(area));

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

type Descriptor = Parameters<typeof message>[0];
const isText = (value: unknown): value is string => typeof value === 'string';
/** A choice of `options` the form holds as '' while nothing is chosen; `empty` says it must be made. */
const choiceOf = <T extends string>(
  options: readonly T[],
  empty?: Descriptor,
  wrong: Descriptor = m.notInList,
) =>
  v.pipe(
    v.custom<T | ''>(isText),
    v.check((value) => empty === undefined || value !== '', message(empty ?? m.required)),
    v.check((value) => value === '' || isOneOf(options, value), message(wrong)),
  );
/** A value that is always set (a radio group's, a default) and must be one of `options`. */
const oneOf = <T extends string>(options: readonly T[]) =>
  v.pipe(
    v.custom<T>(isText),
    v.check((value) => isOneOf(options, value), message(m.notInList)),
  );
/** A shown field the form does not check (optional text, or one another customer type shows). */
const anyText = v.string();
const anyChoice = <T extends string>() => v.custom<T | ''>(isText);

/** What every customer type fills in: person, language, where heard, queue and login. */
const personEntries = {
  salutation: choiceOf(salutations, m.salutation, m.salutation),
  firstName: filledText(m.required),
  lastName: filledText(m.required),
  companyName: filledText(m.required),
  phoneNumber: filledText(m.required),
  faxNumber: anyText,
  language: choiceOf(registrationLanguages, m.required),
  whereDidYouHearFrom: choiceOf(whereHeardOptions),
  client: oneOf(registrationClients),
  email: v.pipe(filledText(m.required), v.check(isValidEmail, message(m.emailInvalid))),
  emailConfirmation: v.pipe(filledText(m.required), v.check(isValidEmail, message(m.emailInvalid))),
  // Refused, not stripped: a password must be exactly what the user typed.
  password: v.pipe(
    filledText(m.required),
    v.check((text) => !hasHiddenCharacters(text), message(textMessages.hiddenCharacters)),
    v.check(meetsPasswordRule, message(passwordMessages.passwordRule)),
  ),
  passwordConfirmation: filledText(m.required),
};

/**
 * The rules per customer type (spec §3, §5): each type checks only the fields it shows (see isFieldShown) –
 * hidden fields never block the form – and needs those isFieldRequired marks.
 */
const rulesOfType = {
  existing_customer: v.object({
    ...personEntries,
    customerType: oneOf(customerTypes),
    customerNumber: customerNumberText(m.required),
    salesAreas: anyText,
    requestedRole: anyChoice<(typeof requestableRoles)[number]>(),
    reason: anyChoice<RegistrationReason>(),
    additionalInfo: anyText,
    country: anyChoice<Country>(),
    zip: anyText,
  }),
  new_customer: v.object({
    ...personEntries,
    customerType: oneOf(customerTypes),
    customerNumber: anyText,
    salesAreas: anyText,
    requestedRole: anyChoice<(typeof requestableRoles)[number]>(),
    reason: choiceOf(registrationReasons, m.required),
    // Needed only for the reasons that ask for details (the rule below).
    additionalInfo: anyText,
    country: choiceOf(countries, m.required),
    zip: filledText(m.required),
  }),
  employee: v.object({
    ...personEntries,
    customerType: oneOf(customerTypes),
    // Employees may name customers they look after, but need not.
    customerNumber: customerNumberText(),
    salesAreas: v.pipe(filledText(m.required), v.check(isSalesAreaList, message(m.salesAreaPattern))),
    requestedRole: choiceOf(requestableRoles),
    reason: anyChoice<RegistrationReason>(),
    additionalInfo: anyText,
    country: anyChoice<Country>(),
    zip: anyText,
  }),
};
/** The type's rules; a type that is none of them (a stored draft could hold one) is refused at its field. */
const typeOf = (input: unknown): CustomerType => {
  const type = (input as { customerType?: unknown } | null)?.customerType;
  return isOneOf(customerTypes, type) ? type : 'existing_customer';
};
// v.lazy rather than v.variant: the same choice in a few bytes (every form's route carries Valibot's code).
const registrationTypes = v.lazy((input) => rulesOfType[typeOf(input)]);
type TypedRegistration = v.InferInput<typeof registrationTypes>;

export const registrationSchema: v.GenericSchema<RegistrationValues> = v.pipe(
  registrationTypes,
  ruleAt(
    'additionalInfo',
    (input: TypedRegistration) =>
      input.customerType !== 'new_customer' ||
      !reasonNeedsDetails(input.reason) ||
      !isBlank(input.additionalInfo),
    m.required,
  ),
  ruleAt(
    'emailConfirmation',
    (input: TypedRegistration) => sameAddress(input.email, input.emailConfirmation),
    m.emailMismatch,
  ),
  samePasswordTwice<TypedRegistration>(),
);

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
