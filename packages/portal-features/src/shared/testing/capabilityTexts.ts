/**
 * Test-only: which of the texts declared in textNeeds (texts that promise an optional operation, or stand in for
 * it) a rendered page shows, read in the story's locale – for play functions that check a screen says nothing
 * of what the backend lacks.
 */
import { textNeeds } from '../capabilities';
import { storyLocale, storyMessages } from './storyGlobals';

/** A compiled text's literal pieces (between its placeholders); a text is shown when all of them are. */
function piecesOf(compiled: unknown): string[] {
  if (typeof compiled === 'string') return [compiled];
  if (!Array.isArray(compiled)) return [];
  const pieces: string[] = [''];
  for (const element of compiled as { type: number; value?: unknown }[]) {
    if (element.type === 0 && typeof element.value === 'string') pieces[pieces.length - 1] += element.value;
    else pieces.push('');
  }
  return pieces.map((piece) => piece.trim()).filter((piece) => piece.length > 0);
}

/** The ids of the declared texts the element shows, in the story's locale. */
export function shownDeclaredTexts(element: HTMLElement): string[] {
  const catalog = storyMessages(storyLocale()) as Record<string, unknown>;
  const shown = (element.textContent ?? '').replace(/\s+/g, ' ');
  return Object.keys(textNeeds).filter((id) => {
    const pieces = piecesOf(catalog[id]);
    return pieces.length > 0 && pieces.every((piece) => shown.includes(piece.replace(/\s+/g, ' ')));
  });
}
