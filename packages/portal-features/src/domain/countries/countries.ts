/** The countries of the API's `Country` (registration, delivery addresses), named in the reader's language. */
import type { Country } from '@kundenportal/api-client';

/** ISO 3166-1 alpha-3 (the API) → alpha-2 (what `Intl.DisplayNames` knows); a `Record` so no code is missed. */
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

export interface CountryOption {
  id: Country;
  label: string;
}

/** Every country with its name in `locale`, sorted as a reader of that language expects. */
export function countryOptions(locale: string): CountryOption[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const collator = new Intl.Collator(locale);
  return countries
    .map((code) => ({ id: code, label: names.of(alpha2[code]) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}

/** One country's name in `locale`, for read-only summaries. */
export function countryName(code: Country, locale: string): string {
  return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha2[code]) ?? code;
}
