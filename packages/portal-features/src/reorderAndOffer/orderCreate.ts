/**
 * Between the order form (orderSchema.ts) and the API: the request body the values become, and – the other
 * direction – the form field a server field error's `OrderCreate` path names.
 */
import type { Country, OrderCreate } from '@kundenportal/api-client';
import { isBlank } from '../shared/forms';
import { type FieldPath, linePath, type OrderFormValues, type OrderKind } from './orderSchema';

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

const recipientFields = {
  company: 'recipientCompany',
  address: 'recipientAddress',
  zip: 'recipientZip',
  city: 'recipientCity',
  country: 'recipientCountry',
  phone: 'recipientPhone',
} as const satisfies Record<string, FieldPath>;

const receivingTimeFields = {
  morning: 'timeMorning',
  afternoon: 'timeAfternoon',
  other: 'timeOther',
  fixedAppointment: 'timeFixed',
} as const satisfies Record<string, FieldPath>;

const conditionFields = {
  palletTruck: 'conditionPalletTruck',
  liftingRamp: 'conditionLiftingRamp',
  other: 'conditionOther',
} as const satisfies Record<string, FieldPath>;

const topLevelFields = [
  'deliveryDate',
  'deliveryRemarks',
  'requiredDocuments',
  'reference',
  'termsAgreement',
  'priceConditionsAgreement',
] as const satisfies readonly FieldPath[];

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
