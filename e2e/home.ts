import { expect, type Page } from '@playwright/test';

/**
 * Where a login without a return page lands: /user/{target}, search by default – the dashboard while the
 * search has not landed (loginTargetPath). Checked by its greeting, so a 404 there cannot pass.
 */
export async function expectHome(page: Page, locale: 'de' | 'en' = 'de') {
  await expect(page).toHaveURL(locale === 'de' ? /\/user\/dashboard$/ : /\/en\/user\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    locale === 'de' ? /^Willkommen, .+!$/ : /^Welcome, .+!$/,
  );
}
