import { describe, expect, it } from 'vitest';
import { bulkAddOutcome, planBulkAdd } from './bulkAdd';

const product = (id: string | undefined, unit = 'KG') => ({ id, description: `Produkt ${id}`, unit });

describe('planBulkAdd', () => {
  it('sends what is not on the list and skips what is', () => {
    const plan = planBulkAdd(
      ['100001', '100002'],
      [
        { product: product('100001') },
        { product: product('100003'), amount: 5 },
        { product: product('100002'), amount: 2 },
      ],
    );
    expect(plan.toSend).toEqual([{ productId: '100003', amount: 5, unit: 'KG' }]);
    expect(plan.present).toEqual(['100001', '100002']);
    expect(plan.withoutId).toBe(0);
  });

  it('sends a product named twice in one request once, the first amount winning', () => {
    const plan = planBulkAdd(
      [],
      [
        { product: product('100003'), amount: 5 },
        { product: product('100003'), amount: 9 },
      ],
    );
    expect(plan.toSend).toEqual([{ productId: '100003', amount: 5, unit: 'KG' }]);
    expect(plan.present).toEqual(['100003']);
  });

  it('counts products without a material number and never sends them', () => {
    const plan = planBulkAdd([], [{ product: product(undefined) }, { product: { id: '  ' } }]);
    expect(plan.toSend).toEqual([]);
    expect(plan.withoutId).toBe(2);
  });

  it('falls back to amount 1 and the product unit, then ST', () => {
    const plan = planBulkAdd(
      [],
      [
        { product: product('1', 'L'), amount: 0 },
        { product: { id: '2' }, amount: Number.NaN },
        { product: product('3', 'L'), amount: 2, unit: 'PAK' },
      ],
    );
    expect(plan.toSend).toEqual([
      { productId: '1', amount: 1, unit: 'L' },
      { productId: '2', amount: 1, unit: 'ST' },
      { productId: '3', amount: 2, unit: 'PAK' },
    ]);
  });
});

describe('bulkAddOutcome', () => {
  const plan = planBulkAdd(
    ['1'],
    [{ product: product('1') }, { product: product('2') }, { product: product('3') }],
  );

  it('is success when some were added and the call succeeded, with the counts', () => {
    expect(bulkAddOutcome(plan, ['1', '2', '3'])).toEqual({
      type: 'success',
      added: ['2', '3'],
      notAdded: [],
      present: ['1'],
      withoutId: 0,
    });
  });

  it('is still success when the server took only some, naming the rest', () => {
    expect(bulkAddOutcome(plan, ['1', '3'])).toMatchObject({
      type: 'success',
      added: ['3'],
      notAdded: ['2'],
    });
  });

  it('is info when nothing was left to send (all present)', () => {
    const allPresent = planBulkAdd(['1', '2'], [{ product: product('1') }, { product: product('2') }]);
    expect(bulkAddOutcome(allPresent, null)).toEqual({
      type: 'info',
      added: [],
      notAdded: [],
      present: ['1', '2'],
      withoutId: 0,
    });
  });

  it('is info when the call succeeded but the server took none', () => {
    expect(bulkAddOutcome(plan, ['1'])).toMatchObject({ type: 'info', added: [], notAdded: ['2', '3'] });
  });

  it('is error when the call failed', () => {
    expect(bulkAddOutcome(plan, undefined)).toEqual({
      type: 'error',
      added: [],
      notAdded: ['2', '3'],
      present: ['1'],
      withoutId: 0,
    });
  });
});
