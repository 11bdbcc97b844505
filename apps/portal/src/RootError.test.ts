import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locales } from '@kundenportal/portal-features';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RootErrorScreen, rootErrorTexts } from './RootError';

/** The catalog entries the root error screen carries copies of (it shows when no catalog can load). */
const sources = {
  title: 'errors.other.title',
  fallback: 'common.genericError',
  backHome: 'errors.backHome',
} as const;

describe('the root error screen', () => {
  it.each(locales)('says in %s what the catalogs say', (locale) => {
    const file = join(process.cwd(), `packages/portal-features/src/shared/i18n/messages/${locale}.json`);
    const catalog = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    const expected = Object.fromEntries(Object.entries(sources).map(([key, id]) => [key, catalog[id]]));
    expect(rootErrorTexts[locale]).toEqual(expected);
  });

  it("offers the support contact config.json named, its hours in the page's locale", () => {
    window.history.replaceState(null, '', '/pl/user/orders');
    const support = {
      email: 'hilfe@acme.test',
      phone: '+49 89 4711-0',
      hours: { de: 'Mo–Fr', pl: 'pon.–pt.' },
    };
    const html = renderToStaticMarkup(createElement(RootErrorScreen, { status: 500, support }));
    expect(html).toContain('href="mailto:hilfe@acme.test"');
    expect(html).toContain('href="tel:+498947110"');
    expect(html).toContain('pon.–pt.');
    // Not read (or unusable): no contact, rather than a wrong one.
    expect(renderToStaticMarkup(createElement(RootErrorScreen, { status: 500 }))).not.toContain('mailto:');
  });
});
