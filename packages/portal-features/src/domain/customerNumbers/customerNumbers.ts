/**
 * The customer-number rule of spec §5, in one place for registration, activation of a registration and the
 * editing of a user: one or more six-digit numbers separated by semicolons.
 */
import { defineMessages } from '@formatjs/intl';

export const customerNumberMessages = defineMessages({
  numeric: {
    id: 'forms.validation.customerNumberNumeric',
    defaultMessage: 'Die Kundennummer darf nur numerische Zeichen enthalten.',
  },
  length: {
    id: 'forms.validation.customerNumberLength',
    defaultMessage: 'Die Kundennummer muss 6-stellig sein.',
  },
});

/** Splits a semicolon list as typed: each part trimmed, empty parts kept (so 'a;' is an error, not 'a'). */
export const splitList = (text: string): string[] => text.split(';').map((part) => part.trim());

/** One or more customer numbers separated by semicolons; each only digits and exactly six of them. */
export function validateCustomerNumbers(
  text: string,
): (typeof customerNumberMessages)[keyof typeof customerNumberMessages] | undefined {
  const numbers = splitList(text);
  if (numbers.some((number) => !/^\d*$/.test(number))) return customerNumberMessages.numeric;
  if (numbers.some((number) => number.length !== 6)) return customerNumberMessages.length;
  return undefined;
}

/** The numbers of a valid list, without duplicates (the API wants unique items). */
export const customerNumberList = (text: string): string[] =>
  text.trim() === '' ? [] : [...new Set(splitList(text))];
