/**
 * The counting rules of a bulk add (spec §4), free of React and the API so they are tested on their own:
 * what is already on the list is skipped, the rest is sent once, and the notice follows from the counts.
 */

/** A product as any feature holds it: search hits, order positions and list entries all fit. */
export interface ListProduct {
  /** Material number; a product without one cannot be added (spec §4). */
  id?: string | null;
  description?: string | null;
  /** Unit of the last order, the default unit of a new entry. */
  unit?: string | null;
}

export interface ListAddition {
  product: ListProduct;
  amount?: number;
  unit?: string;
}

export interface ListItemToSend {
  productId: string;
  amount: number;
  unit: string;
}

export interface BulkAddPlan {
  /** What is sent: one line per product not yet on the list, in the given order. */
  toSend: ListItemToSend[];
  /** Material numbers already on the list (or repeated within the request), skipped. */
  present: string[];
  /** Additions without a material number. */
  withoutId: number;
}

/** Fallbacks for additions that bring no amount or unit of their own. */
export const defaultAmount = 1;
export const defaultUnit = 'ST';

const isPositive = (amount: number | undefined): amount is number =>
  typeof amount === 'number' && Number.isFinite(amount) && amount > 0;

/** Splits the additions into what to send and what to skip, given the material numbers on the list. */
export function planBulkAdd(onList: Iterable<string>, additions: readonly ListAddition[]): BulkAddPlan {
  const seen = new Set(onList);
  const plan: BulkAddPlan = { toSend: [], present: [], withoutId: 0 };
  for (const { product, amount, unit } of additions) {
    const id = product.id?.trim();
    if (!id) {
      plan.withoutId += 1;
      continue;
    }
    if (seen.has(id)) {
      plan.present.push(id);
      continue;
    }
    seen.add(id);
    plan.toSend.push({
      productId: id,
      amount: isPositive(amount) ? amount : defaultAmount,
      unit: unit?.trim() || product.unit?.trim() || defaultUnit,
    });
  }
  return plan;
}

export type BulkAddOutcome =
  /** Some were added and the call succeeded. */
  | { type: 'success'; added: string[]; notAdded: string[]; present: string[]; withoutId: number }
  /** None could be added: all present or without id (no call made), or the server took none of them. */
  | { type: 'info'; added: []; notAdded: string[]; present: string[]; withoutId: number }
  /** The call failed: nothing changed. */
  | { type: 'error'; added: []; notAdded: string[]; present: string[]; withoutId: number };

/**
 * The result of a bulk add (spec §4): success if some were added and the call succeeded; info if none
 * could be added; otherwise error. `listAfter` is the list the server answered with, `undefined` when
 * the call failed; `null` when no call was made because nothing was left to send.
 */
export function bulkAddOutcome(
  plan: BulkAddPlan,
  listAfter: Iterable<string> | undefined | null,
): BulkAddOutcome {
  const counts = { present: plan.present, withoutId: plan.withoutId };
  const sent = plan.toSend.map((item) => item.productId);
  if (listAfter === null || sent.length === 0) return { type: 'info', added: [], notAdded: [], ...counts };
  if (listAfter === undefined) return { type: 'error', added: [], notAdded: sent, ...counts };
  const after = new Set(listAfter);
  const added = sent.filter((id) => after.has(id));
  const notAdded = sent.filter((id) => !after.has(id));
  if (added.length === 0) return { type: 'info', added: [], notAdded, ...counts };
  return { type: 'success', added, notAdded, ...counts };
}
