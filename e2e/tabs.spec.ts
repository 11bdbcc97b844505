/**
 * One login, two tabs: both refresh the same stored refresh token at the same moment. The backend (here the demo's
 * mock, one per tab, sharing its state) rotates refresh tokens and takes a second presentation of a retired one as
 * theft, ending the whole login – so each token must be spent once, by one tab, and the other must see its successor.
 */

import type { HttpHandler } from 'msw';
import { getResponse } from 'msw';
import { createServer } from 'vite';
import { expectHome } from './home';
import { liveConfig } from './liveConfig';
import { apiRequests, type BrowserContext, expect, type Page, test } from './test';

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

const refreshOf = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/api/auth/refresh'),
  );

async function expectLoggedIn(page: Page, heading: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading, { timeout: 15_000 });
  await expect(userMenu(page)).toBeVisible();
  await expect(page.getByText('Ihre Sitzung wurde beendet', { exact: false })).toHaveCount(0);
}

/** Both tabs' access tokens run out together (one page clock); both navigate in the same moment, six times. */
async function navigateTogetherAfterExpiry(
  context: BrowserContext,
  apiBase: string,
  nextRefreshOf: (page: Page) => Promise<unknown> = refreshOf,
) {
  // The page clock jumps 65 s at once: a request still on its way then would reach the backend with a token that
  // ran out in flight – which a real 65 s never does, as the client refreshes 5 s before the end.
  const requests = apiRequests(context, apiBase);
  const tabs = await twoLoggedInTabs(context);
  const pages = [
    { link: 'Bestellhistorie', heading: 'Bestellhistorie' },
    { link: 'Profil', heading: 'Mein Profil' },
  ];
  for (let round = 0; round < 6; round++) {
    const target = pages[round % 2] ?? pages[0];
    if (!target) throw new Error('no page');
    await requests.settled();
    // The refreshes start as the clock jumps (the pages' timers make requests) or with the clicks, whichever first.
    // At least one tab refreshes; the other refreshes too, or – when the first one's new tokens reach it before it
    // asks (the shared ledger, storage events) – takes those. Either way both must stay logged in.
    const refreshed = Promise.any(tabs.map(nextRefreshOf));
    await context.clock.fastForward('01:05');
    await Promise.all(
      tabs.map((tab) =>
        tab.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: target.link }).click(),
      ),
    );
    await refreshed;
    for (const tab of tabs) await expectLoggedIn(tab, target.heading);
  }
}

// Demo mode is covered by the reload test below (both tabs refresh with the stored token at once), not by a page
// clock: there the demo backend runs in the page under the same fake clock, and a revalidation sent just as
// the clock jumps reached it with a token the jump had expired – a 401 no real minute causes (1 of 3 fresh runs).

/**
 * The mock backend's handlers, in this (Node) process: loaded through Vite, which reads their TypeScript and the
 * spec's JSON as the app's build does.
 */
async function mockHandlersInNode(
  baseUrl: string,
): Promise<{ handlers: HttpHandler[]; close(): Promise<void> }> {
  const vite = await createServer({
    configFile: false,
    root: new URL('..', import.meta.url).pathname,
    logLevel: 'error',
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const module = await vite.ssrLoadModule('/packages/api-client/src/mocks/handlers/index.ts');
  const createHandlers = module.createHandlers as (base: string) => HttpHandler[];
  return { handlers: createHandlers(baseUrl), close: () => vite.close() };
}

/**
 * A real backend – one for both tabs, as a server is – played by Playwright with the mock's handlers in Node. Only
 * the client's coordination (the refresh lock and the rotation ledger) keeps the tabs from spending one refresh
 * token twice here; the backend ends the whole login at a reuse.
 */
test('against a real backend too, two tabs refreshing at the same moment both stay logged in', async ({
  context,
  baseURL,
}) => {
  const backend = await mockHandlersInNode(new URL('/backend', baseURL).href);
  // Which tab asked for a refresh, as the backend sees it (page.waitForRequest missed these fulfilled routes).
  const waiting: { page: Page; seen(): void }[] = [];
  const nextRefreshOf = (page: Page) =>
    new Promise<void>((seen) => {
      waiting.push({ page, seen });
    });
  await context.route('**/config.json', (route) => route.fulfill({ json: liveConfig('/backend') }));
  await context.route('**/backend/**', async (route) => {
    const asked = route.request();
    const body = asked.postData();
    const request = new Request(asked.url(), {
      method: asked.method(),
      headers: await asked.allHeaders(),
      ...(body && asked.method() !== 'GET' ? { body } : {}),
    });
    const response = (await getResponse(backend.handlers, request)) ?? new Response(null, { status: 404 });
    if (new URL(asked.url()).pathname === '/backend/auth/refresh') {
      // Every wait of this tab ends, not only its oldest: a round's wait of the tab that did not refresh (it took
      // the other's tokens) outlives the round, and taking it for the next round's left that one waiting for ever.
      const page = asked.frame().page();
      for (const wait of waiting.filter((each) => each.page === page)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.seen();
      }
    }
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  });
  await context.clock.install();
  try {
    await navigateTogetherAfterExpiry(context, '/backend/', nextRefreshOf);
  } finally {
    await backend.close();
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
