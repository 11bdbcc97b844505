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

// One DisplayNames per locale for the page's life: building one is costly, and a list names many languages.
const displayNames = new Map<Locale, Intl.DisplayNames>();

/** A language named in the reader's language ('Englisch' on a German page), by the browser's own names. */
export function languageNameIn(code: string, locale: Locale): string {
  try {
    let names = displayNames.get(locale);
    if (!names) {
      names = new Intl.DisplayNames([locale], { type: 'language' });
      displayNames.set(locale, names);
    }
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}
