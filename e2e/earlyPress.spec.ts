/**
 * Every control whose code loads lazily opens on the first press, however early (issue 30 item 6): the header's
 * user menu and language menu, a select on a page. Their triggers are drawn at once and their overlays' code
 * comes later (when the page has settled, or on hover, focus or press); a press before it arrived must open
 * the overlay when it arrives, not be lost. Pressed while every later script is held back, and pressed the
 * moment the page shows, three times each.
 */
import { apiRequests, type BrowserContext, expect, holdBack, type Locator, type Page, test } from './test';

test.use({ demoLogin: 'kunde@kundenportal.example' });

interface Control {
  name: string;
  path: string;
  /** What is pressed: drawn at once, its overlay's code later. */
  trigger(page: Page): Locator;
  opened(page: Page): Locator;
  /** The overlay's own chunk, when it has one apart from the control (a select's list comes with the select). */
  code?: RegExp;
}

const controls: Control[] = [
  {
    name: 'the user menu',
    path: '/user/dashboard',
    trigger: (page) =>
      page.getByRole('banner').getByRole('button', { name: 'Benutzermenü von Sabine Krüger' }),
    opened: (page) => page.getByRole('menu').getByRole('menuitem', { name: 'Profil' }),
    code: /\/assets\/HeaderUserMenuPopover-[^/]+\.js$/,
  },
  {
    name: 'the language menu',
    path: '/user/dashboard',
    trigger: (page) => page.getByRole('banner').getByRole('button', { name: /^Sprache: Deutsch/ }),
    opened: (page) => page.getByRole('menu').getByRole('menuitemradio', { name: 'Français' }),
    code: /\/assets\/LanguageMenu-[^/]+\.js$/,
  },
  {
    name: "My documents' type select",
    path: '/user/documents',
    trigger: (page) => page.getByRole('button', { name: 'Alle Arten Art' }),
    opened: (page) => page.getByRole('listbox').getByRole('option', { name: 'Produktinformation' }),
  },
];

/** The user has loaded (the session's token and user answered): what follows is the page's own data. */
const userLoaded = (page: Page) =>
  expect(
    page.getByRole('banner').getByRole('button', { name: 'Benutzermenü von Sabine Krüger' }),
  ).toBeVisible();

/** Holds back every script the page asks for from now on (the context's routes see the demo worker's too). */
async function laterScriptsHeldBack(context: BrowserContext) {
  return holdBack(context, /\/assets\/[^/]+\.js$/);
}

for (const control of controls) {
  test(`${control.name} opens when pressed before its code arrived`, async ({ page, context }) => {
    // A menu's own code is held from the start, so it cannot have arrived by the press, however long the page
    // takes; a select's list comes with the select, so there every script asked for after it drew is held.
    const ownCode = control.code ? await holdBack(context, control.code) : undefined;
    const api = apiRequests(page);
    await page.goto(control.path);
    // The trigger itself, not just the page's heading: a page's part may draw after its heading (the documents'
    // filters come with the list), and with its code held back it never would – the press would wait for ever.
    await expect(control.trigger(page)).toBeVisible();
    await userLoaded(page);
    await api.quiet();
    const held = ownCode ?? (await laterScriptsHeldBack(context));
    await control.trigger(page).click();
    held.release();
    await expect(control.opened(page)).toBeVisible();
  });

  test(`${control.name} opens when pressed the moment the page shows, every time`, async ({ page }) => {
    const api = apiRequests(page);
    for (let round = 0; round < 3; round++) {
      await page.goto(control.path, { waitUntil: 'commit' });
      // The prerendered frame (app.html's .kp-shell) paints first and is inert by design – nothing on it works
      // or claims to; the app's own control is the one pressed.
      await expect(page.locator('.kp-shell')).toHaveCount(0);
      // The page shows when its requests are answered: until then the global loading overlay comes and goes
      // (see apiRequests). Still no waiting for the overlays' code – that loads once the page has settled for
      // 1.5 s, or on this press.
      await userLoaded(page);
      await api.quiet();
      await control.trigger(page).click();
      await expect(control.opened(page)).toBeVisible();
      await page.keyboard.press('Escape');
    }
  });
}
