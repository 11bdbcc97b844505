import { describe, expect, it } from 'vitest';
import { localizedPath, readLocaleCookie, splitLocale } from './locales';

describe('locale paths', () => {
  it('treats unprefixed paths as German', () => {
    expect(splitLocale('/faq')).toEqual({ locale: 'de', path: '/faq' });
    expect(splitLocale('/')).toEqual({ locale: 'de', path: '/' });
  });
  it('splits a locale prefix', () => {
    expect(splitLocale('/en/user/basket')).toEqual({ locale: 'en', path: '/user/basket' });
    expect(splitLocale('/pl')).toEqual({ locale: 'pl', path: '/' });
  });
  it('does not mistake a two-letter page for a locale', () => {
    expect(splitLocale('/xx/faq')).toEqual({ locale: 'de', path: '/xx/faq' });
    expect(splitLocale('/de/faq')).toEqual({ locale: 'de', path: '/de/faq' });
  });
  it('builds the same page in another locale', () => {
    expect(localizedPath('/faq', 'fr')).toBe('/fr/faq');
    expect(localizedPath('/faq', 'de')).toBe('/faq');
    expect(localizedPath('/', 'it')).toBe('/it');
    expect(localizedPath('/', 'de')).toBe('/');
  });
  it('reads the locale cookie and ignores unknown values', () => {
    expect(readLocaleCookie('a=1; locale=nl; b=2')).toBe('nl');
    expect(readLocaleCookie('locale=xx')).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
  });
});
