import { describe, expect, it } from 'vitest';
import { isSearchable, normaliseTerm } from './searchTerm';

describe('search term', () => {
  it('is trimmed (spec §5)', () => {
    expect(normaliseTerm('  Natron \t')).toBe('Natron');
    expect(normaliseTerm(null)).toBe('');
  });

  it('needs more than blanks; a lone % is a search for everything', () => {
    expect(isSearchable('   ')).toBe(false);
    expect(isSearchable('')).toBe(false);
    expect(isSearchable('%')).toBe(true);
  });
});
