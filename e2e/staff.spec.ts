/**
 * Staff administration end to end on the production build in demo mode: a registration is confirmed by mail,
 * an admin activates it and the new user logs in; an admin searches users, exports them and deletes one.
 * The demo mock keeps its state in the context's IndexedDB, so everything below happens in one browser context.
 */
import { readFile } from 'node:fs/promises';
import { expectHome } from './home';
import { readMockState, writeMockState } from './mockState';
import { type BrowserContext, expect, holdBack, type Locator, type Page, test } from './test';

const password = 'Demo1234!';

/** Collects the links the demo mock prints as `[mock mailbox] <kind> for <to>: <link>`. */
function openMailbox(page: Page) {
  const mails: { kind: string; to: string; link: string }[] = [];
  page.on('console', (message) => {
    const match = /^\[mock mailbox\] (\S+) for (\S+): (\S+)$/.exec(message.text());
    if (match?.[1] && match[2] && match[3]) mails.push({ kind: match[1], to: match[2], link: match[3] });
  });
  return async (kind: string, to: string): Promise<string> => {
    const find = () => mails.filter((mail) => mail.kind === kind && mail.to === to).at(-1)?.link;
    await expect.poll(find, { message: `no ${kind} for ${to} in the demo mailbox` }).toBeTruthy();
    return find() ?? '';
  };
}

async function choose(scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await scope.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

async function logIn(page: Page, email: string, secret = password) {
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/^Passwort\*?$/)
    .first()
    .fill(secret);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

async function logOut(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Benutzermenü/ })
    .click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
}

test('register, confirm, an admin activates with a role, and the new user logs in', async ({ page }) => {
  const mail = openMailbox(page);
  const email = `paul.aktiv.${Date.now()}@baeckerei-hofmann.example`;
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), registrationEnabled: true } });
  });

  await page.goto('/register');
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /^Kundennummer/ }).fill('193860');
  await choose(form, /Anrede/, 'Herr');
  await form.getByRole('textbox', { name: /^Firma/ }).fill('Bäckerei Hofmann GmbH & Co. KG');
  await form.getByRole('textbox', { name: /^Vorname/ }).fill('Paul');
  await form.getByRole('textbox', { name: /^Nachname/ }).fill('Aktivierung');
  await form.getByRole('textbox', { name: /^Telefon/ }).fill('+49 89 1234567');
  await form.getByRole('textbox', { name: /^E-Mail-Adresse\*?$/ }).fill(email);
  await form.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }).fill(email);
  await form.getByLabel(/^Passwort\*?$/).fill('Geheim12!');
  await form.getByLabel(/^Passwort wiederholen\*?$/).fill('Geheim12!');
  await form.getByRole('button', { name: 'Registrieren', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Vielen Dank für Ihre Registrierung' })).toBeVisible();

  await page.goto(await mail('registration-confirmation', email));
  const confirmed = page.getByRole('dialog', { name: 'E-Mail-Adresse bestätigt' });
  await expect(confirmed).toBeVisible();
  await confirmed.getByRole('button', { name: 'Schließen' }).first().click();

  await logIn(page, 'admin@kundenportal.example');
  await expectHome(page);
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Registrierungen' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Registrierungsanfragen' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('193860');
  await row.getByRole('button', { name: 'Registrierung von Paul Aktivierung aktivieren' }).click();
  const dialog = page.getByRole('dialog', { name: 'Benutzer aktivieren: Paul Aktivierung' });
  await dialog.getByRole('button', { name: 'Benutzer aktivieren' }).click();
  await expect(dialog.getByText('Bitte wählen Sie eine Rolle für den Benutzer aus!')).toBeVisible();
  await choose(dialog, /Rolle/, 'Kunde');
  await dialog.getByRole('button', { name: 'Benutzer aktivieren' }).click();
  await expect(page.getByText('Der Benutzer wurde erfolgreich aktiviert!')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: email })).toHaveCount(0);

  await logOut(page);
  await logIn(page, email, 'Geheim12!');
  await expectHome(page);
  // Login lands on the product search (spec §2); the greeting on the dashboard names the new user.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Produktsuche');
  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Willkommen, Paul Aktivierung!');
});

test('an admin searches users, exports them as users.xlsx and deletes one, who can no longer log in', async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'admin@kundenportal.example');
  await expectHome(page);
  await page
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Benutzerverwaltung' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzerverwaltung' })).toBeVisible();

  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page.getByRole('search', { name: 'Benutzer suchen' }).getByRole('alert')).toHaveText(
    'Bitte füllen Sie mindestens ein Suchfeld aus.',
  );
  await page.getByRole('textbox', { name: 'Nachname' }).fill('  Krüger ');
  await page.getByRole('button', { name: 'Suchen' }).click();
  await expect(page).toHaveURL(/\/user\/usermanagement\?lastName=Kr%C3%BCger$/);
  const results = page.getByRole('grid', { name: 'Gefundene Benutzer' });
  await expect(results.getByRole('row').filter({ hasText: 'Petra Krüger' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Als Excel exportieren' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('users.xlsx');
  const workbook = await readFile((await download.path()) ?? '');
  // A stored ZIP: the workbook's parts and the filtered users are readable in the bytes.
  expect(workbook.subarray(0, 2).toString('latin1')).toBe('PK');
  const text = workbook.toString('utf8');
  expect(text).toContain('xl/workbook.xml');
  expect(text).toContain('petra.krueger@wagner-lebensmittelwerke.example');
  expect(text).not.toContain('admin@kundenportal.example');

  const petra = results.getByRole('row').filter({ hasText: 'Petra Krüger' });
  await petra.getByRole('button', { name: 'Petra Krüger löschen' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Benutzer löschen' });
  await confirm.getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page.getByText('Der User wurde gelöscht.')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(results.getByRole('row').filter({ hasText: 'Petra Krüger' })).toHaveCount(0);

  await logOut(page);
  await logIn(page, 'petra.krueger@wagner-lebensmittelwerke.example');
  await expect(
    page
      .getByRole('dialog')
      .getByText('Sie haben einen ungültigen Benutzernamen oder ein ungültiges Passwort eingegeben'),
  ).toBeVisible();
});

const banner = (page: Page) => page.getByRole('region', { name: 'Kundenkontext' });
const headerCustomer = (page: Page) => page.getByRole('banner').getByRole('combobox', { name: 'Kunde' });
/** The customer combobox opens its whole list with the arrow key (typing filters it). */
async function openCustomerList(page: Page) {
  await headerCustomer(page).focus();
  await page.keyboard.press('ArrowDown');
}

test('sales staff act for a customer: orders and documents, a reload and a new tab keep whom they act for, then staff view and clearing', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await logIn(page, 'vertrieb@kundenportal.example');
  await expectHome(page);
  await expect(banner(page)).toHaveText(/Mitarbeiteransicht: Sie handeln für keinen bestimmten Kunden\./);

  // Pick a customer from the banner: it opens the header's customer list.
  await banner(page).getByRole('button', { name: 'Kunden wählen' }).click();
  const option = page.getByRole('listbox').getByRole('option', { name: /^Hansa/ });
  const label = ((await option.textContent()) ?? '').trim();
  // Name and number in the option, apart: 'Hansa Getränke GmbH 100004'.
  const [, company, number] = /^(.+?)\s+(\d+)$/.exec(label) ?? [];
  expect(company && number).toBeTruthy();
  await option.click();
  const actingText = `Sie handeln für ${company} (${number}).`;
  await expect(banner(page)).toContainText(actingText);
  await expect(page.getByText(`Sie arbeiten jetzt für ${company} (${number}).`)).toBeVisible();

  // Their orders: grouped under the chosen company only.
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await menu.getByRole('link', { name: 'Bestellhistorie' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellhistorie' })).toBeVisible();
  const companyHeadings = page.getByRole('heading', { level: 2 }).filter({ hasText: /\(\d+\)$/ });
  await expect(companyHeadings.first()).toHaveText(`${company} (${number})`);
  await expect(companyHeadings.filter({ hasNotText: `${company} (${number})` })).toHaveCount(0);
  await expect(banner(page)).toContainText(actingText);

  // Their documents.
  await menu.getByRole('link', { name: 'Meine Dokumente' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Dokumente' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dokumente nach Produkt' })).toBeVisible();
  await expect(banner(page)).toContainText(actingText);

  // A reload acts for the same customer, says so at once, and announces nothing (nothing changed).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Meine Dokumente' })).toBeVisible();
  await expect(banner(page)).toContainText(actingText);
  await expect(headerCustomer(page)).toHaveValue(`${company} (${number})`);
  await expect(page.getByText('Sie arbeiten jetzt für')).toHaveCount(0);

  // A new tab starts with the last choice …
  const second = await context.newPage();
  await second.goto('/user/orders');
  await expect(banner(second)).toContainText(actingText);
  await expect(
    second
      .getByRole('heading', { level: 2 })
      .filter({ hasText: /\(\d+\)$/ })
      .first(),
  ).toHaveText(`${company} (${number})`);
  // … and what it chooses stays in that tab: the first tab still acts for the customer it had.
  await openCustomerList(second);
  await second.getByRole('listbox').getByRole('option', { name: 'Mitarbeiteransicht' }).click();
  await expect(banner(second)).toContainText('Mitarbeiteransicht');
  await page.reload();
  await expect(banner(page)).toContainText(actingText);
  await second.close();

  // Staff view through the selector: documents then ask for a company first.
  await openCustomerList(page);
  await page.getByRole('listbox').getByRole('option', { name: 'Mitarbeiteransicht' }).click();
  await expect(banner(page)).toContainText('Mitarbeiteransicht: Sie handeln für keinen bestimmten Kunden.');
  await expect(page.getByText('Sie arbeiten jetzt in der Mitarbeiteransicht.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dokumente nach Produkt' })).toHaveCount(0);

  // Choose again, then clear the choice from the banner: back in the staff view, also after a reload.
  await banner(page).getByRole('button', { name: 'Kunden wählen' }).click();
  await page.getByRole('listbox').getByRole('option', { name: label }).click();
  await expect(banner(page)).toContainText(actingText);
  await banner(page).getByRole('button', { name: 'Kundenauswahl aufheben' }).click();
  await expect(banner(page)).toContainText('Mitarbeiteransicht');
  await page.reload();
  await expect(banner(page)).toContainText('Mitarbeiteransicht');
  await expect(headerCustomer(page)).toHaveValue('Mitarbeiteransicht');
});

test("the banner's 'Kunden wählen' opens the list even when the selector's code arrives late", async ({
  page,
  context,
}) => {
  // A slow network right after login: the header's customer selector is still loading when staff press the
  // banner's button. The press must open the list once the selector is there, not be lost.
  // On the context: the demo's service worker fetches the page's scripts itself.
  const { release } = await holdBack(context, /\/assets\/CustomerSelector-[^/]+\.js$/);
  await page.goto('/');
  await logIn(page, 'vertrieb@kundenportal.example');
  await expectHome(page);
  await banner(page).getByRole('button', { name: 'Kunden wählen' }).click();
  await expect(headerCustomer(page)).toHaveCount(0);
  // The press waits for a field to answer it, however long the code takes.
  release();
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Hansa/ })).toBeVisible();
  await expect(headerCustomer(page)).toBeFocused();
});

test("'Kunden wählen' pressed the moment the banner appears after login opens the list, every time", async ({
  page,
}) => {
  for (let round = 0; round < 3; round++) {
    await page.goto('/');
    await logIn(page, 'vertrieb@kundenportal.example');
    // No waiting for the page to settle: the first press as soon as the button is there.
    await banner(page).getByRole('button', { name: 'Kunden wählen' }).click();
    await expect(page.getByRole('listbox').getByRole('option', { name: /^Hansa/ })).toBeVisible();
    await expect(headerCustomer(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await logOut(page);
  }
});

test("on a phone, 'Kunden wählen' opens the side menu with the customer list open @mobile", async ({
  page,
}) => {
  await page.goto('/');
  await logIn(page, 'vertrieb@kundenportal.example');
  await banner(page).getByRole('button', { name: 'Kunden wählen' }).click();
  const menu = page.getByRole('dialog');
  await expect(menu.getByRole('combobox', { name: 'Kunde' })).toBeFocused();
  await expect(page.getByRole('listbox').getByRole('option', { name: /^Hansa/ })).toBeVisible();
});

test('customers see no acting-for banner', async ({ page }) => {
  await page.goto('/');
  await logIn(page, 'einkauf@kundenportal.example');
  await expectHome(page);
  await expect(headerCustomer(page)).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

/**
 * The demo backend runs in each browser context and keeps its state in that context's IndexedDB, and the
 * session is one per context too. Two users at once need two contexts, so the backend's state is handed from
 * one to the other – as if both talked to one server.
 */
async function backendState(page: Page): Promise<string> {
  const state = await readMockState(page);
  expect(state).toBeTruthy();
  return state ?? '';
}
/** A same-origin document without the app writes the state; the app's tabs load it at their next request. */
async function handBackendState(context: BrowserContext, state: string) {
  const writer = await context.newPage();
  await writer.goto('/config.json');
  await writeMockState(writer, state);
  await writer.close();
}

test("a deleted user's open session ends at their next request", async ({ browser }) => {
  const userContext = await browser.newContext();
  const user = await userContext.newPage();
  await user.goto('/');
  await logIn(user, 'staub@kundenportal.example');
  await expectHome(user);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await handBackendState(adminContext, await backendState(user));
  await admin.goto('/');
  await logIn(admin, 'admin@kundenportal.example');
  await expectHome(admin);
  await admin.goto('/user/usermanagement?email=staub%40kundenportal.example');
  const row = admin
    .getByRole('grid', { name: 'Gefundene Benutzer' })
    .getByRole('row')
    .filter({ hasText: 'Laura Fuchs' });
  await row.getByRole('button', { name: 'Laura Fuchs löschen' }).click();
  await admin
    .getByRole('alertdialog', { name: 'Benutzer löschen' })
    .getByRole('button', { name: 'Endgültig löschen' })
    .click();
  await expect(admin.getByText('Der User wurde gelöscht.')).toBeVisible();

  await handBackendState(userContext, await backendState(admin));
  // Still on screen as logged in; the next request is refused and ends the session.
  await expect(user.getByRole('button', { name: 'Benutzermenü von Laura Fuchs' })).toBeVisible();
  await user
    .getByRole('navigation', { name: 'Hauptmenü' })
    .getByRole('link', { name: 'Bestellhistorie' })
    .click();
  await expect(user).toHaveURL(/\/$/);
  await expect(user.getByText('Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.')).toBeVisible();
  await expect(user.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  await expect(user.getByRole('button', { name: /Benutzermenü/ })).toHaveCount(0);
  // And the account is gone: logging in again is refused.
  await logIn(user, 'staub@kundenportal.example');
  await expect(
    user
      .getByRole('dialog')
      .getByText('Sie haben einen ungültigen Benutzernamen oder ein ungültiges Passwort eingegeben'),
  ).toBeVisible();

  await userContext.close();
  await adminContext.close();
});
