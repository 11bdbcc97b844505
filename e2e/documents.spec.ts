import { readFile } from 'node:fs/promises';
import { type BrowserContext, expect, type Page, test } from './test';

// Every test here starts logged in as the customer (one login per worker; the login has tests of its own).
test.use({ demoLogin: 'kunde@kundenportal.example' });

const documentList = (page: Page) => page.getByRole('region', { name: 'Dokumente nach Produkt' });
const shownStatus = (page: Page) => documentList(page).getByText(/^\d+ Dokumente von \d+ angezeigt/);
const totalShown = async (page: Page) =>
  Number((await shownStatus(page).textContent())?.match(/von (\d+)/)?.[1]);

test('a downloaded document is the real PDF under its file name and leads the recent files after a reload', async ({
  page,
}) => {
  await page.goto('/user/documents');
  await expect(shownStatus(page)).toBeVisible();
  const button = documentList(page)
    .getByRole('button', { name: /^Herunterladen: / })
    .first();
  const name = ((await button.getAttribute('aria-label')) ?? '').replace(/^Herunterladen: /, '');

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^(SDB|Produktinformation)_\d+\.pdf$/);
  const bytes = await readFile((await download.path()) as string);
  expect(bytes.subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
  expect(bytes.toString('latin1')).toContain('%%EOF');

  await page.reload();
  const recent = page.getByRole('region', { name: 'Zuletzt geöffnet' });
  await expect(recent.getByRole('listitem').first()).toContainText(name);
});

test('delete one after confirming, then a bulk delete of three with one failing reports count and status', async ({
  page,
  context,
}) => {
  await page.goto('/user/documents');
  await expect(shownStatus(page)).toBeVisible();
  const total = await totalShown(page);

  const remove = documentList(page)
    .getByRole('button', { name: /^Entfernen: / })
    .first();
  await remove.click();
  const confirm = page.getByRole('alertdialog', { name: 'Dokument entfernen' });
  await confirm.getByRole('button', { name: 'Entfernen' }).click();
  await expect(page.getByText('Das Dokument wurde entfernt.')).toBeVisible();
  await expect(
    documentList(page).getByText(`${total - 1} Dokumente von ${total - 1} angezeigt`),
  ).toBeVisible();

  // Three selected here; meanwhile the first of them is removed in a second tab (the demo's tabs share one backend).
  const files = documentList(page).locator('ul ul > li');
  for (const index of [0, 1, 2]) {
    // By keyboard, as the drawn box covers the real input.
    await files.nth(index).getByRole('checkbox').focus();
    await page.keyboard.press('Space');
  }
  await expect(documentList(page).getByText(/3 Dokumente ausgewählt/)).toBeVisible();
  const firstName = (
    (await files
      .nth(0)
      .getByRole('button', { name: /^Entfernen: / })
      .getAttribute('aria-label')) ?? ''
  ).replace(/^Entfernen: /, '');
  await removeInOtherTab(context, firstName);

  await page.getByRole('button', { name: 'Auswahl entfernen (3)' }).click();
  await page
    .getByRole('alertdialog', { name: 'Dokumente entfernen' })
    .getByRole('button', { name: 'Entfernen' })
    .click();
  await expect(page.getByText('1 von 3 Dokumenten konnte nicht entfernt werden (Status 404).')).toBeVisible();
  await expect(
    documentList(page).getByText(`${total - 4} Dokumente von ${total - 4} angezeigt`),
  ).toBeVisible();
});

async function removeInOtherTab(context: BrowserContext, name: string) {
  const other = await context.newPage();
  await other.goto('/user/documents');
  await documentList(other)
    .getByRole('button', { name: `Entfernen: ${name}`, exact: true })
    .first()
    .click();
  await other.getByRole('alertdialog').getByRole('button', { name: 'Entfernen' }).click();
  await expect(other.getByText('Das Dokument wurde entfernt.')).toBeVisible();
  await other.close();
}

test('an SDS update since the last delivery is marked as seen and stays seen after a reload', async ({
  page,
}) => {
  await page.goto('/user/documents');
  const updates = page.getByRole('region', {
    name: /Aktualisierte Sicherheitsdatenblätter seit Ihrer letzten Lieferung/,
  });
  const status = updates.getByText(/^\d+ neue Aktualisierung(en)?\./);
  await expect(status).toBeVisible();
  const before = Number((await status.textContent())?.match(/^(\d+)/)?.[1]);
  expect(before).toBeGreaterThan(0);
  // The side menu's entry carries the same count, named for what it counts.
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu.getByRole('link', { name: documentsEntryName(before), exact: true })).toBeVisible();
  await updates
    .getByRole('button', { name: /^Als gesehen markieren: / })
    .first()
    .click();
  await expect(updates.getByText(new RegExp(`^${before - 1} neue Aktualisierung`))).toBeVisible();
  await expect(menu.getByRole('link', { name: documentsEntryName(before - 1), exact: true })).toBeVisible();
  await page.reload();
  await expect(updates.getByText(new RegExp(`^${before - 1} neue Aktualisierung`))).toBeVisible();
  await expect(updates.getByText('Gesehen', { exact: true })).toHaveCount(1);
  await expect(menu.getByRole('link', { name: documentsEntryName(before - 1), exact: true })).toBeVisible();
});

/** My documents in the side menu with its count of unseen SDS updates (no count, no words). */
function documentsEntryName(unseen: number) {
  if (unseen === 0) return 'Meine Dokumente';
  return `Meine Dokumente, ${unseen} ${unseen === 1 ? 'neues Sicherheitsdatenblatt' : 'neue Sicherheitsdatenblätter'}`;
}

test('the contact person is one click away in the side menu', async ({ page }) => {
  await page.goto('/user/dashboard');
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: 'Kontakt', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/contact$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakt' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Kontakt', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('the dashboard arrangement – removed, added back, moved – is the same after a reload', async ({
  page,
}) => {
  await page.goto('/user/dashboard');
  const area = page.getByRole('region', { name: 'Ihre Übersicht' });
  const titles = () => area.getByRole('heading', { level: 3 }).allTextContents();
  await expect(area.getByRole('heading', { level: 3, name: 'Dokumente' })).toBeVisible();
  const initial = await titles();
  expect(initial.indexOf('Dokumente')).toBeLessThan(initial.indexOf('Profil'));

  await area.getByRole('button', { name: 'Dokumente entfernen' }).click();
  await expect(area.getByRole('heading', { level: 3, name: 'Dokumente' })).toHaveCount(0);
  await page.reload();
  await expect(area.getByRole('heading', { level: 3, name: 'Profil' })).toBeVisible();
  await expect(area.getByRole('heading', { level: 3, name: 'Dokumente' })).toHaveCount(0);

  await area.getByRole('button', { name: 'Widget hinzufügen' }).click();
  await page.getByRole('menuitem', { name: 'Dokumente' }).click();
  await expect(area.getByRole('heading', { level: 3, name: 'Dokumente' })).toBeVisible();
  // Added back at the end, where the user sees it appear.
  const added = await titles();
  expect(added.at(-1)).toBe('Dokumente');
  await page.reload();
  await expect.poll(titles).toEqual(added);

  await area.getByRole('button', { name: 'Standardanordnung wiederherstellen' }).click();
  await expect.poll(titles).toEqual(initial);

  // Moved by keyboard: one place down, kept across a reload.
  await area.getByRole('button', { name: 'Dokumente nach unten verschieben' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(async () => (await titles()).indexOf('Dokumente')).toBe(initial.indexOf('Dokumente') + 1);
  const moved = await titles();
  await page.reload();
  await expect.poll(titles).toEqual(moved);
});

test('Search, like every widget, is removed and added back, and stays so after a reload', async ({
  page,
}) => {
  await page.goto('/user/dashboard');
  const area = page.getByRole('region', { name: 'Ihre Übersicht' });
  const titles = () => area.getByRole('heading', { level: 3 }).allTextContents();
  await expect(area.getByRole('heading', { level: 3, name: 'Suche' })).toBeVisible();
  await expect
    .poll(titles)
    .toEqual(['Warenkorb', 'Favoriten', 'Bestellungen', 'Suche', 'Dokumente', 'Profil']);

  await area.getByRole('button', { name: 'Suche entfernen' }).click();
  await expect(area.getByRole('region', { name: 'Suche' })).toHaveCount(0);
  // Focus goes to the button that brings it back.
  await expect(area.getByRole('button', { name: 'Widget hinzufügen' })).toBeFocused();
  await page.reload();
  await expect(area.getByRole('heading', { level: 3, name: 'Profil' })).toBeVisible();
  await expect(area.getByRole('region', { name: 'Suche' })).toHaveCount(0);

  await area.getByRole('button', { name: 'Widget hinzufügen' }).click();
  await page.getByRole('menuitem', { name: 'Suche' }).click();
  await expect(area.getByRole('region', { name: 'Suche' })).toBeVisible();
  await expect(area.getByRole('button', { name: 'Suche entfernen' })).toBeFocused();
  await page.reload();
  await expect
    .poll(titles)
    .toEqual(['Warenkorb', 'Favoriten', 'Bestellungen', 'Dokumente', 'Profil', 'Suche']);
  // It still searches.
  await area.getByRole('searchbox', { name: 'Suchbegriff' }).fill('Kartoffel');
  await area.getByRole('searchbox', { name: 'Suchbegriff' }).press('Enter');
  await expect(page).toHaveURL(/\/user\/search\?term=Kartoffel$/);
});
