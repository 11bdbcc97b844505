import { expect, type Page } from './test';

/**
 * Where a login without a return page lands: /user/{target}, search by default (spec §2, loginTargetPath).
 * Checked by its heading, so a 404 there cannot pass.
 */
export async function expectHome(page: Page, locale: 'de' | 'en' = 'de') {
  await expect(page).toHaveURL(locale === 'de' ? /\/user\/search$/ : /\/en\/user\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'de' ? 'Produktsuche' : 'Product search',
  );
}
