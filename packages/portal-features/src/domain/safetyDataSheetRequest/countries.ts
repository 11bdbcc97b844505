/** Countries for the SDS request: the one table (domain/countries), plus the sheets' languages. */
export { countries, countryOptions } from '../countries';

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
