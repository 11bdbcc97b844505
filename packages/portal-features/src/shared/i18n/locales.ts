/** The portal's locales and how they map to URLs: German has no prefix, every other locale its own. */
export const locales = ['de', 'en', 'es', 'fr', 'nl', 'pl', 'it'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'de';
export const localeCookie = 'locale';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** '/en' for English, '' for German. */
export function localePrefix(locale: Locale): string {
  return locale === defaultLocale ? '' : `/${locale}`;
}

/** Splits '/en/faq' into { locale: 'en', path: '/faq' }; an unprefixed path is German. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== defaultLocale) {
    return { locale: match[1], path: match[2] || '/' };
  }
  return { locale: defaultLocale, path: pathname || '/' };
}

/** The same page in another locale: '/en/faq' → '/fr/faq'. */
export function localizedPath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (normalized === '/') return prefix || '/';
  return `${prefix}${normalized}`;
}

export function readLocaleCookie(cookie: string): Locale | undefined {
  const value = cookie
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === localeCookie)?.[1];
  return isLocale(value) ? value : undefined;
}

/** A year, so the choice survives until the user changes it. */
export function writeLocaleCookie(locale: Locale): void {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all we need; Cookie Store API is not in every browser.
  document.cookie = `${localeCookie}=${locale}; path=/; max-age=31536000; samesite=lax`;
}
