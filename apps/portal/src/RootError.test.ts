import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@kundenportal/portal-features';
import { describe, expect, it } from 'vitest';
import { rootErrorTexts } from './RootError';

/** The catalog entries the root error screen carries copies of (it shows when no catalog can load). */
const sources = {
  title: 'errors.other.title',
  fallback: 'common.genericError',
  backHome: 'errors.backHome',
  stuck: 'support.stuck',
  email: 'support.email',
  phone: 'support.phone',
  hours: 'support.hours',
} as const;

describe('the root error screen', () => {
  it.each(locales)('says in %s what the catalogs say', (locale) => {
    const file = join(process.cwd(), `packages/portal-features/src/shared/i18n/messages/${locale}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const expected = Object.fromEntries(Object.entries(sources).map(([key, id]) => [key, catalog[id]]));
    expect(rootErrorTexts[locale]).toEqual(expected);
  });
});
