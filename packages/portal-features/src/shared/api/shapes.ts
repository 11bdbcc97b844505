/**
 * The shapes of the answers several logged-in pages read (orders and documents), for `callApi(request, check)`.
 * The side menu's count of unseen safety data sheet updates reads both, so they are in the shell's entry; a
 * page's own answer (roles, a customer) is checked beside its call instead, in that page's chunk. Imported by
 * path, not through the `api` door, so the helpers of `contract.ts` go only where a check is used.
 */
import { hasFields, isNumber, isString, listOf, oneOf, pageOf } from './contract';

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
