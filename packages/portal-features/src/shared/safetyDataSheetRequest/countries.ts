/**
 * The API's countries (ISO 3166-1 alpha-3) named in the reader's language. The same table lives in the auth
 * feature's registration (auth/registration/countries.ts); it belongs in one shared module – see the report.
 */
import type { Country } from '@kundenportal/api-client';

const alpha2: Record<Country, string> = {
  DEU: 'DE',
  AUT: 'AT',
  CHE: 'CH',
  LIE: 'LI',
  FRA: 'FR',
  BEL: 'BE',
  NLD: 'NL',
  LUX: 'LU',
  POL: 'PL',
  CZE: 'CZ',
  SVK: 'SK',
  HUN: 'HU',
  DNK: 'DK',
  SWE: 'SE',
  NOR: 'NO',
  FIN: 'FI',
  ESP: 'ES',
  PRT: 'PT',
  ITA: 'IT',
  SVN: 'SI',
  HRV: 'HR',
  ROU: 'RO',
  BGR: 'BG',
  GRC: 'GR',
  GBR: 'GB',
  IRL: 'IE',
  EST: 'EE',
  LVA: 'LV',
  LTU: 'LT',
  TUR: 'TR',
  USA: 'US',
  CAN: 'CA',
  CHN: 'CN',
};

export const countries = Object.keys(alpha2) as Country[];

/** Every country with its name in `locale`, sorted as a reader of that language expects. */
export function countryOptions(locale: string): { id: Country; label: string }[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countries
    .map((code) => ({ id: code, label: names.of(alpha2[code]) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

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
