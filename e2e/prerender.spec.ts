import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pages as pageTable } from '../scripts/appPaths.mjs';
import { expect, holdBack, isHydrated, type Page, test } from './test';

// Issue 16: the public pages arrive prerendered (apps/portal/prerender.mjs) and are hydrated, not redrawn.

const pages = [
  { path: '/', h1: 'Willkommen im Kundenportal', title: 'Kundenportal' },
  { path: '/faq', h1: 'Häufige Fragen und Support', title: 'Häufige Fragen und Support – Kundenportal' },
  { path: '/search', h1: 'Produktsuche', title: 'Produktsuche – Kundenportal' },
  { path: '/login', h1: 'Anmeldung', title: 'Anmeldung – Kundenportal' },
  { path: '/outofservice', h1: 'Technische Störung!', title: 'Technische Störung! – Kundenportal' },
];
const locales = ['en', 'es', 'fr', 'nl', 'pl', 'it'];

test('every public page of every locale arrives with its heading, title and language in the HTML', async ({
  request,
}) => {
  for (const { path, h1, title } of pages) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html, path).toContain(`data-prerendered="${path}"`);
    expect(html, path).toContain(`<title>${title}</title>`);
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    for (const locale of locales) {
      const localized = await (await request.get(`/${locale}${path === '/' ? '' : path}`)).text();
      expect(localized, `${locale} ${path}`).toContain(`<html lang="${locale}">`);
      expect(localized, `${locale} ${path}`).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    }
  }
  // The logged-in pages start from their route's shell (the app shell's inert first frame, the route's code and
  // texts preloaded by the HTML); unknown paths are the not-found page with status 404.
  for (const [path, lang] of [
    ['/user/dashboard', 'de'],
    ['/fr/user/search', 'fr'],
  ] as const) {
    const shell = await request.get(path);
    expect(shell.status(), path).toBe(200);
    const html = await shell.text();
    expect(html, path).toContain(`<html lang="${lang}">`);
    expect(html, path).toContain(`<div id="root" data-shell="${path}" data-hydratable>`);
    // Named by the HTML, asked for by the boot script as the page has painted (prerender.mjs `withBoot`).
    expect(html, path).toMatch(new RegExp(`data-preload="[^"]*/assets/texts-[^/]+/${lang}/core.js[ "]`));
    expect(html, path).not.toContain('rel="modulepreload"');
    expect(html, path).toMatch(/<header[^>]*>/);
    expect(html, path).not.toContain('data-prerendered');
  }
  const missing = await request.get('/pl/no-such-page');
  expect(missing.status()).toBe(404);
  expect(await missing.text()).toContain('<html lang="pl">');
});

// Issue 43.1: every logged-in page of the page table (without a parameter) has its own shell, which paints the
// page's heading and lead from the HTML; the app hydrates those nodes and keeps them when its user arrives.
const userShells = pageTable.filter(
  (row: { loggedIn: boolean; path: string }) => row.loggedIn && !row.path.includes(':'),
);
const catalog = (locale: string): Record<string, string> =>
  JSON.parse(
    readFileSync(
      new URL(`../packages/portal-features/src/shared/i18n/messages/${locale}.json`, import.meta.url),
      'utf8',
    ),
  );
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'");
/** The text of the shell's h1 and of what follows it in main (the lead, the dashboard's intro). */
function shellPage(html: string) {
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';
  // The dashboard's holds its name and, for CSS to show instead where the browser knows its last user, a greeting.
  const heading = /<h1[^>]*>(?:<span[^>]*>)?([^<]*)</.exec(main)?.[1];
  return { heading, after: textOf(main.slice(main.indexOf('</h1>'))) };
}

test("every logged-in page's shell holds its heading and lead in the HTML (German and Polish; the build renders every locale alike)", async ({
  request,
}) => {
  expect(userShells.length).toBeGreaterThan(10);
  for (const { path } of userShells) {
    for (const prefix of ['', '/pl']) {
      const html = await (await request.get(`${prefix}${path}`)).text();
      expect(html, `${prefix}${path}`).toContain(`data-shell="${prefix}${path}" data-hydratable`);
      const { heading } = shellPage(html);
      // The page's own heading: the document title names the page by it.
      expect(heading, `${prefix}${path}`).toBeTruthy();
      expect(html, `${prefix}${path}`).toContain(`<title>${heading} – `);
    }
  }
  for (const locale of ['de', 'pl']) {
    const texts = catalog(locale);
    const prefix = locale === 'de' ? '' : `/${locale}`;
    const orders = shellPage(await (await request.get(`${prefix}/user/orders`)).text());
    expect(orders.heading).toBe(texts['orders.history.title']);
    expect(orders.after).toContain(texts['orders.history.lead']);
    const dashboard = shellPage(await (await request.get(`${prefix}/user/dashboard`)).text());
    expect(dashboard.heading).toBe(texts['dashboard.title']);
    expect(dashboard.after).toContain(texts['dashboard.intro.lead']);
    // The basket's quick order needs no user: its field, with label and description, is in the shell too.
    const basket = shellPage(await (await request.get(`${prefix}/user/basket`)).text());
    expect(basket.heading).toBe(texts['basket.title']);
    for (const key of ['basket.quickOrder.title', 'basket.quickOrder.label', 'basket.quickOrder.description'])
      expect(basket.after, key).toContain(texts[key]);
  }
});

test.describe('a logged-in page', () => {
  test.use({ demoLogin: 'kunde@kundenportal.example' });

  test('paints its heading and lead before any script ran, and hydrating and its user keep them', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    // The greeting, which this browser's last user is given from the first paint on (CSS, apps/portal/index.html).
    for (const [path, drawn, greeting] of [
      ['/pl/user/orders', () => page.getByRole('main').getByRole('form'), 'Historia zamówień'],
      [
        '/user/dashboard',
        () => page.getByRole('region', { name: 'Ihre Übersicht' }),
        'Willkommen, Sabine Krüger!',
      ],
    ] as const) {
      const entry = /\/assets\/index-[^/]+\.js$/;
      // On the context: the demo's service worker fetches the entry too, which the page's routes do not see.
      const { release } = await holdBack(page.context(), entry);
      await page.goto(path, { waitUntil: 'commit' });
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toHaveAccessibleName(greeting);
      await expect(page.locator('main p').first()).toBeVisible();
      expect(await isHydrated(page)).toBe(false);
      await page.evaluate(() => {
        const shell = window as { shellNodes?: (Element | null)[] };
        shell.shellNodes = [document.querySelector('main h1'), document.querySelector('main p')];
      });
      release();
      await expect.poll(() => isHydrated(page), { message: path }).toBe(true);
      // The user is in (the last known one at once, then /auth/user's): the rest of the page is drawn.
      await expect(drawn()).toBeVisible();
      const kept = await page.evaluate(() => {
        const nodes = (window as { shellNodes?: (Element | null)[] }).shellNodes ?? [];
        return nodes.map(
          (node) => node?.isConnected === true && document.querySelector('main')?.contains(node),
        );
      });
      expect(kept, `${path}: the painted heading and lead are the ones on screen`).toEqual([true, true]);
      await page.context().unroute(entry);
    }
    expect(problems.filter((text) => /prerendered markup not kept|hydrat/i.test(text))).toEqual([]);
  });

  test('the basket paints its quick order before any script ran; a line typed and sent then is sent once the app is there', async ({
    page,
  }) => {
    const entry = /\/assets\/index-[^/]+\.js$/;
    const { release } = await holdBack(page.context(), entry);
    await page.goto('/user/basket', { waitUntil: 'commit' });
    const quick = page.getByRole('region', { name: 'Schnellbestellung' });
    const box = quick.getByRole('textbox', { name: /Materialnummer und Menge/ });
    await expect(box).toBeVisible();
    expect(await isHydrated(page)).toBe(false);
    await box.fill('99999999\t4');
    // Pressed before any script ran: the boot script holds the press, the app does it once hydrated – when the
    // user is not in yet, the quick order sends as soon as they are.
    await page.waitForSelector('#root[data-hydrating]', { state: 'attached' });
    await quick.getByRole('button', { name: 'In den Warenkorb übernehmen' }).click();
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    // The list comes with the user, below the quick order, which kept what was typed into it.
    await expect(page.getByRole('region', { name: 'Einträge im Warenkorb' })).toBeVisible();
    await expect(
      quick.getByText(
        '„99999999 4“: Kein Produkt mit dieser Materialnummer in Ihren Bestellungen der letzten zwei Jahre.',
      ),
    ).toBeVisible();
    await expect(box).toHaveValue('99999999\t4');
    await page.context().unroute(entry);
  });
});

test('a public page brings its styles inline, allowed by their hash in the CSP – no stylesheet to wait for', async ({
  request,
}) => {
  for (const path of ['/', '/faq', '/pl/search', '/login', '/it/no-such-page']) {
    const response = await request.get(path);
    const html = await response.text();
    const styles = [...html.matchAll(/<style>([^<]*)<\/style>/g)].map(([, text]) => text ?? '');
    expect(styles, path).toHaveLength(1);
    // Stylesheet links only as disabled markers, which browsers do not fetch.
    const links = [...html.matchAll(/<link rel="stylesheet"[^>]*>/g)].map(([link]) => link);
    expect(
      links.filter((link) => !link.endsWith(' disabled>')),
      path,
    ).toEqual([]);
    const hash = createHash('sha256')
      .update(styles[0] ?? '')
      .digest('base64');
    expect(response.headers()['content-security-policy'], path).toContain(`'sha256-${hash}'`);
  }
  // The list of hashes beside the build is for the hosts, never served.
  expect((await request.get('/.csp-style-hashes')).status()).toBe(404);
});

test('a public page shows before any script ran, and hydrating keeps its markup', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  for (const path of ['/', '/en/faq', '/search', '/login', '/fr/no-such-page']) {
    const { release } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
    await page.goto(path, { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    // Styled already: the header's brand colour, not an unstyled page.
    await expect(page.getByRole('banner')).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    expect(await isHydrated(page)).toBe(false);
    await page.evaluate(() => {
      (window as { prerenderedHeading?: Element | null }).prerenderedHeading = document.querySelector('h1');
    });
    release();
    await expect.poll(() => isHydrated(page), { message: path }).toBe(true);
    expect(
      await page.evaluate(
        () =>
          (window as { prerenderedHeading?: Element | null }).prerenderedHeading ===
          document.querySelector('h1'),
      ),
      `${path}: the prerendered heading is the one on screen`,
    ).toBe(true);
    await page.unroute(/\/assets\/index-[^/]+\.js$/);
  }
  expect(problems.filter((text) => /prerendered markup not kept|hydrat/i.test(text))).toEqual([]);
});

/** The /login page's form, filled with a demo login. */
/** Logs in as the demo customer through the prerendered login page. */
async function logInOnLoginPage(page: Page) {
  await page.goto('/login');
  await expect.poll(() => isHydrated(page)).toBe(true);
  const form = await fillLogin(page);
  await form.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page).toHaveURL(/\/user\//);
}

async function fillLogin(page: Page) {
  const form = page.getByRole('main');
  await form.getByRole('textbox', { name: /E-Mail/i }).fill('kunde@kundenportal.example');
  await form
    .getByLabel(/Passwort/)
    .first()
    .fill(password);
  return form;
}
const password = 'Demo1234!';

/** Every URL the page asks for, to prove the password is in none. */
function requestedUrls(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

// Held back, the page's own code keeps React from hydrating; #root[data-hydrating] says the boot script holds
// what the visitor does (apps/portal/prerenderBoot.js) until it is replayed (apps/portal/src/earlyInput.ts).
const routeChunks = /\/assets\/routes-[^/]+\.js$/;
const inputHeld = (page: Page) => page.locator('#root[data-hydrating]').waitFor({ state: 'attached' });

test('typed and pressed before hydration: the login waits for React, then logs in with what was typed', async ({
  page,
}) => {
  const urls = requestedUrls(page);
  const { release } = await holdBack(page, routeChunks);
  await page.goto('/login', { waitUntil: 'commit' });
  await inputHeld(page);
  const form = await fillLogin(page);
  await form
    .getByLabel(/Passwort/)
    .first()
    .press('Enter');
  expect(await isHydrated(page)).toBe(false);
  // The browser did not send the form itself.
  await expect(page).toHaveURL(/\/login$/);
  release();
  // The first call starts the demo's backend (a large chunk): give it the time a login takes there.
  await expect(page).toHaveURL(/\/user\//, { timeout: 15_000 });
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
  expect(urls.filter((url) => url.includes(password))).toEqual([]);
});

test('a button pressed before hydration does its work once the page is hydrated', async ({ page }) => {
  const { release } = await holdBack(page, routeChunks);
  await page.goto('/', { waitUntil: 'commit' });
  await inputHeld(page);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /E-Mail/i })).toBeVisible();
});

test('Enter in the login form before the entry arrived: the browser sends nothing, React logs in once it runs', async ({
  page,
}) => {
  const urls = requestedUrls(page);
  const { release } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/login', { waitUntil: 'commit' });
  await inputHeld(page);
  const form = await fillLogin(page);
  // The browser may send a form by itself here; it must not, and never as a query (the form posts, if ever).
  await form
    .getByLabel(/Passwort/)
    .first()
    .press('Enter');
  expect(await isHydrated(page)).toBe(false);
  await expect(page).toHaveURL(/\/login$/);
  release();
  // The held Enter is done once React runs: the login with what was typed.
  await expect(page).toHaveURL(/\/user\//, { timeout: 15_000 });
  expect(urls.filter((url) => url.includes(password))).toEqual([]);
});

test('a press on a prerendered page before its entry arrived is done once React runs', async ({ page }) => {
  // The entry held back as on a slow line: the page is on screen, none of its modules has run.
  const { release } = await holdBack(page, /\/assets\/index-[^/]+\.js$/);
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  expect(await isHydrated(page)).toBe(false);
  release();
  await expect(page.getByRole('dialog').getByRole('textbox', { name: /E-Mail/i })).toBeVisible();
});

test('hydrating asks for nothing the page already has: no stylesheet, config.json once and early', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  for (const path of ['/', '/login', '/en/faq']) {
    requests.length = 0;
    await page.goto(path);
    await expect.poll(() => isHydrated(page)).toBe(true);
    // The styles are inlined; their disabled links keep Vite's chunk loader from fetching a second copy.
    expect(
      requests.filter((url) => url.endsWith('.css')),
      path,
    ).toEqual([]);
    expect(
      requests.filter((url) => url === '/config.json'),
      path,
    ).toHaveLength(1);
    // Preloaded with the HTML: asked for before the entry script.
    const config = requests.indexOf('/config.json');
    const entry = requests.findIndex((url) => /\/assets\/index-[^/]+\.js$/.test(url));
    expect(config, path).toBeLessThan(entry);
  }
});

test('after hydration the page works: the language menu opens and the public search answers', async ({
  page,
}) => {
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Sprache/ })
    .click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to the customer portal');
});

/** A page without a shell of its own: its path has a parameter. */
const orderPath = '/user/order/9999999999';

test("a page without a shell of its own paints the app shell's frame before any script ran, and the app's first render replaces it", async ({
  page,
}) => {
  await logInOnLoginPage(page);
  // Off the logged-in page first: its own late chunks (idle preloads) would meet the blocked scripts below, and
  // its one reload after a failed chunk (chunkReload.ts) would cut the next navigation short.
  // The demo backend's service worker would fetch the page's scripts itself, past page.route (Playwright routes
  // no request a service worker answers) – the app then ran where this test wants no script at all. Without it,
  // the scripts are the page's own requests; the app registers the worker again when it starts.
  await page.evaluate(async () => {
    for (const registration of await navigator.serviceWorker.getRegistrations())
      await registration.unregister();
  });
  await page.goto('about:blank', { waitUntil: 'commit' });

  // No script at all: header and logo are on screen, and nothing in the frame takes focus or a press. (An order
  // has no shell of its own – its path has a parameter – so it starts from app.html.)
  await page.route(/\.js$/, (route) => route.abort());
  await page.goto(orderPath, { waitUntil: 'commit' }); // React never draws here: no waiting for it
  const frame = page.locator('#root > .kp-shell');
  await expect(frame.locator('header')).toBeVisible();
  await expect(frame.locator('header svg').first()).toBeVisible();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
  await page.unroute(/\.js$/);

  // With its scripts, the page replaces the frame – the first render already draws the layout: #root is never
  // left empty in between (checked after every batch of changes to it).
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      (window as { rootWasBlank?: boolean }).rootWasBlank = root.childElementCount === 0;
      new MutationObserver(() => {
        if (root.childElementCount === 0) (window as { rootWasBlank?: boolean }).rootWasBlank = true;
      }).observe(root, { childList: true });
    });
  });
  await page.goto(orderPath);
  await expect(page.getByRole('heading', { level: 1, name: 'Fehler 404: Nicht gefunden' })).toBeVisible();
  await expect(page.locator('.kp-shell')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { rootWasBlank?: boolean }).rootWasBlank)).toBe(false);
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();
});

test('a logged-in visitor of a public page gets their own header, not the prerendered one', async ({
  page,
}) => {
  await logInOnLoginPage(page);
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Häufige Fragen und Support');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Profil' }),
  ).toBeVisible();
});
