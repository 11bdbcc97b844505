/**
 * The shapes of the answers the logged-in pages read as they start (orders, documents, roles, a customer),
 * for `callApi(request, check)`. Apart from `contract.ts` and not in the `api` door: only the pages that read
 * these load them, the shell's entry does not.
 */
import { hasFields, isBoolean, isNumber, isString, listOf, oneOf, optional, pageOf } from './contract';

const productRef = hasFields({ id: isString, description: isString });

/** PortalFile: the fields the document lists show, its type looked up in a table. */
export const isPortalFile = hasFields({
  id: isNumber,
  name: isString,
  type: oneOf(['sdb', 'flyer', 'certificate', 'delivery_note', 'invoice']),
  creation_date: isString,
  languages: listOf(isString),
});

export const isFileList = listOf(isPortalFile);

const customerRef = hasFields({ id: isNumber, name: isString });

/** Order: number, date, status (a table of texts), company and positions. */
export const isOrder = hasFields({
  id: isString,
  date: isString,
  status: oneOf(['open', 'in_progress', 'shipped', 'delivered', 'invoiced', 'cancelled']),
  customer: customerRef,
  positions: listOf(
    hasFields({
      id: isNumber,
      product: productRef,
      material_number: isString,
      amount: isNumber,
      unit: isString,
      documents: listOf(isPortalFile),
    }),
  ),
});

export const isOrderPage = pageOf(isOrder);

export const isRoleList = listOf(
  hasFields({ name: isString, kind: oneOf(['role', 'client']), grantable: isBoolean }),
);

/** Customer: number and name; address and contact person, when sent, with their lines. */
export const isCustomer = hasFields({
  id: isNumber,
  name: isString,
  address: optional(hasFields({ street: isString, zip: isString, city: isString, country: isString })),
  contact_person: optional(hasFields({ name: isString, email: isString, phone: isString })),
});
