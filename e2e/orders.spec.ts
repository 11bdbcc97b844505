/** Order history and order detail, end to end on the production build in demo mode. */
import { expect, logInWithDialog, type Page, test } from './test';

/** Opens `path` logged out; the login dialog appears, and after the login the page itself. */
async function openAs(page: Page, path: string, email = 'kunde@kundenportal.example') {
  await page.goto(path);
  await logInWithDialog(page.getByRole('dialog'), email);
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
  // Every order shown holds the material (waits until the filtered answer replaced the unfiltered list).
  await expect(cards.filter({ hasNot: page.getByRole('cell', { name: material }) })).toHaveCount(0);
  await expect(cards.first()).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Produkt oder Materialnummer' })).toHaveValue(material);
  await expect(cards.first().getByRole('cell', { name: material })).toBeVisible();
});

test.describe('logged in', () => {
  // The first test logs in through the dialog the page opens (and returns to the page); these start logged in.
  test.use({ demoLogin: 'kunde@kundenportal.example' });

  test('an order opened from far down the history starts at its top; back, the history is where it was left', async ({
    page,
  }) => {
    await page.goto('/user/orders');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(15);
    const last = cards.last().getByRole('link', { name: /^Auftrag \d{10}$/ });
    await last.scrollIntoViewIfNeeded();
    const left = await page.evaluate(() => window.scrollY);
    expect(left).toBeGreaterThan(200);
    await last.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Auftrag \d{10}$/ })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(cards).toHaveCount(15);
    // The same order in view (the window may sit a few pixels off where what is above it settles late).
    await expect(last).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 100);
    // A reload keeps the place too (give or take what the header draws once the user is in).
    await page.reload();
    await expect(cards).toHaveCount(15);
    await expect(last).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(left - 100);
  });

  test('an order opens from the history, prints, requests an SDS and puts all positions into the basket', async ({
    page,
  }) => {
    await page.goto('/user/orders');
    const first = page.getByRole('article').first();
    const link = first.getByRole('link', { name: /^Auftrag \d{10}$/ });
    const id = ((await link.textContent()) ?? '').replace('Auftrag ', '');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/user/order/${id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${id}` })).toBeVisible();
    const positions = page.getByRole('table', { name: 'Positionen' });
    await expect(positions).toBeVisible();

    // Print preview: on paper only the order – no header, menu or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(positions).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByRole('button', { name: 'Drucken' })).toBeVisible();

    // SDS request: a missing field is told beside it, then the request goes through.
    await positions
      .getByRole('button', { name: /^Aktionen für Position \d+$/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sicherheitsdatenblatt anfordern' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sicherheitsdatenblatt anfordern' });
    await dialog.getByRole('textbox', { name: /Grund der Anfrage/ }).fill('Export');
    await dialog.getByRole('button', { name: 'Anfordern' }).click();
    await expect(dialog.getByText('Bitte wählen Sie ein Land aus.')).toBeVisible();
    await dialog.getByRole('button', { name: /Land/ }).click();
    await page.getByRole('option', { name: 'Frankreich' }).click();
    await dialog.getByRole('button', { name: 'Anfordern' }).click();
    await expect(
      page.getByText(/^Ihre Anfrage zum Sicherheitsdatenblatt wurde übermittelt \(Vorgang SDB-/),
    ).toBeVisible();
    await expect(dialog).toBeHidden();

    // All positions into the basket: the header badge follows.
    const basketLink = page.getByRole('banner').getByRole('link', { name: /^Warenkorb, / });
    /** The count the header's basket link says ('Warenkorb, 3 Artikel'; 'leer' is 0). */
    const basketCount = async () => {
      const name = (await basketLink.getAttribute('aria-label')) ?? (await basketLink.textContent()) ?? '';
      return Number(/(\d+) Artikel/.exec(name)?.[1] ?? '0');
    };
    const before = await basketCount();
    await page.getByRole('button', { name: `Alle Positionen in den Warenkorb – Auftrag ${id}` }).click();
    await expect(page.getByText(/(in den Warenkorb gelegt|bereits im Warenkorb)/).first()).toBeVisible();
    const rows = (await positions.getByRole('row').count()) - 1;
    // Positions already in the basket are skipped (spec §4); every other one adds an entry.
    await expect.poll(basketCount).toBeGreaterThan(before);
    expect(await basketCount()).toBeLessThanOrEqual(before + rows);
  });

  test('an order that does not exist is the error page with 404, what happened, and the way home', async ({
    page,
  }) => {
    await page.goto('/user/order/9999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Fehler 404: Nicht gefunden' })).toBeVisible();
    await expect(
      page.getByText(/zum Beispiel eine Bestellung oder ein Benutzer unter dieser Nummer/),
    ).toBeVisible();
    await expect(page).toHaveTitle('Fehler 404: Nicht gefunden – Kundenportal');
    await page.getByRole('main').getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
