import { expect, test } from './test';

const homeTitles = {
  '': 'Willkommen im Kundenportal',
  '/en': 'Welcome to the customer portal',
  '/es': 'Bienvenido al portal de clientes',
  '/fr': 'Bienvenue sur le portail client',
  '/nl': 'Welkom op het klantenportaal',
  '/pl': 'Witamy w portalu klienta',
  '/it': 'Benvenuto nel portale clienti',
} as const;

test.describe('home page', () => {
  for (const [prefix, title] of Object.entries(homeTitles)) {
    test(`renders in ${prefix || '/ (de)'}`, async ({ page }) => {
      await page.goto(prefix || '/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.locator('html')).toHaveAttribute('lang', prefix ? prefix.slice(1) : 'de');
      await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    });
  }
});

test('unknown routes answer with the 404 page in the right language', async ({ page }) => {
  await page.goto('/gibt-es-nicht');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Diese Seite konnte nicht gefunden werden',
  );
  await page.goto('/en/does/not/exist');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page could not be found');
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/en$/);
});

test('the language switch goes to the same page and the cookie survives a reload', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen und Support');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Sprache/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions and support');
  // A new visit to the German URL honours the stored choice.
  await page.goto('/faq');
  await expect(page).toHaveURL(/\/en\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions and support');
});

test('the side menu on a phone starts closed and closes after a choice @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile viewport only');
  await page.goto('/');
  const toggle = page.getByRole('button', { name: 'Menü', exact: true });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'FAQ und Support' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the side menu offers the same language picker as the header @mobile', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'mobile viewport only');
  await page.goto('/faq');
  await page.getByRole('button', { name: 'Menü', exact: true }).click();
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('button', { name: 'Sprache: Deutsch' }).click();
  const languages = page.getByRole('menu', { name: 'Sprache: Deutsch' });
  await expect(languages.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
    'aria-checked',
    'true',
  );
  await expect(languages.getByText('Français')).toHaveAttribute('lang', 'fr');
  await languages.getByRole('menuitemradio', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/faq$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
});
