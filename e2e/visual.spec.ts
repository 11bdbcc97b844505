/**
 * Visual regression (issue 17, item 9): the key screens at desktop and phone width in German and Polish,
 * compared with the committed baselines within a small tolerance, so a later change cannot quietly break the
 * look. Baselines: `npx playwright test e2e/visual.spec.ts --update-snapshots` after an intended change.
 */
import { expect, inTheBrowser, type Locator, type Page, test } from './test';

// Measures text or pixels: in the browser people use (e2e/test.ts).
test.use(inTheBrowser);

const viewports = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
} as const;
const locales = ['de', 'pl'] as const;
type Locale = (typeof locales)[number];

const prefix = (locale: Locale) => (locale === 'de' ? '' : `/${locale}`);

/** Dates depend on the day the demo data is generated: masked, like the running clock of anything else. */
const dynamic = (page: Page): Locator[] => [
  page.getByText(/\b\d{2}\.\d{2}\.\d{4}\b/),
  page.locator('time'),
  // The footer's copyright year.
  page.getByText(/©/),
];

async function shoot(page: Page, name: string) {
  // The login notice closes by itself after 3 s; closed here, so the picture never depends on that timer
  // (a style sheet cannot hide it: the CSP refuses injected styles).
  const closeNotice = page.locator('[data-react-aria-top-layer="true"] [data-type]').getByRole('button');
  if ((await closeNotice.count()) > 0) await closeNotice.click({ timeout: 2000 }).catch(() => undefined);
  await expect(closeNotice).toHaveCount(0);
  // Web fonts and lazy chunks settled before the picture is taken.
  await page.evaluate(() => document.fonts.ready);
  await expect(page).toHaveScreenshot(`${name}.png`, {
    maxDiffPixelRatio: 0.02,
    animations: 'disabled',
    caret: 'hide',
    mask: dynamic(page),
  });
}

/** Opens a user page logged out; the login dialog appears there (in the page's language) and leads on to it. */
async function openLoggedIn(page: Page, path: string) {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').first().fill('kunde@kundenportal.example');
  await dialog.locator('input[type="password"]').first().fill('Demo1234!');
  await dialog.locator('button[type="submit"]').click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

for (const [size, viewport] of Object.entries(viewports)) {
  for (const locale of locales) {
    test.describe(`${size} ${locale}`, () => {
      test.use({ viewport, locale: locale === 'de' ? 'de-DE' : 'pl-PL' });

      test(`home (${size}, ${locale})`, async ({ page }) => {
        await page.goto(prefix(locale) || '/');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await shoot(page, `home-${size}-${locale}`);
      });

      test(`dashboard (${size}, ${locale})`, async ({ page }) => {
        await openLoggedIn(page, `${prefix(locale)}/user/dashboard`);
        // Every widget has loaded its list.
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await shoot(page, `dashboard-${size}-${locale}`);
      });

      test(`search results (${size}, ${locale})`, async ({ page }) => {
        await openLoggedIn(page, `${prefix(locale)}/user/search?term=Natrium`);
        await expect(page.getByRole('table').or(page.getByRole('list')).first()).toBeVisible();
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await shoot(page, `search-${size}-${locale}`);
      });

      test(`basket (${size}, ${locale})`, async ({ page }) => {
        await openLoggedIn(page, `${prefix(locale)}/user/basket`);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        await shoot(page, `basket-${size}-${locale}`);
      });

      test(`reorder wizard (${size}, ${locale})`, async ({ page }) => {
        await openLoggedIn(page, `${prefix(locale)}/reorder`);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await shoot(page, `reorder-${size}-${locale}`);
      });

      test(`order detail (${size}, ${locale})`, async ({ page }) => {
        await openLoggedIn(page, `${prefix(locale)}/user/orders`);
        await page.getByRole('article').first().getByRole('link').first().click();
        await expect(page).toHaveURL(/\/user\/order\/\d+/);
        await expect(page.getByRole('progressbar')).toHaveCount(0);
        await expect(page.getByRole('table').first()).toBeVisible();
        await shoot(page, `order-${size}-${locale}`);
      });
    });
  }
}
