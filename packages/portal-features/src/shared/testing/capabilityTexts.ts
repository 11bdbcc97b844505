/**
 * Test-only: which of the texts declared in textNeeds (texts that promise an optional operation, or stand in for
 * it) a rendered page shows, read in the story's locale – for play functions that check a screen says nothing
 * of what the backend lacks.
 */
import type { OptionalOperation } from '@kundenportal/api-client';
import { expect, waitFor } from 'storybook/test';
import { meetsNeed, mentionsWithoutPromise, promiseMarkers, textNeeds } from '../capabilities';
import { storyLocale, storyMessages } from './storyGlobals';

/** A compiled text's literal pieces (between its placeholders); a text is shown when all of them are. */
function piecesOf(compiled: unknown): string[] {
  const pieces: string[] = [''];
  if (typeof compiled === 'string') pieces[0] = compiled;
  else if (!Array.isArray(compiled)) return [];
  else
    for (const element of compiled as { type: number; value?: unknown }[]) {
      if (element.type === 0 && typeof element.value === 'string') pieces[pieces.length - 1] += element.value;
      else pieces.push('');
    }
  return pieces.map((piece) => piece.replace(/\s+/g, ' ').trim()).filter((piece) => piece.length > 0);
}

const textOf = (element: HTMLElement) => (element.textContent ?? '').replace(/\s+/g, ' ');

/**
 * The element's text, one line per text node: a marker's `.*` stays within one text, rather than joining a label
 * to the next field's ("Adresse e-mail" … "Confirmez le mot de passe").
 */
function linesOf(element: HTMLElement): string {
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const lines: string[] = [];
  while (walker.nextNode()) lines.push((walker.currentNode.textContent ?? '').replace(/\s+/g, ' '));
  return lines.join('\n');
}

/**
 * The ids of the declared texts the element shows, in the story's locale. Longer texts are read first and taken
 * out, so a short one counts only where it stands of its own – not inside a longer one ("E-Mail-Adresse
 * bestätigt" inside "Sobald Sie Ihre E-Mail-Adresse bestätigt haben, …").
 */
export function shownDeclaredTexts(element: HTMLElement): string[] {
  const catalog = storyMessages(storyLocale()) as Record<string, unknown>;
  const length = (pieces: string[]) => pieces.join('').length;
  const declared = Object.keys(textNeeds)
    .map((id) => [id, piecesOf(catalog[id])] as const)
    .filter(([, pieces]) => pieces.length > 0)
    .sort(([, a], [, b]) => length(b) - length(a));
  let rest = textOf(element);
  const shown = new Set<string>();
  for (const [id, pieces] of declared) {
    if (!pieces.every((piece) => rest.includes(piece))) continue;
    shown.add(id);
    for (const piece of pieces) rest = rest.replaceAll(piece, ' ');
  }
  return Object.keys(textNeeds).filter((id) => shown.has(id));
}

/**
 * What the element promises of an operation the backend lacks, in the story's locale: the declared texts it shows
 * that need one (by id), and – in whatever else it shows, beside the texts that may say so – the words of such a
 * promise (`promiseMarkers`), so an undeclared text is caught too. Empty when the element promises nothing amiss.
 */
export function promisesWithout(
  element: HTMLElement,
  offers: (operation: OptionalOperation) => boolean,
): string[] {
  const locale = storyLocale();
  const catalog = storyMessages(locale) as Record<string, unknown>;
  const declared = shownDeclaredTexts(element);
  const allowed = [...declared.filter((id) => meetsNeed(id, offers)), ...Object.keys(mentionsWithoutPromise)];
  let rest = linesOf(element);
  for (const piece of allowed.flatMap((id) => piecesOf(catalog[id]))) rest = rest.replaceAll(piece, ' ');
  const undeclared = Object.entries(promiseMarkers).flatMap(([operation, markers]) => {
    const words = offers(operation as OptionalOperation) ? null : markers[locale].exec(rest);
    return words ? [`${operation}: “${words[0]}”`] : [];
  });
  return [...declared.filter((id) => !meetsNeed(id, offers)), ...undeclared];
}

/**
 * A play's check of a screen against a backend that lacks `without`: of the declared texts it shows exactly
 * `expected` (read in the story's locale), and nothing of what is missing is promised.
 */
export async function expectCapabilityTexts(
  element: HTMLElement,
  without: readonly OptionalOperation[],
  expected: readonly string[],
) {
  await waitFor(() => expect(shownDeclaredTexts(element).toSorted()).toEqual(expected.toSorted()));
  await expect(promisesWithout(element, (operation) => !without.includes(operation))).toEqual([]);
}
