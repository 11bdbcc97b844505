import { expect, type Locator, type Page, test } from './test';

/**
 * Keyboard only, one journey per demo role (README table, issue 18 item 7): log in, reach every side menu entry,
 * open and close each dialog and popover the role has, log out – asserting where focus lands at every step.
 */

const focusedHeading = (page: Page) => page.locator('main h1:focus');

/** Presses Tab until `locator` has focus (at most `max` times) – the keyboard user's way there. */
async function tabTo(page: Page, locator: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await locator.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${locator}`);
}

/** The page's heading has focus and its title was announced in the live region that exists from start-up. */
async function expectPageFocus(page: Page) {
  await expect(focusedHeading(page)).toHaveCount(1);
  const announcer = page.getByTestId('page-announcer');
  // The page's own title (not the bare portal name of a page still loading), and the announcer said it.
  await expect(page).toHaveTitle(/ – /);
  await expect.poll(async () => (await announcer.textContent()) === (await page.title())).toBe(true);
}

interface RoleJourney {
  email: string;
  /** As the user menu names them. */
  name: string;
  /** The side menu's pages in order (the oracle of PortalLayout.stories.tsx); undefined: not pinned there. */
  menu?: readonly string[];
  /** The selectors the role has in the header, by their label. */
  selectors: readonly ('Kunde' | 'Mandant')[];
  /** The customer selector starts in the staff view (staff with that scope). */
  startsInStaffView?: boolean;
}

const tail = ['Profil', 'Kontakt', 'FAQ und Support'];
const customerPages = ['Bestellhistorie', 'Suche', 'Meine Produkte', 'Meine Dokumente'];
const staffPages = ['Bestellhistorie', 'Suche', 'Meine Dokumente'];

const journeys: readonly RoleJourney[] = [
  {
    email: 'kunde@kundenportal.example',
    name: 'Sabine Krüger',
    menu: ['Dashboard', 'Warenkorb', 'Favoriten', ...customerPages, ...tail],
    selectors: [],
  },
  {
    email: 'einkauf@kundenportal.example',
    name: 'Thomas Richter',
    menu: ['Dashboard', 'Warenkorb', 'Favoriten', ...customerPages, ...tail],
    selectors: ['Kunde'],
  },
  { email: 'zwei-mandanten@kundenportal.example', name: 'Jan Hartmann', selectors: ['Kunde', 'Mandant'] },
  { email: 'staub@kundenportal.example', name: 'Laura Fuchs', selectors: [] },
  {
    email: 'vertrieb@kundenportal.example',
    name: 'Martina Vogel',
    menu: ['Dashboard', ...staffPages, ...tail],
    selectors: ['Kunde'],
    startsInStaffView: true,
  },
  {
    email: 'admin@kundenportal.example',
    name: 'Holger Brandt',
    menu: ['Dashboard', 'Registrierungen', 'Benutzerverwaltung', ...staffPages, ...tail],
    selectors: ['Kunde', 'Mandant'],
    startsInStaffView: true,
  },
  {
    email: 'keyuser@kundenportal.example',
    name: 'Katharina Lehmann',
    menu: ['Dashboard', 'Benutzerverwaltung', ...staffPages, ...tail],
    selectors: ['Kunde'],
    startsInStaffView: true,
  },
  {
    email: 'mitarbeiter@kundenportal.example',
    name: 'Stefan Keller',
    menu: ['Dashboard', 'Registrierungen', ...staffPages, ...tail],
    selectors: ['Kunde'],
  },
  {
    email: 'ehs@kundenportal.example',
    name: 'Eva Lindner',
    menu: ['Dashboard', ...staffPages, ...tail],
    selectors: ['Kunde'],
  },
  {
    email: 'notfall@kundenportal.example',
    name: 'Ralf Seidel',
    menu: ['Dashboard', 'Suche', 'Meine Dokumente', ...tail],
    selectors: ['Kunde'],
  },
];

async function logIn(page: Page, email: string) {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('button', { name: 'Anmelden' });
  await tabTo(page, login);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog.getByRole('textbox', { name: /E-Mail/ })).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  // After login focus is on the landing page's heading, and its title was announced.
  await expectPageFocus(page);
}

/** Opens a popover or dialog from `opener` with Enter, checks it took focus, closes it with Escape: focus is back. */
async function openAndDismiss(page: Page, opener: Locator, opened: Locator) {
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opened).toBeVisible();
  // Focus went into it (onto it, for a dialog without a field of its own).
  await expect.poll(() => opened.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(opened).toHaveCount(0);
  await expect(opener).toBeFocused();
}

const customerField = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Kunde' });

/** The customer combobox: the arrow key opens its list, focus stays in the field, Escape closes it. */
async function openAndDismissCustomers(page: Page) {
  const customer = customerField(page);
  await customer.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('listbox')).toBeVisible();
  await expect(customer).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expect(customer).toBeFocused();
}

const selectorButton = (page: Page, label: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`\\s${label}$`) });

for (const journey of journeys) {
  test(`keyboard only as ${journey.name} (${journey.email}): menu, dialogs, focus at every step`, async ({
    page,
  }) => {
    await logIn(page, journey.email);
    const banner = page.getByRole('banner');
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await expect(menu.getByRole('link').first()).toBeVisible();

    // Selectors: open and dismiss, then choose by keyboard – focus stays on the selector.
    for (const label of journey.selectors) {
      if (label === 'Kunde') await openAndDismissCustomers(page);
      else await openAndDismiss(page, selectorButton(page, label), page.getByRole('listbox'));
    }
    if (journey.selectors.includes('Kunde')) {
      const customer = customerField(page);
      if (journey.startsInStaffView) await expect(customer).toHaveValue('Mitarbeiteransicht');
      const before = await customer.inputValue();
      await customer.focus();
      await page.keyboard.press('ArrowDown');
      await expect(page.getByRole('listbox')).toBeVisible();
      // The list opens on the chosen entry; the next one is another company.
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(page.getByRole('listbox')).toHaveCount(0);
      await expect(customer).toBeFocused();
      await expect(customer).not.toHaveValue(before);
    }

    // Every side menu entry: Enter on it, focus on the new page's heading, its title announced.
    // A link with a badge holds its name twice (visible, and with the count for screen readers): the label.
    const entries = (await menu.getByRole('link').allTextContents()).map((text) =>
      text.replace(/,.*$/, '').replace(/^(.+)\1$/, '$1'),
    );
    if (journey.menu && !journey.startsInStaffView) expect(entries).toEqual(journey.menu);
    expect(entries).toContain('Dashboard');
    for (const name of entries) {
      const link = menu.getByRole('link', { name: new RegExp(`^${name}(,|$)`) });
      // The page the user is on is no page change.
      if ((await link.getAttribute('aria-current')) === 'page') continue;
      // Straight to the entry (long pages would take hundreds of Tabs), then the keyboard's Enter.
      await link.focus();
      await page.keyboard.press('Enter');
      await expectPageFocus(page);
    }
    if (journey.startsInStaffView && journey.menu) {
      // Back in the staff view the menu is the staff view's (no basket, favourites or my products).
      const customer = customerField(page);
      await customer.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('Mitarbeiteransicht');
      await expect(page.getByRole('option', { name: /^Mitarbeiteransicht/ })).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await expect(customer).toBeFocused();
      await expect(customer).toHaveValue('Mitarbeiteransicht');
      await expect(menu.getByRole('link')).toHaveText([...journey.menu]);
    }

    // One language picker, in header and side menu: each opens the menu of languages and hands focus back.
    await openAndDismiss(
      page,
      banner.getByRole('button', { name: 'Sprache: Deutsch' }),
      page.getByRole('menu', { name: 'Sprache: Deutsch' }),
    );
    await openAndDismiss(
      page,
      menu.getByRole('button', { name: 'Sprache: Deutsch' }),
      page.getByRole('menu', { name: 'Sprache: Deutsch' }),
    );
    // The footer's cookie information.
    await openAndDismiss(
      page,
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }),
      page.getByRole('dialog', { name: 'Cookies im Kundenportal' }),
    );
    // The user menu.
    const userMenu = banner.getByRole('button', { name: `Benutzermenü von ${journey.name}` });
    await openAndDismiss(page, userMenu, page.getByRole('menu'));

    // Logout from the side menu, cancelled: focus back on the side menu's entry.
    const logoutEntry = menu.getByRole('button', { name: 'Abmelden' });
    const confirm = page.getByRole('alertdialog', { name: 'Abmelden' });
    await logoutEntry.focus();
    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toHaveCount(0);
    await expect(logoutEntry).toBeFocused();

    // Logout from the user menu, confirmed: focus on the home page's heading.
    await userMenu.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Abmelden' }).focus();
    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: 'Abmelden' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(focusedHeading(page)).toHaveCount(1);
  });
}

test('dismissing the login a guarded page opens leaves focus on the page heading, named after the page', async ({
  page,
}) => {
  await page.goto('/user/profile');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.locator('main h1:focus')).toHaveText('Profil');
  await expect(page).toHaveTitle(/^Profil/);
  await expect(page.getByRole('main').getByRole('button', { name: 'Anmelden' })).toBeVisible();
});

test('logging in on a guarded page returns there with focus on its heading, not on <body>', async ({
  page,
}) => {
  await page.goto('/user/orders');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog.getByRole('textbox', { name: /E-Mail/ })).toBeFocused();
  await page.keyboard.type('kunde@kundenportal.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.locator('main h1:focus')).toHaveText('Bestellhistorie');
});

test('/login and /en/login show the login form on the page and log in from there', async ({ page }) => {
  await page.goto('/en/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Login');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto('/login?target=orders');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const main = page.getByRole('main');
  await tabTo(page, main.getByRole('textbox', { name: /E-Mail/ }));
  await page.keyboard.type('kunde@kundenportal.example');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/orders$/);
  await expect(page.locator('main h1:focus')).toHaveText('Bestellhistorie');
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

test('without JavaScript every locale says so in its own language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const notes = [
    ['/faq', 'de', 'Bitte aktivieren Sie JavaScript, um das Kundenportal zu nutzen.'],
    ['/pl/user/orders', 'pl', 'Włącz obsługę JavaScript, aby korzystać z portalu klienta.'],
    ['/en', 'en', 'Please enable JavaScript to use the customer portal.'],
  ] as const;
  for (const [path, locale, text] of notes) {
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('lang', locale);
    // Playwright's text engine skips <noscript>; the note is found by its element.
    const note = page.locator('noscript p');
    await expect(note).toHaveCount(1);
    await expect(note).toHaveAttribute('lang', locale);
    await expect(note).toHaveText(text);
    await expect(note).toBeVisible();
  }
  await context.close();
});

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
  await logIn(page, 'kunde@kundenportal.example');
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
