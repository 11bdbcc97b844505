import type { components } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import {
  lastDeliveries,
  type PortalFile,
  productNames,
  sdsUpdates,
  twelveMonthsBefore,
  unseenCount,
} from './sdsUpdates';

type Order = components['schemas']['Order'];

const order = (id: string, date: string, status: Order['status'], materials: string[]): Order => ({
  id,
  customer_order_id: null,
  date,
  status,
  customer: { id: 100100, name: 'Firma' },
  positions: materials.map((material, index) => ({
    id: (index + 1) * 10,
    product: { id: material, description: `Produkt ${material}` },
    material_number: material,
    amount: 1,
    unit: 'KG',
    documents: [],
  })),
});

const file = (id: number, material: string, date: string, type: PortalFile['type'] = 'sdb'): PortalFile => ({
  id,
  material_id: material,
  name: `SDB ${material}`,
  download_file_name: `SDB_${material}.pdf`,
  type,
  languages: ['de'],
  creation_date: `${date}T08:00:00Z`,
});

describe('SDS updates since the last delivery', () => {
  it('looks back twelve months', () => {
    expect(twelveMonthsBefore(new Date('2026-11-23T10:00:00Z'))).toBe('2025-11-23');
  });

  it('takes the last delivery of each material within the window; open and cancelled orders do not count', () => {
    const deliveries = lastDeliveries(
      [
        order('1', '2026-03-01', 'invoiced', ['A', 'B']),
        order('2', '2026-06-01', 'delivered', ['A']),
        order('3', '2026-10-01', 'open', ['A', 'C']),
        order('4', '2026-09-01', 'cancelled', ['B']),
        order('5', '2025-01-01', 'invoiced', ['D']),
        order('6', '2026-05-01', 'shipped', ['A']),
      ],
      '2025-11-23',
    );
    expect([...deliveries.keys()].sort()).toEqual(['A', 'B']);
    expect(deliveries.get('A')).toEqual({ materialId: 'A', description: 'Produkt A', date: '2026-06-01' });
    expect(deliveries.get('B')?.date).toBe('2026-03-01');
  });

  it('lists safety data sheets dated after the last delivery, newest first', () => {
    const deliveries = lastDeliveries([order('1', '2026-06-01', 'delivered', ['A', 'B', 'C'])], '2025-11-23');
    const updates = sdsUpdates(
      [
        file(1, 'A', '2026-07-01'),
        file(2, 'B', '2026-09-15'),
        file(3, 'C', '2026-06-01'), // same day as the delivery: the customer got that one
        file(4, 'C', '2026-05-01'),
        file(5, 'A', '2026-08-01', 'flyer'),
        file(6, 'Z', '2026-10-01'), // never delivered
      ],
      deliveries,
    );
    expect(updates.map((update) => update.file.id)).toEqual([2, 1]);
    expect(updates[0]?.delivery.date).toBe('2026-06-01');
  });

  it('finds nothing without deliveries or without newer sheets', () => {
    expect(sdsUpdates([file(1, 'A', '2026-07-01')], new Map())).toEqual([]);
    const deliveries = lastDeliveries([order('1', '2026-08-01', 'invoiced', ['A'])], '2025-11-23');
    expect(sdsUpdates([file(1, 'A', '2026-07-01')], deliveries)).toEqual([]);
  });

  it('counts what the user has not seen yet', () => {
    const deliveries = lastDeliveries([order('1', '2026-06-01', 'delivered', ['A', 'B'])], '2025-11-23');
    const updates = sdsUpdates([file(1, 'A', '2026-07-01'), file(2, 'B', '2026-07-02')], deliveries);
    expect(unseenCount(updates, new Set())).toBe(2);
    expect(unseenCount(updates, new Set([2, 99]))).toBe(1);
  });

  it('names products by their order positions', () => {
    expect(productNames([order('1', '2026-06-01', 'open', ['A'])]).get('A')).toBe('Produkt A');
  });
});
