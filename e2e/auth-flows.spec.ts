/**
 * Login by link, registration with its e-mail confirmation, change of password and logout – end to end on the
 * production build in demo mode. The demo mock "e-mails" by printing to the console; the mailbox below reads it.
 */

import { expectHome } from './home';
import { expect, type Locator, type Page, test } from './test';

const password = 'Demo1234!';

interface Mail {
  kind: string;
  to: string;
  link: string;
}

/** Collects the links the demo mock prints as `[mock mailbox] <kind> for <to>: <link>`. */
function openMailbox(page: Page) {
  const mails: Mail[] = [];
  page.on('console', (message) => {
    const match = /^\[mock mailbox\] (\S+) for (\S+): (\S+)$/.exec(message.text());
    if (match?.[1] && match[2] && match[3]) mails.push({ kind: match[1], to: match[2], link: match[3] });
  });
  return {
    /** The last link of this kind sent to the address, once it has arrived. */
    async link(kind: 'login-link' | 'registration-confirmation', to: string): Promise<string> {
      const find = () => mails.filter((mail) => mail.kind === kind && mail.to === to).at(-1)?.link;
      await expect.poll(find, { message: `no ${kind} for ${to} in the demo mailbox` }).toBeTruthy();
      return find() ?? '';
    },
  };
}

/** Turns self-registration on for this page, as an environment's config.json would. */
async function enableRegistration(page: Page) {
  await page.route('**/config.json', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), registrationEnabled: true } });
  });
}

async function openLogin(page: Page, name = 'Anmelden') {
  await page.getByRole('banner').getByRole('button', { name }).click();
  return page.getByRole('dialog');
}

async function logInWithPassword(dialog: Locator, email: string, secret: string, submit = 'Anmelden') {
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/^(Passwort|Password)\*?$/)
    .first()
    .fill(secret);
  await dialog.getByRole('button', { name: submit, exact: true }).click();
}

async function logOut(page: Page, texts = { menu: /Benutzermenü/, logout: 'Abmelden' }) {
  await page.getByRole('banner').getByRole('button', { name: texts.menu }).click();
  await page.getByRole('menuitem', { name: texts.logout }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: texts.logout }).click();
}

/** A select of the design system: a button named by its value and label that opens a list box. */
async function choose(scope: Locator, label: RegExp, option: string) {
  await scope.getByRole('button', { name: label }).click();
  await scope.page().getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

test.describe('login link', () => {
  test('logs in once; the used link is refused afterwards', async ({ page }) => {
    const mailbox = openMailbox(page);
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Login-Link anfordern' }).click();
    await expect(dialog.getByRole('heading', { name: 'Login-Link anfordern' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('kunde@kundenportal.example');
    await dialog.getByRole('button', { name: 'Login-Link senden' }).click();
    await expect(
      page.getByText('Wir haben Ihnen einen Login-Link geschickt. Bitte prüfen Sie Ihr E-Mail-Postfach.'),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const link = await mailbox.link('login-link', 'kunde@kundenportal.example');
    expect(link).toMatch(/^\/login\?magic=/);
    // The link is opened like one from an e-mail: a fresh page load.
    await page.goto(link);
    // The notice shows for 3 s from the login on: looked for first, as long as a first login may take.
    await expect(page.getByText('Sie haben sich erfolgreich angemeldet.')).toBeVisible({ timeout: 15_000 });
    await expectHome(page);
    await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();

    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    await page.goto(link);
    await expect(
      page.getByText('Login-Link ist nicht mehr gültig, bitte fordern Sie einen neuen Login-Link an!'),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });

  test('works in English from the /en/magic page @en', async ({ page }) => {
    const mailbox = openMailbox(page);
    await page.goto('/en/magic');
    await page.getByRole('textbox', { name: /E-mail/ }).fill('einkauf@kundenportal.example');
    await page.getByRole('button', { name: 'Send login link' }).click();
    await expect(
      page.getByText('We have sent you a login link. Please check your e-mail inbox.'),
    ).toBeVisible();

    const link = await mailbox.link('login-link', 'einkauf@kundenportal.example');
    expect(link).toMatch(/^\/en\/login\?magic=/);
    await page.goto(link);
    await expectHome(page, 'en');
    await expect(page.getByText('You have logged in successfully.')).toBeVisible();
    await page.goto(link);
    await expect(page.getByText(/login link is no longer valid/i)).toBeVisible();
  });

  test('a demo session survives a reload', async ({ page }) => {
    await page.goto('/');
    await logInWithPassword(await openLogin(page), 'kunde@kundenportal.example', password);
    await expectHome(page);
    await page.goto('/user/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mein Profil');
    await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
  });
});

test.describe('password reset', () => {
  test('the reset link asks only for a new password; the old one is refused afterwards', async ({ page }) => {
    const mailbox = openMailbox(page);
    const email = 'kunde@kundenportal.example';
    await page.goto('/');
    const dialog = await openLogin(page);
    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(dialog.getByRole('heading', { name: 'Passwort vergessen' })).toBeVisible();
    await dialog.getByRole('textbox', { name: /E-Mail/ }).fill(email);
    await dialog.getByRole('button', { name: 'Link senden' }).click();
    await expect(
      page.getByText(
        'Wir haben Ihnen einen Link zum Zurücksetzen Ihres Passworts geschickt. Bitte prüfen Sie Ihr E-Mail-Postfach.',
      ),
    ).toBeVisible();

    const link = await mailbox.link('login-link', email);
    expect(link).toMatch(/^\/login\?magic=.+&purpose=reset$/);
    // Opened like a link from an e-mail: a fresh page load.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Neues Passwort festlegen');
    await expect(page.getByLabel(/Aktuelles Passwort/)).toHaveCount(0);
    await page.getByLabel(/^Neues Passwort\*?$/).fill('Vergessen1!');
    await page.getByLabel(/^Neues Passwort bestätigen\*?$/).fill('Vergessen1!');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Ihr neues Passwort ist gespeichert. Sie sind angemeldet.')).toBeVisible();
    await expectHome(page);

    await logOut(page);
    await expect(page).toHaveURL(/\/$/);
    const login = await openLogin(page);
    await logInWithPassword(login, email, password);
    await expect(
      login.getByText('Sie haben einen ungültigen Benutzernamen oder ein ungültiges Passwort eingegeben'),
    ).toBeVisible();
    await logInWithPassword(login, email, 'Vergessen1!');
    await expectHome(page);
  });
});

test.describe('registration', () => {
  /** Fills what every customer type shares and submits; returns the registration's e-mail address. */
  async function fillPersonAndSubmit(form: Locator, email: string) {
    await choose(form, /Anrede/, 'Frau');
    await form.getByRole('textbox', { name: /^Firma/ }).fill('Schmidt Chemie GmbH');
    await form.getByRole('textbox', { name: /^Vorname/ }).fill('Anna');
    await form.getByRole('textbox', { name: /^Nachname/ }).fill('Schmidt');
    await form.getByRole('textbox', { name: /^Telefon/ }).fill('+49 30 1234567');
    await form.getByRole('textbox', { name: /^E-Mail-Adresse\*?$/ }).fill(email);
    await form.getByRole('textbox', { name: /^E-Mail-Adresse wiederholen/ }).fill(email);
    await form.getByLabel(/^Passwort\*?$/).fill('Geheim12!');
    await form.getByLabel(/^Passwort wiederholen\*?$/).fill('Geheim12!');
    const submit = form.getByRole('button', { name: 'Registrieren', exact: true });
    await expect(submit).toBeEnabled();
    await submit.click();
  }

  async function confirmByMail(page: Page, mailbox: ReturnType<typeof openMailbox>, email: string) {
    const link = await mailbox.link('registration-confirmation', email);
    await page.goto(link);
    // The double-opt-in message opens as a dialog over the page, which says the same once it is closed.
    const confirmed = page.getByRole('dialog', { name: 'E-Mail-Adresse bestätigt' });
    await expect(confirmed).toContainText('Ihre Registrierung wird nun von unseren Administratoren geprüft');
    await confirmed.getByRole('button', { name: 'Schließen' }).first().click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(
      page.getByRole('main').getByRole('heading', { name: 'E-Mail-Adresse bestätigt' }),
    ).toBeVisible();
  }

  test('an existing customer registers from the side menu and confirms the e-mail', async ({ page }) => {
    await enableRegistration(page);
    const mailbox = openMailbox(page);
    await page.goto('/');
    // Logged out on the desktop the side menu starts closed beside the landing page: open it first.
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menü' });
    if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
    await page
      .getByRole('navigation', { name: 'Hauptmenü' })
      .getByRole('button', { name: 'Registrieren' })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('radio', { name: 'Bestandskunde' })).toBeChecked();
    await dialog.getByRole('textbox', { name: /^Kundennummer/ }).fill('12345');
    await dialog.getByRole('textbox', { name: /^Firma/ }).focus();
    await expect(dialog.getByText('Die Kundennummer muss 6-stellig sein.')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Kundennummer/ }).fill('100234;100567');
    await expect(dialog.getByText('Die Kundennummer muss 6-stellig sein.')).toHaveCount(0);

    await fillPersonAndSubmit(dialog, 'anna.bestand@schmidt-chemie.example');
    const registered = page.getByRole('dialog', { name: 'Vielen Dank für Ihre Registrierung' });
    await expect(registered).toContainText('innerhalb von 72 Stunden');
    await registered.getByRole('button', { name: 'Schließen' }).click();
    await confirmByMail(page, mailbox, 'anna.bestand@schmidt-chemie.example');
  });

  test('a new customer registers on /register with reason, country and zip', async ({ page }) => {
    await enableRegistration(page);
    const mailbox = openMailbox(page);
    await page.goto('/register');
    const form = page.getByRole('main');
    await form.getByText('Neukunde', { exact: true }).click();
    await expect(form.getByRole('radio', { name: 'Neukunde' })).toBeChecked();
    await expect(form.getByRole('textbox', { name: /^Kundennummer/ })).toHaveCount(0);
    await choose(form, /Grund Ihrer Registrierung/, 'Ich möchte ein Produkt bestellen oder anfragen');
    await form
      .getByRole('textbox', { name: /^Welches Produkt möchten Sie bestellen oder anfragen/ })
      .fill('Zitronensäure 25 kg');
    await choose(form, /Land/, 'Österreich');
    await form.getByRole('textbox', { name: /^Postleitzahl/ }).fill('1010');
    await fillPersonAndSubmit(form, 'anna.neu@schmidt-chemie.example');
    await expect(page.getByRole('dialog', { name: 'Vielen Dank für Ihre Registrierung' })).toBeVisible();
    await confirmByMail(page, mailbox, 'anna.neu@schmidt-chemie.example');
  });

  test('an employee registers in English with sales areas @en', async ({ page }) => {
    await enableRegistration(page);
    const mailbox = openMailbox(page);
    await page.goto('/en/register');
    const form = page.getByRole('main');
    await form.getByText('Employee', { exact: true }).click();
    await form.getByRole('textbox', { name: /^Sales area\(s\)/ }).fill('4000/*/*');
    await choose(form, /Salutation/, 'Ms');
    await form.getByRole('textbox', { name: /^Company/ }).fill('Kundenportal GmbH');
    await form.getByRole('textbox', { name: /^First name/ }).fill('Anna');
    await form.getByRole('textbox', { name: /^Last name/ }).fill('Schmidt');
    await form.getByRole('textbox', { name: /^Phone/ }).fill('+49 30 1234567');
    const email = 'anna.schmidt@kundenportal.example';
    await form.getByRole('textbox', { name: /^E-mail address\*?$/ }).fill(email);
    await form.getByRole('textbox', { name: /^Repeat e-mail address/ }).fill(email);
    await form.getByLabel(/^Password\*?$/).fill('Geheim12!');
    await form.getByLabel(/^Repeat password\*?$/).fill('Geheim1!');
    await form.getByLabel(/^Password\*?$/).focus();
    await expect(form.getByText('The password confirmation does not match the password')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Register', exact: true })).toBeDisabled();
    await form.getByLabel(/^Repeat password\*?$/).fill('Geheim12!');
    await form.getByRole('button', { name: 'Register', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Thank you for registering' })).toBeVisible();

    const link = await mailbox.link('registration-confirmation', email);
    expect(link).toMatch(/^\/en\/activation\?token=/);
    await page.goto(link);
    await expect(page.getByRole('dialog', { name: 'E-mail address confirmed' })).toBeVisible();
  });

  test('without the runtime flag there is no way to register', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Registrieren' })).toHaveCount(0);
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Diese Seite konnte nicht gefunden werden',
    );
  });
});

test.describe('change password', () => {
  async function openChangePassword(page: Page) {
    await page.goto('/');
    await logInWithPassword(await openLogin(page), 'kunde@kundenportal.example', password);
    await expectHome(page);
    await page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Profil' }).click();
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    return page.getByRole('dialog', { name: 'Passwort ändern' });
  }

  async function fillChange(dialog: Locator, current: string, next: string) {
    await dialog.getByLabel(/^Aktuelles Passwort\*?$/).fill(current);
    await dialog.getByLabel(/^Neues Passwort\*?$/).fill(next);
    await dialog.getByLabel(/^Neues Passwort bestätigen\*?$/).fill(next);
    await dialog.getByRole('button', { name: 'Passwort ändern' }).click();
  }

  test('a wrong current password is told and the form keeps its input', async ({ page }) => {
    const dialog = await openChangePassword(page);
    await fillChange(dialog, 'Falsch123!', 'Neues1234!');
    // The notification and the form's error state both say it; the typed values stay.
    await expect(
      page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie Ihr aktuelles Passwort.' }),
    ).toBeVisible();
    await expect(dialog.getByLabel(/^Aktuelles Passwort\*?$/)).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel(/^Neues Passwort\*?$/)).toHaveValue('Neues1234!');
    await expect(page).toHaveURL(/\/user\/profile$/);
  });

  test('success logs out; the new password logs in, the old one no longer', async ({ page }) => {
    const dialog = await openChangePassword(page);
    await fillChange(dialog, password, 'Neues1234!');
    await expect(page.getByText('Ihr Passwort wurde erfolgreich geändert!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();

    const login = await openLogin(page);
    await logInWithPassword(login, 'kunde@kundenportal.example', password);
    await expect(
      login.getByText('Sie haben einen ungültigen Benutzernamen oder ein ungültiges Passwort eingegeben'),
    ).toBeVisible();
    await logInWithPassword(login, 'kunde@kundenportal.example', 'Neues1234!');
    await expectHome(page);
  });
});

test('the password is changed in English too @en', async ({ page }) => {
  await page.goto('/en/user/profile');
  // A logged-out visit to the profile opens the login and returns there.
  await logInWithPassword(page.getByRole('dialog'), 'einkauf@kundenportal.example', password, 'Log in');
  await expect(page).toHaveURL(/\/en\/user\/profile$/);
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  const submit = dialog.getByRole('button', { name: 'Change password' });
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(/^Current password\*?$/).fill(password);
  await dialog.getByLabel(/^New password\*?$/).fill('kurz');
  await dialog.getByLabel(/^Confirm new password\*?$/).focus();
  await expect(
    dialog.getByText(
      'The password must be at least 8 characters long and contain one letter, one digit and one special character.',
    ),
  ).toBeVisible();
  await expect(submit).toBeDisabled();
  await dialog.getByLabel(/^New password\*?$/).fill('Anders123!');
  await dialog.getByLabel(/^Confirm new password\*?$/).fill('Anders123!');
  await submit.click();
  await expect(page.getByText('Your password has been changed successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/en$/);
});

test('logout asks first and ends the session in English too @en', async ({ page }) => {
  await page.goto('/en');
  await logInWithPassword(await openLogin(page, 'Log in'), 'kunde@kundenportal.example', password, 'Log in');
  await expectHome(page, 'en');
  await page
    .getByRole('banner')
    .getByRole('button', { name: /User menu/ })
    .click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Do you really want to log out?');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expectHome(page, 'en');

  await logOut(page, { menu: /User menu/, logout: 'Log out' });
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByText('You have logged out successfully.')).toBeVisible();
  // The session is over: a guarded page asks for a login again.
  await page.goto('/en/user/profile');
  await expect(page.getByRole('dialog')).toContainText('Log in');
});
