import { expect, type Page } from './test';

/**
 * Where a login without a return page lands: /user/{target}, search by default (spec §2, loginTargetPath).
 * Checked by its heading, so a 404 there cannot pass.
 */
export async function expectHome(page: Page, locale: 'de' | 'en' = 'de') {
  // A tab's first login starts the demo's mock backend (a large chunk, a service worker): on two busy cores that
  // took more than Playwright's 5 s in CI.
  await expect(page).toHaveURL(locale === 'de' ? /\/user\/search$/ : /\/en\/user\/search$/, {
    timeout: 15_000,
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'de' ? 'Produktsuche' : 'Product search',
  );
}
