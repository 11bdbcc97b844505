/**
 * The order form of spec §3 – one Valibot schema for the reorder and the offer request, a part per wizard step
 * with the rules of spec §5 and their messages. What the form holds (`OrderFormValues`) and where a message
 * stands (`FieldPath`) are derived from it; the wizard, its stories and the unit tests all read these rules.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { Country, OrderCreate, ProductListItem } from '@kundenportal/api-client';
import * as v from 'valibot';
import { fieldLimits, filledText, isBlank, isOneOf, message, ruleAt, schemaErrors } from '../shared/forms';
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

const isIsoDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);
const isPositive = (amount: number | null): boolean =>
  amount !== null && Number.isFinite(amount) && amount > 0;
/** A line's amount: `null` while the field is empty. */
const isAmount = (value: unknown): value is number | null => value === null || typeof value === 'number';
const amount = v.pipe(
  v.custom<number | null>(isAmount, message(m.amount)),
  v.check(isPositive, message(m.amount)),
);
const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * The parts of the form per wizard step; `today` is YYYY-MM-DD. Each step's fields in the order they appear,
 * so the issues – and the step's summary – come in that order.
 */
function stepSchemas(kind: OrderKind, today: string) {
  const isOffer = kind === 'offer';
  /** A product taken over from the basket; `key` tells lines apart while they are edited and removed. */
  const productLine = v.object({
    key: v.string(),
    productId: v.string(),
    description: v.string(),
    amount,
    unit: v.string(),
    remarks: v.string(),
  });
  /** A position of an offer request that is not a known product; a reorder has none to check. */
  const customLine = isOffer
    ? v.object({
        key: v.string(),
        description: filledText(m.customDescription),
        amount,
        unit: filledText(m.unit),
        remarks: v.string(),
      })
    : v.object({
        key: v.string(),
        description: v.string(),
        amount: v.custom<number | null>(isAmount),
        unit: v.string(),
        remarks: v.string(),
      });
  const productFields = v.object({ lines: v.array(productLine), customLines: v.array(customLine) });
  const products = v.pipe(
    productFields,
    ruleAt(
      'lines',
      (input: v.InferInput<typeof productFields>) =>
        input.lines.length + (isOffer ? input.customLines.length : 0) > 0,
      isOffer ? m.noPositions : m.noProducts,
    ),
  );

  const deliveryFields = v.object({
    deliveryDate: v.pipe(
      v.string(),
      v.check(isIsoDay, message(m.deliveryDate)),
      // YYYY-MM-DD compares as text in calendar order.
      v.check((day) => !isIsoDay(day) || day >= today, message(m.deliveryDatePast)),
    ),
    identicalRecipient: v.boolean(),
    recipientCompany: v.string(),
    recipientAddress: v.string(),
    recipientZip: v.string(),
    recipientCity: v.string(),
    /** '' while nothing is chosen. */
    recipientCountry: v.custom<Country | ''>(isText),
    recipientPhone: v.string(),
    timeMorning: v.string(),
    timeAfternoon: v.string(),
    timeOther: v.string(),
    timeFixed: v.string(),
    deliveryRemarks: v.string(),
    /** Topic keys as chosen, or – without the topics call – the lines of the free text as typed. */
    requiredDocuments: v.array(v.string()),
    conditionPalletTruck: v.boolean(),
    conditionLiftingRamp: v.boolean(),
    conditionOther: v.string(),
    reference: v.string(),
  });
  type Delivery = v.InferInput<typeof deliveryFields>;
  /** The recipient's fields are needed only when it is not the orderer. */
  const recipientNeeds = (
    field: 'recipientCompany' | 'recipientAddress' | 'recipientZip' | 'recipientCity' | 'recipientPhone',
    descriptor: Parameters<typeof message>[0],
  ) => ruleAt(field, (input: Delivery) => input.identicalRecipient || !isBlank(input[field]), descriptor);
  const delivery = v.pipe(
    deliveryFields,
    recipientNeeds('recipientCompany', m.recipientCompany),
    recipientNeeds('recipientAddress', m.recipientAddress),
    recipientNeeds('recipientZip', m.recipientZip),
    recipientNeeds('recipientCity', m.recipientCity),
    ruleAt(
      'recipientCountry',
      (input: Delivery) => input.identicalRecipient || isOneOf(countries, input.recipientCountry),
      m.recipientCountry,
    ),
    recipientNeeds('recipientPhone', m.recipientPhone),
  );

  const agreed = (descriptor: Parameters<typeof message>[0]) =>
    v.pipe(
      v.boolean(),
      v.check((value) => value, message(descriptor)),
    );
  const review = v.object({
    termsAgreement: agreed(m.terms),
    priceConditionsAgreement: agreed(m.priceConditions),
  });

  return { products, delivery, review } as const;
}

type StepSchemas = ReturnType<typeof stepSchemas>;
type Flat<T> = { [K in keyof T]: T[K] };

/** What the form holds: text as typed, choices as the API's values or '' while nothing is chosen. */
export type OrderFormValues = Flat<
  v.InferInput<StepSchemas['products']> &
    v.InferInput<StepSchemas['delivery']> &
    v.InferInput<StepSchemas['review']>
>;
export type ProductLine = OrderFormValues['lines'][number];
export type CustomLine = OrderFormValues['customLines'][number];

/** A schema's issue path with each position named by its line's `key` instead of its index. */
type Keyed<P> = P extends `${infer List}.${number}.${infer Field}`
  ? `${List}.${string}.${Field}`
  : P extends `${string}.${number}`
    ? never
    : P;
/**
 * A field's address for messages, focus and server errors: a key of the values, or `lines.<key>.amount` for a
 * line's field – the schema's issue paths with lines named by key, so a removed line does not shift the others.
 */
export type FieldPath = Keyed<v.IssueDotPath<StepSchemas[WizardStepId]>>;

export interface FieldError {
  field: FieldPath;
  message: MessageDescriptor;
}

export const linePath = <L extends 'lines' | 'customLines', F extends keyof CustomLine>(
  list: L,
  key: string,
  field: F,
): `${L}.${string}.${F}` => `${list}.${key}.${field}`;

/** An issue's path, each position named by its line's key (see FieldPath). */
export function fieldOfIssue(issue: v.BaseIssue<unknown>): FieldPath {
  const segments = (issue.path ?? []).map((item) => {
    const line = item.type === 'array' ? (item.value as { key?: unknown } | undefined) : undefined;
    return typeof line?.key === 'string' ? line.key : String(item.key);
  });
  // The segments follow the schema's own paths (FieldPath is derived from them), the indices turned into keys.
  return segments.join('.') as FieldPath;
}

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

/**
 * The rules of one wizard step, read against the whole form's values (each step's part checks its own fields);
 * `today` is YYYY-MM-DD.
 */
export function orderStepSchema(
  kind: OrderKind,
  today: string,
  step: WizardStepId,
): v.GenericSchema<OrderFormValues, unknown> {
  return stepSchemas(kind, today)[step] as v.GenericSchema<unknown, unknown> as v.GenericSchema<
    OrderFormValues,
    unknown
  >;
}

/** The rules of one wizard step that fail, in the order its fields appear; `today` is YYYY-MM-DD. */
export function validateStep(
  step: WizardStepId,
  values: OrderFormValues,
  kind: OrderKind,
  today: string,
): FieldError[] {
  // One message per field: the first rule it breaks.
  const errors = schemaErrors(orderStepSchema(kind, today, step), values, fieldOfIssue);
  return (Object.entries(errors) as [FieldPath, MessageDescriptor][]).map(([field, message]) => ({
    field,
    message,
  }));
}

/** The first step whose rules fail, or undefined when the whole form may be sent. */
export function firstInvalidStep(
  values: OrderFormValues,
  kind: OrderKind,
  today: string,
): WizardStepId | undefined {
  return wizardSteps.find((step) => validateStep(step, values, kind, today).length > 0);
}

/** Which step shows each of the form's values – every value named, so a new one cannot go unplaced. */
const stepOfValue: Record<keyof OrderFormValues, WizardStepId> = {
  lines: 'products',
  customLines: 'products',
  deliveryDate: 'delivery',
  identicalRecipient: 'delivery',
  recipientCompany: 'delivery',
  recipientAddress: 'delivery',
  recipientZip: 'delivery',
  recipientCity: 'delivery',
  recipientCountry: 'delivery',
  recipientPhone: 'delivery',
  timeMorning: 'delivery',
  timeAfternoon: 'delivery',
  timeOther: 'delivery',
  timeFixed: 'delivery',
  deliveryRemarks: 'delivery',
  requiredDocuments: 'delivery',
  conditionPalletTruck: 'delivery',
  conditionLiftingRamp: 'delivery',
  conditionOther: 'delivery',
  reference: 'delivery',
  termsAgreement: 'review',
  priceConditionsAgreement: 'review',
};

/** The wizard step that shows `field`. */
export function stepOfField(field: FieldPath): WizardStepId {
  return stepOfValue[field.split('.')[0] as keyof OrderFormValues];
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
