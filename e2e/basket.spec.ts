import { expect, type Page, test } from './test';

/** The header's basket link names its count: 'Warenkorb, leer' / 'Warenkorb, 3 Artikel'. */
const basketBadge = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Warenkorb, / });
const badgeName = (count: number) => (count === 0 ? 'Warenkorb, leer' : `Warenkorb, ${count} Artikel`);
const entries = (page: Page, name = 'Einträge im Warenkorb') =>
  page.getByRole('list', { name }).getByRole('listitem');

async function login(page: Page) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill('kunde@kundenportal.example');
  await dialog.getByLabel('Passwort').first().fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

test('a buyer fills the basket from favourites and a pasted list, edits, removes and resets – badges follow in every tab', async ({
  page,
  context,
}) => {
  await page.goto('/user/favorites');
  await login(page);
  await expect(page).toHaveURL(/\/user\/favorites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favoriten' })).toBeVisible();
  const favourites = entries(page, 'Einträge der Favoritenliste');
  await expect(favourites.first()).toBeVisible();
  const numbers = (await favourites.getByText(/^Materialnummer \d+$/).allTextContents()).map((text) =>
    text.replace('Materialnummer ', ''),
  );
  expect(numbers.length).toBeGreaterThanOrEqual(3);

  // Start from an empty basket, so every count below is known.
  await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Warenkorb' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Warenkorb' })).toBeVisible();
  await expect(entries(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Warenkorb zurücksetzen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Warenkorb zurücksetzen?' })
    .getByRole('button', { name: 'Zurücksetzen' })
    .click();
  await expect(page.getByText('Der Warenkorb wurde zurückgesetzt.')).toBeVisible();
  await expect(basketBadge(page)).toHaveAccessibleName(badgeName(0));

  // A second tab of the same browser.
  const second = await context.newPage();
  await second.goto('/user/dashboard');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText(/^Willkommen, .+!$/);
  await expect(basketBadge(second)).toHaveAccessibleName(badgeName(0));
  const widget = second.getByRole('region', { name: 'Warenkorb' });
  await expect(widget.getByText('Ihr Warenkorb ist leer.')).toBeVisible();

  // Add from favourites, by the entry's own button.
  await page.goBack();
  await expect(favourites.first()).toBeVisible();
  await favourites
    .first()
    .getByRole('button', { name: /in den Warenkorb legen$/ })
    .click();
  await expect(page.getByText('Das Produkt wurde in den Warenkorb gelegt.')).toBeVisible();
  await expect(basketBadge(page)).toHaveAccessibleName(badgeName(1));
  await expect(basketBadge(second)).toHaveAccessibleName(badgeName(1));
  await expect(widget.getByRole('listitem')).toHaveCount(1);

  // Quick order: five pasted lines, one of them unknown, one a repeat.
  await page.goto('/user/basket');
  const quick = page.getByRole('region', { name: 'Schnellbestellung' });
  const box = quick.getByRole('textbox', { name: /Materialnummer und Menge/ });
  const block = [
    `${numbers[0]}\t2`,
    `${numbers[1]}\t3`,
    `${numbers[2]};1,5`,
    '99999999\t4',
    `${numbers[1]}\t1`,
  ];
  await box.fill(block.join('\n'));
  await quick.getByRole('button', { name: 'In den Warenkorb übernehmen' }).click();
  await expect(
    page.getByText('2 Produkte wurden in den Warenkorb gelegt. 1 Produkt befand sich bereits im Warenkorb.'),
  ).toBeVisible();
  await expect(box).toHaveValue('99999999\t4');
  await expect(
    quick.getByText(
      '„99999999 4“: Kein Produkt mit dieser Materialnummer in Ihren Bestellungen der letzten zwei Jahre.',
    ),
  ).toBeVisible();
  await expect(entries(page)).toHaveCount(3);
  await expect(basketBadge(page)).toHaveAccessibleName(badgeName(3));
  await expect(basketBadge(second)).toHaveAccessibleName(badgeName(3));
  await expect(widget.getByRole('listitem')).toHaveCount(3);

  // Edit an amount: saved on Enter, focus stays in the field.
  const amount = entries(page)
    .nth(1)
    .getByRole('textbox', { name: /^Menge für/ });
  await amount.fill('7,5');
  await amount.press('Enter');
  await expect(page.getByText(/^Menge für „.+“ gespeichert: 7,5/)).toBeAttached();
  await expect(amount).toBeFocused();
  await page.reload();
  await expect(
    entries(page)
      .nth(1)
      .getByRole('textbox', { name: /^Menge für/ }),
  ).toHaveValue('7,5');

  // Remove one.
  await entries(page)
    .first()
    .getByRole('button', { name: /entfernen$/ })
    .click();
  await expect(page.getByText('Der Eintrag wurde aus dem Warenkorb entfernt.')).toBeVisible();
  await expect(entries(page)).toHaveCount(2);
  await expect(basketBadge(page)).toHaveAccessibleName(badgeName(2));
  await expect(basketBadge(second)).toHaveAccessibleName(badgeName(2));

  // Reset with confirmation: cancelled first, then confirmed.
  await page.getByRole('button', { name: 'Warenkorb zurücksetzen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abbrechen' }).click();
  await expect(entries(page)).toHaveCount(2);
  await page.getByRole('button', { name: 'Warenkorb zurücksetzen' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Zurücksetzen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Warenkorb ist leer.' })).toBeVisible();
  await expect(basketBadge(page)).toHaveAccessibleName(badgeName(0));
  await expect(basketBadge(second)).toHaveAccessibleName(badgeName(0));
  await expect(widget.getByText('Ihr Warenkorb ist leer.')).toBeVisible();
});
