/**
 * Due for reorder: learns each product's buying rhythm from the order history and tells which products are
 * due within the next days or overdue. Pure functions over GET /customer/orders, so they are tested on
 * hand-made histories.
 */
import type { Order } from '@kundenportal/api-client';

const DAY_MS = 86_400_000;

/** Fewer orders than this give no rhythm worth trusting (two intervals at least). */
export const MIN_ORDERS = 3;
/** How far ahead a product counts as due. */
export const DUE_HORIZON_DAYS = 14;
/** A gap longer than this many rhythms is a pause (a season, a stop), not part of the rhythm. */
const PAUSE_FACTOR = 2.5;
/** Intervals that stray on average more than this share from the rhythm are no rhythm at all. */
const MAX_SPREAD = 0.4;

export interface ReorderCandidate {
  materialNumber: string;
  description: string;
  /** The last ordered amount and unit: what a reorder most likely wants again. */
  amount: number;
  unit: string;
  /** YYYY-MM-DD of the last order of the product. */
  lastOrdered: string;
  /** The learnt rhythm in days. */
  intervalDays: number;
  /** YYYY-MM-DD when the next order is expected. */
  dueDate: string;
  /** Days from today until due; negative when overdue. */
  daysUntilDue: number;
  orderCount: number;
}

const dayNumber = (isoDate: string): number => {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
};
const isoOfDay = (day: number): string => new Date(day * DAY_MS).toISOString().slice(0, 10);

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/**
 * The rhythm in days from the order days of one product (ascending, distinct), or undefined when there is
 * none: too few orders, or intervals too irregular. Pauses far longer than the usual interval (a product
 * bought only in season) are left out, so the season's rhythm still counts.
 */
export function buyingRhythm(days: readonly number[]): number | undefined {
  if (days.length < MIN_ORDERS) return undefined;
  const intervals = days.slice(1).map((day, index) => day - (days[index] ?? day));
  const typical = median(intervals);
  if (typical <= 0) return undefined;
  const regular = intervals.filter((interval) => interval <= typical * PAUSE_FACTOR);
  if (regular.length < MIN_ORDERS - 1) return undefined;
  const rhythm = median(regular);
  const spread = regular.reduce((sum, interval) => sum + Math.abs(interval - rhythm), 0) / regular.length;
  return spread / rhythm > MAX_SPREAD ? undefined : Math.round(rhythm);
}

/**
 * The products due within `horizonDays` of `today` (YYYY-MM-DD) or overdue, most urgent first. A product
 * overdue by more than a whole rhythm is taken as no longer bought (or in its off season) and left out.
 * Cancelled orders do not count as purchases.
 */
export function dueForReorder(
  orders: readonly Order[],
  today: string,
  horizonDays = DUE_HORIZON_DAYS,
): ReorderCandidate[] {
  const purchases = new Map<
    string,
    { description: string; days: Set<number>; last: { day: number; amount: number; unit: string } }
  >();
  for (const order of orders) {
    if (order.status === 'cancelled') continue;
    const day = dayNumber(order.date);
    for (const position of order.positions) {
      const known = purchases.get(position.material_number);
      const line = { day, amount: position.amount, unit: position.unit };
      if (!known) {
        purchases.set(position.material_number, {
          description: position.product.description,
          days: new Set([day]),
          last: line,
        });
        continue;
      }
      known.days.add(day);
      if (day >= known.last.day) {
        known.last = line;
        known.description = position.product.description || known.description;
      }
    }
  }

  const todayNumber = dayNumber(today);
  const due: ReorderCandidate[] = [];
  for (const [materialNumber, purchase] of purchases) {
    const days = [...purchase.days].sort((a, b) => a - b);
    const rhythm = buyingRhythm(days);
    if (rhythm === undefined) continue;
    const dueDay = purchase.last.day + rhythm;
    const daysUntilDue = dueDay - todayNumber;
    if (daysUntilDue > horizonDays || daysUntilDue < -rhythm) continue;
    due.push({
      materialNumber,
      description: purchase.description,
      amount: purchase.last.amount,
      unit: purchase.last.unit,
      lastOrdered: isoOfDay(purchase.last.day),
      intervalDays: rhythm,
      dueDate: isoOfDay(dueDay),
      daysUntilDue,
      orderCount: days.length,
    });
  }
  return due.sort(
    (a, b) => a.daysUntilDue - b.daysUntilDue || a.materialNumber.localeCompare(b.materialNumber),
  );
}

/** The rhythm as the reason line says it: weeks from two weeks on, days below. */
export function rhythmInWords(intervalDays: number): { unit: 'weeks' | 'days'; weeks: number; days: number } {
  return intervalDays >= 14
    ? { unit: 'weeks', weeks: Math.round(intervalDays / 7), days: intervalDays }
    : { unit: 'days', weeks: 0, days: intervalDays };
}
