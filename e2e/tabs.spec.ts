/**
 * One login, two tabs: both refresh the same stored refresh token at the same moment. The backend (here the demo's
 * mock, one per tab, sharing its state) rotates refresh tokens and takes a second presentation of a retired one as
 * theft, ending the whole login – so each token must be spent once, by one tab, and the other must see its successor.
 */
import { expectHome } from './home';
import { type BrowserContext, expect, type Page, test } from './test';

const email = 'kunde@kundenportal.example';

async function logIn(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/^Passwort\*?$/)
    .first()
    .fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

const userMenu = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Benutzermenü von Sabine Krüger' });

async function twoLoggedInTabs(context: BrowserContext): Promise<[Page, Page]> {
  const first = await context.newPage();
  await first.goto('/');
  await logIn(first);
  await expectHome(first);
  const second = await context.newPage();
  await second.goto('/user/profile');
  await expect(second.getByRole('heading', { level: 1 })).toHaveText('Mein Profil', { timeout: 15_000 });
  await expect(userMenu(second)).toBeVisible();
  return [first, second];
}

/**
 * Counts the tabs' API requests under way. The page clock jumps 65 s at once: a request still on its way then
 * would reach the backend with a token that ran out in flight – which a real 65 s never does, as the client
 * refreshes 5 s before the end.
 */
function apiRequestsOf(context: BrowserContext) {
  let open = 0;
  const isApi = (url: string) => new URL(url).pathname.startsWith('/api/');
  context.on('request', (request) => {
    if (isApi(request.url())) open++;
  });
  const done = (request: { url(): string }) => {
    if (isApi(request.url())) open--;
  };
  context.on('requestfinished', done);
  context.on('requestfailed', done);
  return { settled: () => expect.poll(() => open, { message: 'API requests still under way' }).toBe(0) };
}

const refreshOf = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/refresh'),
  );

async function expectLoggedIn(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 15_000 });
  await expect(userMenu(page)).toBeVisible();
  await expect(page.getByText('Ihre Sitzung wurde beendet', { exact: false })).toHaveCount(0);
}

test('two tabs whose access tokens ran out navigate at the same moment and both stay logged in', async ({
  context,
}) => {
  // One clock for both tabs: the access tokens (60 s) run out in both at once.
  await context.clock.install();
  const requests = apiRequestsOf(context);
  const tabs = await twoLoggedInTabs(context);
  const pages = [
    { link: 'Bestellhistorie', heading: 'Bestellhistorie' },
    { link: 'Profil', heading: 'Mein Profil' },
  ];
  for (let round = 0; round < 6; round++) {
    const target = pages[round % 2] ?? pages[0];
    if (!target) throw new Error('no page');
    await requests.settled();
    await context.clock.fastForward('01:05');
    const refreshed = tabs.map(refreshOf);
    // Both tabs navigate in the same moment; each must refresh its access token first.
    await Promise.all(
      tabs.map((tab) =>
        tab.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: target.link }).click(),
      ),
    );
    await Promise.all(refreshed);
    for (const tab of tabs) await expectLoggedIn(tab, target.heading);
  }
});

test('two logged-in tabs reloaded at once both stay logged in', async ({ context }) => {
  const tabs = await twoLoggedInTabs(context);
  for (let round = 0; round < 4; round++) {
    // A reload starts without an access token: each tab refreshes as it starts, both with the stored token.
    const refreshed = tabs.map(refreshOf);
    await Promise.all(tabs.map((tab) => tab.reload()));
    await Promise.all(refreshed);
    await expectLoggedIn(tabs[0], 'Produktsuche');
    await expectLoggedIn(tabs[1], 'Mein Profil');
  }
});
