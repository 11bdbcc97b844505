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

/** Logs in through the header's dialog as the demo customer and waits for the landing page. */
async function logIn(page: Page, path = '/') {
  await page.goto(path);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('kunde@kundenportal.example');
  await dialog.getByRole('textbox', { name: 'Passwort' }).fill('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
}

/** Focus is on `trigger` – and stays there after the frames in which a late fallback could still move it. */
async function expectFocusBack(page: Page, trigger: ReturnType<Page['locator']>) {
  await expect(trigger).toBeFocused();
  await page.evaluate(
    () =>
      new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
  );
  await expect(trigger).toBeFocused();
  await expect(page.locator('main h1:focus')).toHaveCount(0);
}

test('closing the language menu, the user menu and the cookie note hands focus back to their button', async ({
  page,
}) => {
  await logIn(page);
  const banner = page.getByRole('banner');

  // Language menu: Escape, and choosing the language already shown (no navigation).
  const language = banner.getByRole('button', { name: /Sprache/ });
  await language.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expectFocusBack(page, language);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeVisible();
  await page.getByRole('menuitemradio', { name: 'Deutsch' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeHidden();
  await expectFocusBack(page, language);

  // User menu: Escape.
  const userMenu = banner.getByRole('button', { name: /Benutzermenü/ });
  await userMenu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Profil' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expectFocusBack(page, userMenu);

  // Cookie note: Escape and its close button.
  const cookies = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  const note = page.getByRole('dialog', { name: 'Cookies im Kundenportal' });
  await cookies.focus();
  await page.keyboard.press('Enter');
  await expect(note).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(note).toBeHidden();
  await expectFocusBack(page, cookies);
  await page.keyboard.press('Enter');
  await expect(note).toBeVisible();
  await note.getByRole('button').last().focus();
  await page.keyboard.press('Enter');
  await expect(note).toBeHidden();
  await expectFocusBack(page, cookies);
});
