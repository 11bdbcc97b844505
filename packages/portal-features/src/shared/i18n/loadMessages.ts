/**
 * Catalogs load per locale and per feature (compiled/<locale>/<chunk>.json, split by scripts/i18n.mjs): the
 * shell's `core` with the locale, a feature's chunk with its route. Loaded chunks merge into one catalog per
 * locale that the IntlProvider reads; a chunk that arrives later re-renders it.
 */
import { useSyncExternalStore } from 'react';
import type { messageChunks } from './generated/messageChunks';
import type { CompiledMessages } from './IntlProvider';
import type { Locale } from './locales';

// One chunk per locale and feature: a visitor downloads only the texts of the pages they open.
const catalogs = import.meta.glob<CompiledMessages>('./compiled/*/*.json', { import: 'default' });

/**
 * A text chunk a page may name besides the shell's `core`: a feature folder's with texts, or a shared chunk
 * (scripts/i18n.mjs writes the list with the compiled catalogs, so a misspelt or textless one fails the type check).
 */
export type MessageChunk = Exclude<(typeof messageChunks)[number], 'core'>;

const loadedChunks = new Map<string, CompiledMessages>();
const merged = new Map<Locale, CompiledMessages>();
const listeners = new Set<() => void>();
const empty: CompiledMessages = {};

function remerge(locale: Locale) {
  const catalog: CompiledMessages = {};
  for (const [key, messages] of loadedChunks)
    if (key.startsWith(`${locale}/`)) Object.assign(catalog, messages);
  merged.set(locale, catalog);
  for (const listener of listeners) listener();
}

/** Loads the shell's texts and the given features' texts of a locale; resolves to the merged catalog. */
export async function loadMessages(
  locale: Locale,
  chunks: readonly MessageChunk[] = [],
): Promise<CompiledMessages> {
  const wanted = ['core' as const, ...chunks].filter((chunk) => !loadedChunks.has(`${locale}/${chunk}`));
  if (wanted.length > 0) {
    const answers = await Promise.all(
      wanted.map(async (chunk) => {
        const load = catalogs[`./compiled/${locale}/${chunk}.json`];
        // A feature without texts of its own has no chunk.
        return [chunk, load ? await load() : empty] as const;
      }),
    );
    for (const [chunk, messages] of answers) loadedChunks.set(`${locale}/${chunk}`, messages);
    remerge(locale);
  }
  return merged.get(locale) ?? empty;
}

/** Whether these chunks of the locale are in (for UI that appears before its route loaded them). */
export function hasMessages(locale: Locale, chunks: readonly MessageChunk[]): boolean {
  return chunks.every((chunk) => loadedChunks.has(`${locale}/${chunk}`));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The merged catalog of a locale, re-rendering when a feature's chunk arrives. */
export function useMessages(locale: Locale): CompiledMessages {
  return useSyncExternalStore(
    subscribe,
    () => merged.get(locale) ?? empty,
    () => merged.get(locale) ?? empty,
  );
}
