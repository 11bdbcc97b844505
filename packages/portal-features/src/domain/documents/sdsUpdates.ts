/**
 * Safety-data-sheet updates since the last delivery (REACH Art. 31(9): a supplier sends the updated sheet to
 * every recipient of the last 12 months). Pure functions over GET /documents and GET /customer/orders.
 */
import type { components } from '@kundenportal/api-client';

type Order = components['schemas']['Order'];
export type PortalFile = components['schemas']['File'];

/** An order counts as a delivery once the goods left (spec's statuses; open and cancelled orders do not). */
const deliveredStatuses: ReadonlySet<Order['status']> = new Set(['shipped', 'delivered', 'invoiced']);

export interface Delivery {
  materialId: string;
  /** The product description of the position. */
  description: string;
  /** The order's document date (YYYY-MM-DD) of the last delivery. */
  date: string;
}

export interface SdsUpdate {
  file: PortalFile;
  delivery: Delivery;
}

/** YYYY-MM-DD twelve months before `now` (the same calendar day a year earlier, in UTC). */
export function twelveMonthsBefore(now: Date): string {
  const date = new Date(now.getTime());
  date.setUTCFullYear(date.getUTCFullYear() - 1);
  return date.toISOString().slice(0, 10);
}

/** The last delivery of every material delivered on or after `since` (YYYY-MM-DD). */
export function lastDeliveries(orders: readonly Order[], since: string): Map<string, Delivery> {
  const deliveries = new Map<string, Delivery>();
  for (const order of orders) {
    if (!deliveredStatuses.has(order.status) || order.date < since) continue;
    for (const position of order.positions) {
      const known = deliveries.get(position.material_number);
      if (known && known.date >= order.date) continue;
      deliveries.set(position.material_number, {
        materialId: position.material_number,
        description: position.product.description,
        date: order.date,
      });
    }
  }
  return deliveries;
}

/** The day a file was created (its creation date is a date-time). */
const creationDay = (file: PortalFile) => file.creation_date.slice(0, 10);

/** Safety data sheets dated after the last delivery of their material, newest first. */
export function sdsUpdates(
  files: readonly PortalFile[],
  deliveries: ReadonlyMap<string, Delivery>,
): SdsUpdate[] {
  return files
    .flatMap((file) => {
      const delivery = file.type === 'sdb' ? deliveries.get(file.material_id) : undefined;
      return delivery && creationDay(file) > delivery.date ? [{ file, delivery }] : [];
    })
    .sort((a, b) => b.file.creation_date.localeCompare(a.file.creation_date) || b.file.id - a.file.id);
}

/** How many updates the user has not marked as seen. */
export function unseenCount(updates: readonly SdsUpdate[], seen: ReadonlySet<number>): number {
  return updates.filter((update) => !seen.has(update.file.id)).length;
}

/** Product names by material number, from the order positions (the files carry only the material number). */
export function productNames(orders: readonly Order[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const order of orders) {
    for (const position of order.positions) {
      if (!names.has(position.material_number))
        names.set(position.material_number, position.product.description);
    }
  }
  return names;
}
