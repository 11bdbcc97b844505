import type { Language } from '@kundenportal/api-client';
import type { Locale } from './locales';

const apiLanguages: readonly string[] = [
  'de',
  'en',
  'es',
  'fr',
  'nl',
  'pl',
  'it',
] satisfies readonly Locale[];

/** The `language` the API gets for a locale: the locale itself (the contract lists all seven). */
export function apiLanguage(locale: Locale): Language {
  return (apiLanguages.includes(locale) ? locale : 'de') as Language;
}
