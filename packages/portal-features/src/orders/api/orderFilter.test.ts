import { describe, expect, it } from 'vitest';
import { fieldLimits } from '../../shared/forms';
import { apiOrderFilter, isSearching, orderSearchFromParams, withOrderSearch } from './orderFilter';

describe('order search in the URL', () => {
  it('reads the fields and drops what the API would refuse', () => {
    const search = orderSearchFromParams(
      new URLSearchParams(
        'order=45000 12x&material=SAL-01&from=2026-01-01&to=gestern&customerOrder=%20PO-1%20',
      ),
    );
    expect(search).toEqual({
      order: '4500012',
      customerOrder: 'PO-1',
      material: 'SAL-01',
      from: '2026-01-01',
      to: '',
    });
    expect(isSearching(search)).toBe(true);
    expect(isSearching(orderSearchFromParams(new URLSearchParams('page=3')))).toBe(false);
  });

  it('writes only the set fields and returns to page 1, keeping other parameters', () => {
    const params = withOrderSearch(new URLSearchParams('page=4&due=1&order=1'), {
      order: '',
      customerOrder: '',
      material: ' 10023 ',
      from: '',
      to: '2026-02-01',
    });
    expect(params.toString()).toBe('due=1&material=10023&to=2026-02-01');
  });

  it('sends the customer and the set fields only', () => {
    expect(
      apiOrderFilter(0, { order: '', customerOrder: 'BE', material: '', from: '2025-01-01', to: '' }),
    ).toEqual({ customer: 0, customerOrder: 'BE', from: '2025-01-01' });
  });

  it('drops invisible and bidirectional control characters and keeps to the contract limits', () => {
    const search = orderSearchFromParams(
      new URLSearchParams({
        order: '\u200b4500\u202e012',
        customerOrder: '\u2066PO-\u200d2026\u2069',
        material: `\ufeff${'x'.repeat(300)}`,
      }),
    );
    expect(search.order).toBe('4500012');
    expect(search.customerOrder).toBe('PO-2026');
    expect(search.material).toBe('x'.repeat(fieldLimits.orderFilter.material));
  });
});
