import { describe, expect, it } from 'vitest';
import {
  emptyUserFilter,
  filterFromSearchParams,
  filterToSearchParams,
  hasSearchTerm,
  toApiFilter,
} from './userFilter';

describe('user filter (spec §3, §5)', () => {
  it('needs at least one field that is more than blanks', () => {
    expect(hasSearchTerm(emptyUserFilter)).toBe(false);
    expect(hasSearchTerm({ ...emptyUserFilter, lastName: '   ' })).toBe(false);
    expect(hasSearchTerm({ ...emptyUserFilter, lastName: ' Krüger ' })).toBe(true);
    expect(hasSearchTerm({ ...emptyUserFilter, role: 'ROLE_SALES' })).toBe(true);
  });

  it('is trimmed on the way to the URL and to the API', () => {
    const values = {
      customerNumber: ' 100234 ',
      lastName: '',
      email: ' a@b.de',
      role: 'ROLE_ADMIN',
    } as const;
    expect(filterToSearchParams(values).toString()).toBe(
      'customerNumber=100234&email=a%40b.de&role=ROLE_ADMIN',
    );
    expect(toApiFilter(values)).toEqual({ customer_number: '100234', email: 'a@b.de', role: 'ROLE_ADMIN' });
  });

  it('reads back from the URL and ignores roles it does not know', () => {
    expect(filterFromSearchParams(new URLSearchParams('lastName=%20Vogel&role=ROLE_GOD&page=2'))).toEqual({
      ...emptyUserFilter,
      lastName: 'Vogel',
    });
  });

  it('drops invisible and bidirectional control characters, typed or from the URL', () => {
    const pasted = {
      customerNumber: '\u200b100234',
      lastName: '\u202eKrüger\u202c',
      email: 'a@b.de\ufeff',
      role: '',
    } as const;
    expect(toApiFilter(pasted)).toEqual({ customer_number: '100234', last_name: 'Krüger', email: 'a@b.de' });
    expect(filterToSearchParams(pasted).toString()).toBe(
      'customerNumber=100234&lastName=Kr%C3%BCger&email=a%40b.de',
    );
    expect(filterFromSearchParams(new URLSearchParams('lastName=%E2%80%8BM%E2%81%A6eier')).lastName).toBe(
      'Meier',
    );
    // Hidden characters alone are no search term.
    expect(hasSearchTerm({ ...emptyUserFilter, lastName: '\u200b\u200e' })).toBe(false);
  });
});
