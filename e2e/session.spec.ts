import { expectHome } from './home';
import { expect, type Page, test } from './test';

const password = 'Demo1234!';

async function login(page: Page, email: string, submit = 'Anmelden') {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/Passwort|Password/)
    .first()
    .fill(password);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
}

test('a customer logs in, sees their menu and logs out again', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await login(page, 'kunde@kundenportal.example');
  // A tab's first login starts the demo backend (see expectHome).
  await expect(page.getByText('Sie haben sich erfolgreich angemeldet.')).toBeVisible({ timeout: 15_000 });
  await expectHome(page);
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu.getByRole('link', { name: 'Profil' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Benutzerverwaltung' })).toHaveCount(0);
  await expect(page.getByRole('banner')).toContainText('Kundenportal');

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('a wrong password is told in the form and keeps the e-mail', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill('kunde@kundenportal.example');
  await dialog.getByLabel('Passwort').first().fill('falsch-123!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(
    dialog.getByText('Sie haben einen ungültigen Benutzernamen oder ein ungültiges Passwort eingegeben'),
  ).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: /E-Mail/i })).toHaveValue('kunde@kundenportal.example');
});

test('staff log in to the Admin Center and the guarded pages follow their scopes', async ({ page }) => {
  await page.goto('/user/profile');
  // A logged-out visit opens the login and returns to the page afterwards.
  await login(page, 'admin@kundenportal.example');
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('banner')).toContainText('Admin Center');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('login works in English too @en', async ({ page }) => {
  await page.goto('/en');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  await login(page, 'vertrieb@kundenportal.example', 'Log in');
  await expectHome(page, 'en');
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Profile' }),
  ).toBeVisible();
});

test('on a phone the drawer logs in and out @mobile', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'mobile viewport only');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menü', exact: true });
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await toggle.click();
  await menu.getByRole('button', { name: 'Anmelden' }).click();
  await expect(menu).toBeHidden();
  await login(page, 'einkauf@kundenportal.example');
  await expectHome(page);

  // Selectors live in the drawer on a phone, not in the header.
  await expect(page.getByRole('banner').getByRole('button', { name: /Kunde$/ })).toHaveCount(0);
  await toggle.click();
  await expect(menu.getByRole('button', { name: /Kunde$/ })).toBeVisible();
  await menu.getByRole('link', { name: 'Profil' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole('button', { name: 'Abmelden' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
});
