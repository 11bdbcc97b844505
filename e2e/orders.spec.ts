/** Order history and order detail, end to end on the production build in demo mode. */
import { expect, type Page, test } from '@playwright/test';

const password = 'Demo1234!';

/** Opens `path` logged out; the login dialog appears, and after the login the page itself. */
async function openAs(page: Page, path: string, email = 'kunde@kundenportal.example') {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/Passwort/)
    .first()
    .fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
}

test('the history is filtered by material number, and the filter survives a reload', async ({ page }) => {
  await openAs(page, '/user/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellhistorie' })).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(15);
  const material = (await cards.first().getByRole('cell').nth(2).textContent()) ?? '';
  expect(material).toMatch(/^\S+$/);

  await page.getByRole('textbox', { name: 'Produkt oder Materialnummer' }).fill(material);
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(new RegExp(`/user/orders\\?material=${material}$`));
  await expect(page.getByText(/^\d+ Bestellungen?$/)).toBeVisible();
  for (const card of await cards.all())
    await expect(card.getByRole('cell', { name: material })).toHaveCount(1);

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Produkt oder Materialnummer' })).toHaveValue(material);
  await expect(cards.first().getByRole('cell', { name: material })).toBeVisible();
});
