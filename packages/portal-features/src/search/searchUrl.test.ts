import { describe, expect, it } from 'vitest';
import { readSearchQuery, searchParamsFor, userSearchPath } from './searchUrl';

describe('readSearchQuery', () => {
  it('reads term, page and client', () => {
    expect(readSearchQuery(new URLSearchParams('term=%20Natri%25%20&page=3&client=client_staub'))).toEqual({
      term: 'Natri%',
      page: 3,
      client: 'client_staub',
    });
  });

  it('defaults the page to 1 and drops what is not a page', () => {
    for (const page of ['', '0', '-2', '1.5', 'zwei']) {
      expect(readSearchQuery(new URLSearchParams(`term=a&page=${page}`)).page).toBe(1);
    }
  });

  it('ignores a client the API does not know', () => {
    expect(readSearchQuery(new URLSearchParams('term=a&client=client_fremd')).client).toBeUndefined();
  });

  it('an empty or blank term is no search', () => {
    expect(readSearchQuery(new URLSearchParams('term=%20%20&page=2')).term).toBe('');
    expect(readSearchQuery(new URLSearchParams('')).term).toBe('');
  });
});

describe('searchParamsFor', () => {
  it('writes the trimmed term and leaves page 1 out, so one search has one address', () => {
    expect(searchParamsFor({ term: ' Natron ' }).toString()).toBe('term=Natron');
    expect(searchParamsFor({ term: 'Natron', page: 1 }).toString()).toBe('term=Natron');
    expect(searchParamsFor({ term: 'Natron', page: 2 }).toString()).toBe('term=Natron&page=2');
  });

  it('encodes the wildcard', () => {
    expect(searchParamsFor({ term: 'Natri%chlorid' }).toString()).toBe('term=Natri%25chlorid');
  });

  it('keeps the client only when it is one the API knows', () => {
    expect(searchParamsFor({ term: 'a', client: 'client_staub' }).toString()).toBe(
      'term=a&client=client_staub',
    );
    expect(searchParamsFor({ term: 'a', client: 'client_fremd' }).toString()).toBe('term=a');
  });

  it('an empty term clears the search (no page either)', () => {
    expect(searchParamsFor({ term: '  ', page: 4 }).toString()).toBe('');
  });

  it('round-trips through readSearchQuery', () => {
    const params = searchParamsFor({ term: '10%', page: 5, client: 'client_kundenportal' });
    expect(readSearchQuery(params)).toEqual({ term: '10%', page: 5, client: 'client_kundenportal' });
  });
});

describe('userSearchPath', () => {
  it('leads to the logged-in search with the term', () => {
    expect(userSearchPath(' Natron ')).toBe('/user/search?term=Natron');
    expect(userSearchPath('')).toBe('/user/search');
    expect(userSearchPath('a b', 'client_staub')).toBe('/user/search?term=a+b&client=client_staub');
  });
});
