/** Rules the portal's forms share; each returns whether the value passes, the schemas pick the message. */
import type { MessageDescriptor } from '@formatjs/intl';

/** The message for each failing field; a field without an entry is valid. */
export type FieldErrors<Field extends string> = Partial<Record<Field, MessageDescriptor>>;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isValidEmail = (value: string): boolean => emailPattern.test(value.trim());

/**
 * Spec §5 and the API's `Password`: at least 8 characters with a letter, a digit and a special character.
 * A letter is one of any alphabet (Ä, ß, ł, ж count; a special character is anything neither letter nor digit),
 * and characters are counted as the user sees them (code points, so an emoji is one).
 */
const passwordPattern = /^(?=.*\p{L})(?=.*\p{Nd})(?=.*[^\p{L}\p{Nd}]).{8,}$/u;
export const meetsPasswordRule = (value: string): boolean => passwordPattern.test(value);

export const isBlank = (value: string): boolean => value.trim() === '';

/** Narrows a value (e.g. a Select's key) to one of the allowed ones. */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === 'string' && (values as readonly string[]).includes(value);
}

/**
 * Lists every member of a generated string union exactly once – the compiler reports a member the list
 * misses, so a new enum value in openapi.yaml cannot silently drop out of a form.
 */
export const allOf =
  <T extends string>() =>
  <const A extends readonly T[]>(
    values: A & ([T] extends [A[number]] ? unknown : { missing: Exclude<T, A[number]> }),
  ) =>
    values as A;
