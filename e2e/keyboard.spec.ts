import { expect, type Page, test } from '@playwright/test';

const focusedHeading = (page: Page) => page.locator('main h1:focus');

/** Presses Tab until `locator` has focus (at most `max` times) – the keyboard user's way there. */
async function tabTo(page: Page, locator: ReturnType<Page['locator']>, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator}`);
}

test('keyboard only: log in, every menu entry focuses its page heading, log out to the home heading', async ({
  page,
}) => {
  await page.goto('/');
  await tabTo(page, page.getByRole('banner').getByRole('button', { name: 'Anmelden' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('textbox', { name: /E-Mail/ })).toBeFocused();
  await page.keyboard.type('kunde@kundenportal.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');

  // After login focus is on the landing page's heading, and its title was announced.
  await expect(focusedHeading(page)).toHaveCount(1);
  await expect(page.getByTestId('page-announcer')).toHaveText(/Kundenportal$/);

  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  const entries = await menu.getByRole('link').allTextContents();
  expect(entries.length).toBeGreaterThan(1);
  for (const name of entries) {
    const link = menu.getByRole('link', { name, exact: true });
    // The page the user is on is no page change.
    if ((await link.getAttribute('aria-current')) === 'page') continue;
    // Straight to the entry (long pages would take hundreds of Tabs), then the keyboard's Enter.
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(focusedHeading(page)).toHaveCount(1);
    const title = await page.title();
    await expect(page.getByTestId('page-announcer')).toHaveText(title);
  }

  await page
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menuitem', { name: 'Abmelden' }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog');
  await tabTo(page, confirm.getByRole('button', { name: 'Abmelden' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/$/);
  await expect(focusedHeading(page)).toHaveCount(1);
});

test('dismissing the login a guarded page opens leaves focus on the page, not on <body>', async ({
  page,
}) => {
  await page.goto('/user/profile');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  const focused = await page.evaluate(() => document.activeElement?.tagName.toLowerCase());
  expect(focused).not.toBe('body');
  await expect(page.locator('main :focus')).toHaveCount(1);
});

test("the footer's support link opens and focuses the FAQ's support section from another page", async ({
  page,
}) => {
  await page.goto('/');
  const support = page.getByRole('contentinfo').getByRole('link', { name: 'Support' });
  await support.click();
  await expect(page).toHaveURL(/\/faq#support$/);
  const section = page.locator('section#support');
  await expect(section).toBeFocused();
  await expect(section.getByRole('heading', { level: 2 })).toContainText(/Support/);
});
