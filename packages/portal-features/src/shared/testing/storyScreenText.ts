/**
 * Test-only: catalog texts as Testing Library reads them on screen. `storyScreenText` for a text query or
 * `toHaveTextContent`, which collapse whitespace: French puts a no-break space before ':' and '?', a plain space
 * there. `storyTextWithValues` for a text whose values a story learns only from the screen – an order number, a
 * count the mock data decides: the values are read back from the text (its digit runs), and the text must be
 * exactly the message formatted with them in the story's locale – every plural form and word order holds, with no
 * German pattern in the play; `storyTextShaped` where a value has a known shape but no digits of its own to read
 * back (a receipt, a product name).
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { MessageValues } from '../i18n/portalIntl';
import { escaped, storyText } from './storyText';

// As Testing Library normalises the text it matches: a no-break space in a catalog text is a space on screen.
const normalised = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The message in the story's locale as a text query sees it (whitespace collapsed). */
export const storyScreenText = (message: MessageDescriptor, values?: MessageValues): string =>
  normalised(storyText(message, values));

/**
 * The message as a pattern for a whole text on screen, each of `shapes`' values any text of that shape – a
 * receipt 'DOK-\\d{4}-\\d+', a product '.+' – each a named group (`exec(text)?.groups?.name`). For a string
 * argument only; a count is read back with `storyTextWithValues`.
 */
export function storyTextShaped(
  message: MessageDescriptor,
  shapes: Record<string, string>,
  known: MessageValues = {},
): RegExp {
  const marks = Object.keys(shapes).map((key, index) => [key, `\u0000${index}\u0000`] as const);
  let source = escaped(storyScreenText(message, { ...known, ...Object.fromEntries(marks) }));
  for (const [key, mark] of marks) source = source.replace(mark, `(?<${key}>${shapes[key]})`);
  return new RegExp(`^${source}$`);
}

/** The message as a pattern for a part of a text on screen (a status line that goes on). */
export const storyScreenPattern = (message: MessageDescriptor, values?: MessageValues): RegExp =>
  new RegExp(escaped(storyScreenText(message, values)));

/** The text, or undefined where a value does not fit (a count given as digits). */
function formatted(message: MessageDescriptor, values: MessageValues): string | undefined {
  try {
    return normalised(storyText(message, values));
  } catch {
    return undefined;
  }
}

/** Every way to give `count` of `runs` to as many keys, in any order (a locale may put them in another). */
function* arrangements(runs: readonly string[], count: number): Generator<string[]> {
  if (count === 0) {
    yield [];
    return;
  }
  for (const [index, run] of runs.entries()) {
    const rest = [...runs.slice(0, index), ...runs.slice(index + 1)];
    for (const tail of arrangements(rest, count - 1)) yield [run, ...tail];
  }
}

/**
 * The values of `keys` with which `message` (and the `known` values) reads exactly `text` in the story's locale,
 * or undefined. A value is tried as the digits themselves (an order number) and as a number (a count).
 */
export function storyValuesIn(
  text: string,
  message: MessageDescriptor,
  keys: readonly string[],
  known: MessageValues = {},
): Record<string, string | number> | undefined {
  const wanted = normalised(text);
  for (const runs of arrangements(wanted.match(/\d+/g) ?? [], keys.length)) {
    for (let spelling = 0; spelling < 2 ** keys.length; spelling++) {
      const values = Object.fromEntries(
        keys.map((key, index) => [key, spelling & (1 << index) ? Number(runs[index]) : String(runs[index])]),
      );
      if (formatted(message, { ...known, ...values }) === wanted) return values;
    }
  }
  return undefined;
}

/** A Testing Library matcher (text or accessible name): `message` with some values of `keys`. */
export const storyTextWithValues =
  (message: MessageDescriptor, keys: readonly string[], known: MessageValues = {}) =>
  (text: string) =>
    storyValuesIn(text, message, keys, known) !== undefined;

/**
 * The message with any text in the string placeholders `names` and the `known` values in the others, found inside
 * a longer text too – "some add-to-basket button", "a download failed for some file" – where a play cannot know
 * (or need not name) the values. A plural or number placeholder needs its number: `storyTextWithValues`.
 */
export function storyTextAnyPattern(
  message: MessageDescriptor,
  names: readonly string[],
  known: MessageValues = {},
): RegExp {
  const whole = storyTextShaped(message, Object.fromEntries(names.map((name) => [name, '.+'])), known);
  return new RegExp(whole.source.slice(1, -1));
}
