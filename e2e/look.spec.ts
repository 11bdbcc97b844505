import { expect, test } from './test';

test('the home page shows the brand face, one login in the header and no side menu on desktop', async ({
  page,
  isMobile,
}) => {
  test.skip(isMobile, 'desktop layout');
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Hauptmenü' })).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toHaveCount(1);
  // The self-hosted face has loaded and is what the heading renders in.
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('700 16px Barlow'))).toBe(true);
  const preloads = await page.locator('link[rel="preload"][as="font"]').count();
  expect(preloads).toBe(2);
});

test('the public search on home goes to /search with the term', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Produktname oder Materialnummer' }).fill('Zitronensäure');
  await page.getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?term=Zitronens%C3%A4ure$/);
});

test('the chosen customer survives a reload and holds in a new tab', async ({ page, context, isMobile }) => {
  test.skip(isMobile, 'the header selector is a desktop control');
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('einkauf@kundenportal.example');
  await dialog
    .getByLabel(/Passwort/)
    .first()
    .fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const banner = page.getByRole('banner');
  const selector = banner.getByRole('combobox', { name: 'Kunde' });
  await expect(selector).toBeVisible();
  const before = await selector.inputValue();
  await banner.getByRole('button', { name: /Kunde$/ }).click();
  const other = page
    .getByRole('option')
    .filter({ hasNotText: before.replace(/ \(\d+\)$/, '') })
    .first();
  const otherName = ((await other.textContent()) ?? '').replace(/ (\d+)$/, ' ($1)');
  await other.click();
  await expect(selector).toHaveValue(otherName);
  // The change is confirmed by a notice.
  await expect(page.getByText(`Sie arbeiten jetzt für ${otherName}.`)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Kunde' })).toHaveValue(otherName);

  const second = await context.newPage();
  await second.goto(page.url());
  await expect(second.getByRole('banner').getByRole('combobox', { name: 'Kunde' })).toHaveValue(otherName);
});
