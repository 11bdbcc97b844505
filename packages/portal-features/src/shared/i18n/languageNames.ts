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

/** A language named in the reader's language ('Englisch' on a German page), by the browser's own names. */
export function languageNameIn(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
