/**
 * The FAQ × the capabilities × the seven locales: whatever the backend offers, every question keeps an answer,
 * and no answer shown promises an operation the backend lacks – read in each locale's catalog.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type OptionalOperation, optionalOperations } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { promiseMarkers, textNeeds } from '../shared/capabilities';
import { locales } from '../shared/i18n';
import { faqAnswer, faqSections } from './FaqPage';

/** Every combination of the operations the FAQ's answers depend on (the others change nothing). */
const needed = [
  ...new Set(
    faqSections.flatMap((section) =>
      section.entries.flatMap(([, ...answers]) =>
        answers.flatMap((answer) => {
          const need = textNeeds[String(answer.id)];
          return need ? ['with' in need ? need.with : need.without] : [];
        }),
      ),
    ),
  ),
];
const states = Array.from({ length: 2 ** needed.length }, (_, bits) =>
  needed.filter((_operation, index) => bits & (1 << index)),
);

describe('the FAQ follows the capabilities', () => {
  it('depends on the link login and the address confirmation', () => {
    expect(needed.toSorted()).toEqual(['confirmRegistration', 'loginWithMagicLink']);
  });

  it.each(locales)('in %s, promises nothing the backend lacks, and answers every question', (locale) => {
    const catalog = JSON.parse(
      readFileSync(join(import.meta.dirname, `../shared/i18n/messages/${locale}.json`), 'utf8'),
    ) as Record<string, string>;
    for (const offered of states) {
      const offers = (operation: OptionalOperation) => offered.includes(operation);
      const lacking = optionalOperations.filter((operation) => !offers(operation));
      for (const section of faqSections) {
        for (const [question, ...answers] of section.entries) {
          const answer = faqAnswer(answers, offers);
          expect(answer, `${question.id} with ${offered.join(', ') || 'none'}`).toBeDefined();
          const text = catalog[String(answer?.id)] ?? '';
          for (const operation of lacking)
            expect(promiseMarkers[operation]?.[locale].test(text) ?? false, `${answer?.id}: ${text}`).toBe(
              false,
            );
        }
      }
    }
  });
});
