import { expect, type Page, test } from './test';

const password = 'Demo1234!';

async function logIn(page: Page, email: string, texts = { open: 'Anmelden', submit: 'Anmelden' }) {
  await page.getByRole('banner').getByRole('button', { name: texts.open }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/Passwort|Password/)
    .first()
    .fill(password);
  await dialog.getByRole('button', { name: texts.submit, exact: true }).click();
}

const results = (page: Page) => page.getByRole('region', { name: /Suchergebnisse|Search results/ });

test('a customer lands on the search, pages, downloads, fills the basket and keeps the search on reload', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'kunde@kundenportal.example');
  // Login lands on the product search (spec §2).
  await expect(page).toHaveURL(/\/user\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktsuche');

  // Wildcard search: everything the company ordered in two years, 15 a page.
  const field = page.getByRole('searchbox', { name: 'Suchbegriff' });
  await field.fill('%');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/user\/search\?term=%25$/);
  await expect(results(page).getByText('29 Produkte gefunden')).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(15);
  await expect(page.getByText(/es gelten die Tagespreise/)).toBeVisible();

  // Page 2 – in the URL.
  await page.getByRole('button', { name: 'Nächste Seite' }).click();
  await expect(page).toHaveURL(/\/user\/search\?term=%25&page=2$/);
  await expect(results(page).getByRole('article')).toHaveCount(14);

  // Download a safety data sheet: the file arrives under the server's name.
  const withSds = results(page)
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Sicherheitsdatenblatt herunterladen/ }) })
    .first();
  const materialNumber = await withSds
    .locator('dt', { hasText: 'Materialnummer' })
    .locator('+ dd')
    .textContent();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    withSds.getByRole('button', { name: /^Sicherheitsdatenblatt herunterladen/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`SDB_${materialNumber}.pdf`);
  expect((await download.createReadStream()) !== null).toBe(true);

  // Into the basket: the header's badge counts up.
  const basketLink = page.getByRole('banner').getByRole('link', { name: /^Warenkorb, / });
  const before = Number(/Warenkorb, (\d+) Artikel/.exec((await basketLink.textContent()) ?? '')?.[1] ?? 0);
  await withSds.getByRole('button', { name: /in den Warenkorb legen$/ }).click();
  await expect(page.getByText('Das Produkt wurde in den Warenkorb gelegt.')).toBeVisible();
  await expect(basketLink).toHaveAccessibleName(`Warenkorb, ${before + 1} Artikel`);

  // A reload keeps the search, the page and the field.
  await page.reload();
  await expect(page).toHaveURL(/\/user\/search\?term=%25&page=2$/);
  await expect(results(page).getByText('29 Produkte gefunden')).toBeVisible();
  await expect(results(page).getByRole('article')).toHaveCount(14);
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('%');

  // Back and forward walk through the searches.
  const again = page.getByRole('searchbox', { name: 'Suchbegriff' });
  await again.fill('stärke');
  await again.press('Enter');
  await expect(results(page).getByText('5 Produkte gefunden')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/search\?term=%25&page=2$/);
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('%');
  await expect(results(page).getByRole('article')).toHaveCount(14);
  await page.goBack();
  await expect(page).toHaveURL(/\/user\/search\?term=%25$/);
  await expect(results(page).getByRole('article')).toHaveCount(15);
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/\/user\/search\?term=st%C3%A4rke$/);
  await expect(page.getByRole('searchbox', { name: 'Suchbegriff' })).toHaveValue('stärke');

  // The basket has the product.
  await page.goto('/user/basket');
  await expect(page.getByText(materialNumber ?? '').first()).toBeVisible();
});

test('the search in English: wildcard, nothing found, a blank term @en', async ({ page }) => {
  await page.goto('/en');
  await logIn(page, 'kunde@kundenportal.example', { open: 'Log in', submit: 'Log in' });
  await expect(page).toHaveURL(/\/en\/user\/search$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Product search');
  const field = page.getByRole('searchbox', { name: 'Search term' });
  await field.fill('Mais%nativ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en\/user\/search\?term=Mais%25nativ$/);
  await expect(results(page).getByText('1 product found')).toBeVisible();
  await expect(page.getByText('Prices may differ from your last order; daily prices apply.')).toBeVisible();

  await field.fill('Uranhexafluorid');
  await field.press('Enter');
  await expect(page.getByRole('heading', { name: 'Unfortunately no results.' })).toBeVisible();

  await field.fill('   ');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a search term.')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/user\/search$/);
});

test('a visitor sees a few results and logs in to the same search', async ({ page }) => {
  await page.goto('/search?term=%25');
  await expect(page.getByText(/^5 von \d+ Treffern angezeigt$/)).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.getByRole('button', { name: 'Anmelden und weitersuchen' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill('kunde@kundenportal.example');
  await dialog
    .getByLabel(/Passwort/)
    .first()
    .fill(password);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/search\?term=%25$/);
  await expect(results(page).getByText('29 Produkte gefunden')).toBeVisible();
});

test('the dashboard widget searches and my products list the company’s products', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'kunde@kundenportal.example');
  await expect(page).toHaveURL(/\/user\/search$/);
  await page.goto('/user/dashboard');
  const widget = page.getByRole('region', { name: 'Suche' });
  await widget.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Kartoffel');
  await widget.getByRole('searchbox', { name: 'Suchbegriff' }).press('Enter');
  await expect(page).toHaveURL(/\/user\/search\?term=Kartoffel$/);
  await expect(results(page).getByText('2 Produkte gefunden')).toBeVisible();

  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Meine Produkte' })
    .click();
  await expect(page).toHaveURL(/\/user\/products$/);
  await expect(page.getByText('29 Produkte', { exact: true })).toBeVisible();
});
