/** Dates and amounts as spec §9 shows them, in one place. */

/** DD.MM.YYYY in every language (spec §9); `undefined` for what is not a date. */
export function formatDate(value: string | Date | null | undefined): string | undefined {
  if (!value) return undefined;
  const date = typeof value === 'string' ? parseDay(value) : value;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const dd = String(date.getDate()).padStart(2, '0');
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  return `${dd}.${mm}.${date.getFullYear()}`;
}

/** `YYYY-MM-DD` is a calendar day, not UTC midnight: read it in local time so it never shifts a day. */
function parseDay(value: string): Date | undefined {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (day) return new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** YYYY-MM-DD for the API (delivery date, spec §9). */
export function isoDay(date: Date): string {
  const mm = String(date.getMonth() + 1).padStart(2, '0');
  const dd = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${mm}-${dd}`;
}

/** An amount with its unit in the reader's number format: '1.250,5 kg' in German. */
export function formatAmount(amount: number, unit: string | undefined, locale: string): string {
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(amount);
  return unit ? `${number} ${unit}` : number;
}

/** Product names shortened to 30 characters plus an ellipsis (spec §9). */
export function shortName(name: string, max = 30): string {
  return name.length > max ? `${name.slice(0, max)}…` : name;
}
