/**
 * Test-only: a pattern for a message whatever its values – a button's name for any product, a status line for any
 * total – in the story's locale, where a play cannot know (or need not name) the values.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import type { MessageValues } from '../i18n/portalIntl';
import { storyText } from './storyText';

const gap = '\u0001';
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The message with any text in the placeholders `names` and the `known` values in the others (string
 * arguments only: a plural or number placeholder needs its number – use storyText with the values the screen
 * shows), found inside a longer text too.
 */
export function storyTextAnyPattern(
  message: MessageDescriptor,
  names: readonly string[],
  known: MessageValues = {},
): RegExp {
  const text = storyText(message, { ...known, ...Object.fromEntries(names.map((name) => [name, gap])) });
  return new RegExp(text.split(gap).map(escaped).join('.+'));
}
