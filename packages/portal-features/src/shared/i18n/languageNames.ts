import type { Locale } from './locales';

/** Each language named in itself, so every reader finds their own. */
export const languageNames: Record<Locale, string> = {
  de: 'Deutsch',
  en: 'English',
  es: 'Español',
  fr: 'Français',
  nl: 'Nederlands',
  pl: 'Polski',
  it: 'Italiano',
};
