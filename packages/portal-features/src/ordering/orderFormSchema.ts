/**
 * The order form of spec §3 – one schema for the reorder and the offer request: what the form holds, the
 * rules of each wizard step with their messages (spec §5), and how the values become the API's `OrderCreate`.
 * The wizard, its stories and the unit tests all read these rules; no rule lives anywhere else.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { Country, OrderCreate, ProductListItem } from '@kundenportal/api-client';
import { fieldLimits, isBlank, isOneOf, withoutHiddenCharacters } from '../shared/forms';
import { countries } from '../shared/forms/countries';
import { validationMessages as m } from './messages';

/** `order` reorders, `offer` asks for a quote (the API's `OrderCreate.type`). */
export type OrderKind = OrderCreate['type'];

export const wizardSteps = ['products', 'delivery', 'review'] as const;
export type WizardStepId = (typeof wizardSteps)[number];

/** The units a custom position may be asked in: the supplier's sales units. */
export const customUnits = ['KG', 'L', 'ST', 'M', 'PAK', 'KAR', 'BOX', 'BTL', 'ROL', 'PAA'] as const;

const limits = fieldLimits.order;
/**
 * The form's text fields' limits: the contract's maxLength of the `OrderCreate` field each becomes (see
 * toOrderCreate), so the fields stop typing where the API would refuse. Never numbers of their own.
 */
export const maxLengths = {
  recipientCompany: limits.recipient.company,
  recipientAddress: limits.recipient.address,
  recipientZip: limits.recipient.zip,
  recipientCity: limits.recipient.city,
  recipientPhone: limits.recipient.phone,
  timeMorning: limits.receivingTimes.morning,
  timeAfternoon: limits.receivingTimes.afternoon,
  timeOther: limits.receivingTimes.other,
  timeFixed: limits.receivingTimes.fixedAppointment,
  conditionOther: limits.deliveryConditions.other,
  deliveryRemarks: limits.deliveryRemarks,
  reference: limits.reference,
  /** A position's remarks, the same limit for products and custom positions. */
  remarks: Math.min(limits.position.remarks, limits.customPosition.remarks),
  customDescription: limits.customPosition.description,
} as const satisfies Partial<Record<keyof OrderFormValues, number>> & Record<string, number>;

/** spec §9: the placeholders of the goods-receiving times. */
export const receivingTimePlaceholders = {
  timeMorning: '8:00-12:00',
  timeAfternoon: '13:00-16:00',
  timeOther: '18:00-22:00',
} as const;

/** A product taken over from the basket; `key` tells lines apart while they are edited and removed. */
export interface ProductLine {
  key: string;
  productId: string;
  description: string;
  /** `null` while the field is empty. */
  amount: number | null;
  unit: string;
  remarks: string;
}

/** A position of an offer request that is not a known product. */
export interface CustomLine {
  key: string;
  description: string;
  amount: number | null;
  unit: string;
  remarks: string;
}

/** What the form holds: text as typed, choices as the API's values or '' while nothing is chosen. */
export interface OrderFormValues {
  lines: ProductLine[];
  customLines: CustomLine[];
  /** YYYY-MM-DD (spec §9) or '' while no complete date is entered. */
  deliveryDate: string;
  identicalRecipient: boolean;
  recipientCompany: string;
  recipientAddress: string;
  recipientZip: string;
  recipientCity: string;
  recipientCountry: Country | '';
  recipientPhone: string;
  timeMorning: string;
  timeAfternoon: string;
  timeOther: string;
  timeFixed: string;
  deliveryRemarks: string;
  requiredDocuments: string[];
  conditionPalletTruck: boolean;
  conditionLiftingRamp: boolean;
  conditionOther: string;
  reference: string;
  termsAgreement: boolean;
  priceConditionsAgreement: boolean;
}

/** A field's address for messages and focus: a key of the values, or `lines.<key>.amount` for a line's field. */
export type FieldPath = string;
export interface FieldError {
  field: FieldPath;
  message: MessageDescriptor;
}

export const linePath = (kind: 'lines' | 'customLines', key: string, field: keyof CustomLine) =>
  `${kind}.${key}.${field}`;

export function emptyOrderForm(lines: ProductLine[] = []): OrderFormValues {
  return {
    lines,
    customLines: [],
    deliveryDate: '',
    identicalRecipient: true,
    recipientCompany: '',
    recipientAddress: '',
    recipientZip: '',
    recipientCity: '',
    recipientCountry: '',
    recipientPhone: '',
    timeMorning: '',
    timeAfternoon: '',
    timeOther: '',
    timeFixed: '',
    deliveryRemarks: '',
    requiredDocuments: [],
    conditionPalletTruck: false,
    conditionLiftingRamp: false,
    conditionOther: '',
    reference: '',
    termsAgreement: false,
    priceConditionsAgreement: false,
  };
}

/** The basket's entries as the order's product lines, amounts and units as they were put in. */
export function linesFromBasket(items: readonly ProductListItem[]): ProductLine[] {
  return items.map((item) => ({
    key: item.product.id,
    productId: item.product.id,
    description: item.product.description,
    amount: item.amount,
    unit: item.unit,
    remarks: '',
  }));
}

const isPositive = (amount: number | null): boolean =>
  amount !== null && Number.isFinite(amount) && amount > 0;

function productErrors(values: OrderFormValues, kind: OrderKind): FieldError[] {
  const errors: FieldError[] = [];
  if (values.lines.length + (kind === 'offer' ? values.customLines.length : 0) === 0) {
    errors.push({ field: 'lines', message: kind === 'order' ? m.noProducts : m.noPositions });
  }
  for (const line of values.lines) {
    if (!isPositive(line.amount))
      errors.push({ field: linePath('lines', line.key, 'amount'), message: m.amount });
  }
  if (kind === 'offer') {
    for (const line of values.customLines) {
      if (isBlank(line.description)) {
        errors.push({
          field: linePath('customLines', line.key, 'description'),
          message: m.customDescription,
        });
      }
      if (!isPositive(line.amount)) {
        errors.push({ field: linePath('customLines', line.key, 'amount'), message: m.amount });
      }
      if (isBlank(line.unit))
        errors.push({ field: linePath('customLines', line.key, 'unit'), message: m.unit });
    }
  }
  return errors;
}

const recipientRules = [
  ['recipientCompany', m.recipientCompany],
  ['recipientAddress', m.recipientAddress],
  ['recipientZip', m.recipientZip],
  ['recipientCity', m.recipientCity],
  ['recipientCountry', m.recipientCountry],
  ['recipientPhone', m.recipientPhone],
] as const satisfies readonly (readonly [keyof OrderFormValues, MessageDescriptor])[];

function deliveryErrors(values: OrderFormValues, today: string): FieldError[] {
  const errors: FieldError[] = [];
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.deliveryDate)) {
    errors.push({ field: 'deliveryDate', message: m.deliveryDate });
  } else if (values.deliveryDate < today) {
    // YYYY-MM-DD compares as text in calendar order.
    errors.push({ field: 'deliveryDate', message: m.deliveryDatePast });
  }
  if (!values.identicalRecipient) {
    for (const [field, message] of recipientRules) {
      const value = values[field];
      const missing = field === 'recipientCountry' ? !isOneOf(countries, value) : isBlank(value);
      if (missing) errors.push({ field, message });
    }
  }
  return errors;
}

function reviewErrors(values: OrderFormValues): FieldError[] {
  const errors: FieldError[] = [];
  if (!values.termsAgreement) errors.push({ field: 'termsAgreement', message: m.terms });
  if (!values.priceConditionsAgreement) {
    errors.push({ field: 'priceConditionsAgreement', message: m.priceConditions });
  }
  return errors;
}

/** The rules of one wizard step, in the order its fields appear; `today` is YYYY-MM-DD. */
export function validateStep(
  step: WizardStepId,
  values: OrderFormValues,
  kind: OrderKind,
  today: string,
): FieldError[] {
  switch (step) {
    case 'products':
      return productErrors(values, kind);
    case 'delivery':
      return deliveryErrors(values, today);
    case 'review':
      return reviewErrors(values);
  }
}

/** The first step whose rules fail, or undefined when the whole form may be sent. */
export function firstInvalidStep(
  values: OrderFormValues,
  kind: OrderKind,
  today: string,
): WizardStepId | undefined {
  return wizardSteps.find((step) => validateStep(step, values, kind, today).length > 0);
}

/** The wizard step that shows `field`. */
export function stepOfField(field: FieldPath): WizardStepId {
  if (field === 'lines' || field.startsWith('lines.') || field.startsWith('customLines.')) return 'products';
  if (field === 'termsAgreement' || field === 'priceConditionsAgreement') return 'review';
  return 'delivery';
}

const recipientFields = {
  company: 'recipientCompany',
  address: 'recipientAddress',
  zip: 'recipientZip',
  city: 'recipientCity',
  country: 'recipientCountry',
  phone: 'recipientPhone',
} as const satisfies Record<string, keyof OrderFormValues>;

const receivingTimeFields = {
  morning: 'timeMorning',
  afternoon: 'timeAfternoon',
  other: 'timeOther',
  fixedAppointment: 'timeFixed',
} as const satisfies Record<string, keyof OrderFormValues>;

const conditionFields = {
  palletTruck: 'conditionPalletTruck',
  liftingRamp: 'conditionLiftingRamp',
  other: 'conditionOther',
} as const satisfies Record<string, keyof OrderFormValues>;

const topLevelFields = [
  'deliveryDate',
  'deliveryRemarks',
  'requiredDocuments',
  'reference',
  'termsAgreement',
  'priceConditionsAgreement',
] as const satisfies readonly (keyof OrderFormValues)[];

const pick = <T extends Record<string, string>>(map: T, key: string | undefined): T[keyof T] | undefined =>
  key !== undefined && Object.hasOwn(map, key) ? map[key as keyof T] : undefined;

/**
 * The wizard field an `OrderCreate` path of a server field error belongs to (see toOrderCreate, the other
 * direction): `positions.1.amount` is the amount of the second product line as it was sent, `recipient.zip`
 * the recipient's zip. Undefined for what the wizard shows no field for (type, customer): that message is
 * said in words beside the send button instead. `values` are the values that were sent.
 */
export function fieldOfOrderPath(path: string, values: OrderFormValues): FieldPath | undefined {
  const [head, second, third] = path.split('.');
  if (head === 'positions' || head === 'customPositions') {
    if (second === undefined) return 'lines';
    const list = head === 'positions' ? 'lines' : 'customLines';
    const line = values[list][Number(second)];
    if (!line) return 'lines';
    // A product line's only inputs are its amount and its remark: an unknown product or unit is said at the amount.
    if (third === 'remarks') return linePath(list, line.key, 'remarks');
    if (list === 'customLines' && (third === 'description' || third === 'unit'))
      return linePath(list, line.key, third);
    return linePath(list, line.key, 'amount');
  }
  if (head === 'recipient') return values.identicalRecipient ? undefined : pick(recipientFields, second);
  if (head === 'goodsReceivingTimes') return pick(receivingTimeFields, second);
  if (head === 'deliveryConditions') return pick(conditionFields, second);
  return topLevelFields.find((field) => field === head);
}

/** What `field` holds in `values` – compared to tell whether the user changed it since the server spoke. */
export function fieldValue(values: OrderFormValues, field: FieldPath): unknown {
  const [list, key, name] = field.split('.');
  if ((list === 'lines' || list === 'customLines') && key !== undefined) {
    const line: ProductLine | CustomLine | undefined = values[list].find(
      (candidate) => candidate.key === key,
    );
    return line && name ? line[name as keyof CustomLine] : undefined;
  }
  if (field === 'lines') return `${values.lines.length}/${values.customLines.length}`;
  return Object.hasOwn(values, field) ? values[field as keyof OrderFormValues] : undefined;
}

const optional = (value: string): string | undefined => (isBlank(value) ? undefined : value.trim());

/**
 * The documents asked for: topic keys as chosen, or – without the topics call – the lines of the free text as
 * typed; blanks and repeats left out.
 */
export const requiredDocumentList = (documents: readonly string[]): string[] => [
  ...new Set(documents.map((document) => document.trim()).filter(Boolean)),
];
const optionalList = (list: string[]) => (list.length > 0 ? list : undefined);

/** The request body; call only for values that pass every step. Empty optional fields are left out. */
export function toOrderCreate(values: OrderFormValues, kind: OrderKind, customerId: number): OrderCreate {
  const times = {
    morning: optional(values.timeMorning),
    afternoon: optional(values.timeAfternoon),
    other: optional(values.timeOther),
    fixedAppointment: optional(values.timeFixed),
  };
  const conditions = {
    palletTruck: values.conditionPalletTruck || undefined,
    liftingRamp: values.conditionLiftingRamp || undefined,
    other: optional(values.conditionOther),
  };
  const body: OrderCreate = {
    type: kind,
    customerId,
    positions: values.lines.map((line) => ({
      productId: line.productId,
      description: line.description,
      amount: line.amount ?? 0,
      unit: line.unit,
      remarks: optional(line.remarks),
    })),
    deliveryDate: values.deliveryDate,
    recipient: values.identicalRecipient
      ? { identicalToOrderer: true }
      : {
          identicalToOrderer: false,
          company: values.recipientCompany.trim(),
          address: values.recipientAddress.trim(),
          zip: values.recipientZip.trim(),
          city: values.recipientCity.trim(),
          country: values.recipientCountry as Country,
          phone: values.recipientPhone.trim(),
        },
    goodsReceivingTimes: compact(times),
    deliveryRemarks: optional(values.deliveryRemarks),
    requiredDocuments: optionalList(requiredDocumentList(values.requiredDocuments)),
    deliveryConditions: compact(conditions),
    reference: optional(values.reference),
    termsAgreement: true,
    priceConditionsAgreement: true,
  };
  if (kind === 'offer') {
    body.customPositions = values.customLines.map((line) => ({
      description: line.description.trim(),
      amount: line.amount ?? 0,
      unit: line.unit,
      remarks: optional(line.remarks),
    }));
  }
  return JSON.parse(JSON.stringify(body)) as OrderCreate;
}

/** An object without its undefined entries, or undefined when nothing is left. */
function compact<T extends object>(value: T): T | undefined {
  const entries = Object.entries(value).filter(([, entry]) => entry !== undefined);
  return entries.length > 0 ? (Object.fromEntries(entries) as T) : undefined;
}

const cleanLine = <L extends ProductLine | CustomLine>(line: L): L => ({
  ...line,
  description: withoutHiddenCharacters(line.description),
  remarks: withoutHiddenCharacters(line.remarks),
});

/**
 * The values without invisible and bidirectional control characters in any text the user typed (as
 * `useValidatedForm` does for the other forms; this wizard keeps its own state). Line breaks stay. Values
 * that are already clean come back as they are, so a keystroke does not rebuild the positions.
 */
export function withoutHiddenTexts(values: OrderFormValues): OrderFormValues {
  let changed = false;
  const clean: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values)) {
    if (typeof value !== 'string') continue;
    const cleaned = withoutHiddenCharacters(value);
    if (cleaned !== value) {
      clean[field] = cleaned;
      changed = true;
    }
  }
  const needsCleaning = (line: ProductLine | CustomLine) =>
    withoutHiddenCharacters(line.description) !== line.description ||
    withoutHiddenCharacters(line.remarks) !== line.remarks;
  if (values.lines.some(needsCleaning)) {
    clean.lines = values.lines.map(cleanLine);
    changed = true;
  }
  if (values.customLines.some(needsCleaning)) {
    clean.customLines = values.customLines.map(cleanLine);
    changed = true;
  }
  return changed ? { ...values, ...clean } : values;
}
