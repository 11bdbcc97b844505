/**
 * Test-only: a text as the story's locale shows it, from the same catalogs and formatter as the portal. A play
 * that finds controls and checks messages by these – never by German literals – reaches the same state in
 * every locale the toolbar (or the story tests' rotation, .storybook/review.tsx) chooses.
 */
import type { MessageDescriptor } from '@formatjs/intl';
import { type Locale, localizedPath } from '../i18n/locales';
import { createPortalIntl, type MessageValues, type PortalIntl } from '../i18n/portalIntl';
import { storyLocale, storyMessages } from './storyGlobals';

// Per catalog, not per locale: a locale's catalog arrives when a story first uses it.
const intls = new WeakMap<object, PortalIntl>();

function intlOf(locale: Locale): PortalIntl {
  const messages = storyMessages(locale);
  let intl = intls.get(messages);
  if (!intl) {
    // A text missing from the catalog throws: a play must never look for a message id on screen.
    intl = createPortalIntl(locale, messages, (problem) => {
      throw new Error(problem);
    });
    intls.set(messages, intl);
  }
  return intl;
}

/** The message in the story's locale, formatted with `values` as the portal formats it. */
export function storyText(message: MessageDescriptor, values?: MessageValues): string {
  return intlOf(storyLocale()).formatMessage(message, values);
}

/** A text as a regular expression matches it literally. */
export const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A pattern that finds the message inside a longer text (an accessible description, a status line). */
export function storyTextPattern(message: MessageDescriptor, values?: MessageValues): RegExp {
  return new RegExp(escaped(storyText(message, values)));
}

/** A path as the portal links it in the story's locale: `storyPath('/faq')` is `/faq` in German, `/pl/faq` in Polish. */
export function storyPath(path: string): string {
  return localizedPath(path, storyLocale());
}

/** The story's locale (the toolbar's, or the one the story tests gave this story). */
export { storyLocale };

/** "label: value" as the story's locale writes it (French sets a space before the colon). */
export const storyLabelled = (label: string, value: string) =>
  storyText({ id: 'common.labelledValue' }, { label, value });

/** The same as a pattern's source, from the label's and the value's own pattern sources. */
export const storyLabelledSource = (labelSource: string, valueSource: string) =>
  escaped(storyLabelled('\u0001', '\u0000')).replace('\u0001', labelSource).replace('\u0000', valueSource);
