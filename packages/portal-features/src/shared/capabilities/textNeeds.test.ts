/**
 * Texts × capabilities (CONVENTIONS, "Sweeps"): every text of every locale that speaks of a function in the words
 * of a promise is declared in textNeeds – shown only with the operation that provides it, or only without it as
 * the way it goes instead – so no screen can show it where the backend lacks the operation by oversight.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionalOperations } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { meetsNeed, mentionsWithoutPromise, promiseMarkers, textNeeds } from './textNeeds';

const catalogs = locales.map(
  (locale) =>
    [
      locale,
      JSON.parse(
        readFileSync(join(import.meta.dirname, `../i18n/messages/${locale}.json`), 'utf8'),
      ) as Record<string, string>,
    ] as const,
);

describe('texts follow the capabilities', () => {
  it.each(catalogs)('every %s text that promises an optional operation is declared', (locale, catalog) => {
    const undeclared: string[] = [];
    for (const [operation, markers] of Object.entries(promiseMarkers)) {
      for (const [id, text] of Object.entries(catalog)) {
        if (!markers[locale].test(text) || id in mentionsWithoutPromise) continue;
        const need = textNeeds[id];
        if (!need || ('with' in need ? need.with : need.without) !== operation)
          undeclared.push(`${id} (${operation}): ${text}`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('declares only texts that are there, in every locale, and operations the contract has', () => {
    for (const [, catalog] of catalogs) {
      for (const id of [...Object.keys(textNeeds), ...Object.keys(mentionsWithoutPromise)])
        expect(catalog[id], id).toBeTypeOf('string');
    }
    for (const need of Object.values(textNeeds))
      expect(optionalOperations).toContain('with' in need ? need.with : need.without);
  });

  it('shows a promise only with its operation, and its stand-in only without', () => {
    for (const operation of optionalOperations) {
      for (const [id, need] of Object.entries(textNeeds)) {
        const named = 'with' in need ? need.with : need.without;
        if (named !== operation) continue;
        const withIt = meetsNeed(id, (o) => o === operation);
        const withoutIt = meetsNeed(id, () => false);
        expect([withIt, withoutIt], id).toEqual('with' in need ? [true, false] : [false, true]);
      }
    }
    expect(meetsNeed('faq.title', () => false)).toBe(true);
  });
});
