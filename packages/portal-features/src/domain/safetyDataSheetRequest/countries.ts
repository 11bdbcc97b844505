/** Countries for the SDS request: the one shared table (shared/forms/countries.ts), plus the sheets' languages. */
export { countries, countryOptions } from '../../shared/forms';

/** Languages safety data sheets are written in (ISO 639-1): the official languages of the countries above. */
export const sheetLanguages = [
  'de',
  'en',
  'fr',
  'es',
  'it',
  'nl',
  'pl',
  'cs',
  'sk',
  'hu',
  'da',
  'sv',
  'no',
  'fi',
  'pt',
  'sl',
  'hr',
  'ro',
  'bg',
  'el',
  'et',
  'lv',
  'lt',
  'tr',
  'zh',
] as const;
