import { describe, expect, it } from 'vitest';
import { outOfServiceHref } from './outOfService';

describe('outOfServiceHref', () => {
  it('keeps the language and remembers the page with its query', () => {
    expect(outOfServiceHref({ pathname: '/user/orders', search: '?page=2' })).toBe(
      '/outofservice?from=%2Fuser%2Forders%3Fpage%3D2',
    );
    expect(outOfServiceHref({ pathname: '/en/faq', search: '' })).toBe('/en/outofservice?from=%2Fen%2Ffaq');
  });

  it('gives nothing when the user is already there', () => {
    expect(outOfServiceHref({ pathname: '/fr/outofservice', search: '?from=%2Ffr' })).toBeNull();
  });
});
