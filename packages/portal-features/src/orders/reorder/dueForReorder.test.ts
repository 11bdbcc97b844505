import type { Order } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { buyingRhythm, dueForReorder, rhythmInWords } from './dueForReorder';

let serial = 4_500_000_000;
/** One order of the given materials on `date`. */
const order = (
  date: string,
  materials: string[],
  status: Order['status'] = 'invoiced',
  amount = 25,
): Order => ({
  id: String(++serial),
  customer_order_id: null,
  date,
  status,
  customer: { id: 100100, name: 'Bäckerei' },
  positions: materials.map((material, index) => ({
    id: (index + 1) * 10,
    product: { id: material, description: `Produkt ${material}` },
    material_number: material,
    amount,
    unit: 'KG',
    documents: [],
  })),
});

/** Orders of one material every `every` days, `count` times, the last on `last`. */
function regular(material: string, last: string, every: number, count: number): Order[] {
  const end = Date.parse(`${last}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) =>
    order(new Date(end - (count - 1 - index) * every * 86_400_000).toISOString().slice(0, 10), [material]),
  );
}

describe('buying rhythm', () => {
  it('needs at least three orders', () => {
    expect(buyingRhythm([0])).toBeUndefined();
    expect(buyingRhythm([0, 42])).toBeUndefined();
    expect(buyingRhythm([0, 42, 84])).toBe(42);
  });

  it('takes the median of slightly varying intervals', () => {
    expect(buyingRhythm([0, 40, 84, 125, 168])).toBe(42);
  });

  it('refuses irregular buying', () => {
    expect(buyingRhythm([0, 5, 90, 100, 250])).toBeUndefined();
  });

  it('leaves seasonal pauses out of the rhythm', () => {
    // Every 4 weeks from spring to autumn, a winter break, then again.
    const season = (start: number) => [0, 28, 56, 84, 112, 140].map((day) => start + day);
    expect(buyingRhythm([...season(0), ...season(365)])).toBe(28);
  });
});

describe('due for reorder', () => {
  const today = '2026-11-22';

  it('lists a regularly bought product due within 14 days, with its last order and amount', () => {
    const due = dueForReorder(regular('SAL-1', '2026-10-02', 42, 6), today);
    expect(due).toEqual([
      {
        materialNumber: 'SAL-1',
        description: 'Produkt SAL-1',
        amount: 25,
        unit: 'KG',
        lastOrdered: '2026-10-02',
        intervalDays: 42,
        dueDate: '2026-11-13',
        daysUntilDue: -9,
        orderCount: 6,
      },
    ]);
  });

  it('does not list what is due later than the horizon', () => {
    expect(dueForReorder(regular('A', '2026-11-10', 42, 5), today)).toEqual([]);
    expect(dueForReorder(regular('A', '2026-11-10', 42, 5), today, 40)).toHaveLength(1);
  });

  it('ignores a product ordered once or twice, and irregular buying', () => {
    const orders = [
      order('2026-11-01', ['ONCE']),
      order('2026-09-01', ['TWICE']),
      order('2026-10-13', ['TWICE']),
      ...['2025-01-03', '2025-01-10', '2025-08-01', '2026-10-20', '2026-11-01'].map((date) =>
        order(date, ['ODD']),
      ),
    ];
    expect(dueForReorder(orders, today)).toEqual([]);
  });

  it('leaves out a product overdue by more than its rhythm (no longer bought or out of season)', () => {
    expect(dueForReorder(regular('OLD', '2026-06-01', 28, 8), today)).toEqual([]);
  });

  it('lists a seasonal product again when its season is due', () => {
    const season2025 = regular('ICE', '2025-09-01', 28, 6);
    const season2026 = regular('ICE', '2026-11-01', 28, 3);
    const due = dueForReorder([...season2025, ...season2026], today);
    expect(
      due.map((candidate) => [candidate.materialNumber, candidate.intervalDays, candidate.daysUntilDue]),
    ).toEqual([['ICE', 28, 7]]);
  });

  it('counts several positions of one day once, skips cancelled orders and sorts the most urgent first', () => {
    const orders = [
      ...regular('B', '2026-11-20', 14, 4),
      ...regular('A', '2026-10-20', 30, 4),
      order('2026-11-20', ['B']),
      order('2026-11-21', ['A'], 'cancelled'),
    ];
    const due = dueForReorder(orders, today);
    expect(due.map((candidate) => [candidate.materialNumber, candidate.daysUntilDue])).toEqual([
      ['A', -3],
      ['B', 12],
    ]);
    expect(due[1]?.orderCount).toBe(4);
  });

  it('says the rhythm in weeks from two weeks on', () => {
    expect(rhythmInWords(42)).toEqual({ unit: 'weeks', weeks: 6, days: 42 });
    expect(rhythmInWords(10)).toEqual({ unit: 'days', weeks: 0, days: 10 });
  });
});
