/**
 * Never blank (issue 29): whatever `GET /auth/user` answers as a logged-in page starts – HTML, cut-off or
 * wrong JSON, `null`, any status, no answer, a slow one – the visitor sees within 10 s a page with a heading, a
 * message in their language and a way on: the retry and the logout, the out-of-service page (spec §8: no
 * answer; an answer against the contract), or home logged out (spec §8: 401).
 *
 * Fuzzed in both modes. Real API: Playwright plays the backend (`page.route`). Demo: the mock answers inside the
 * browser (MSW's service worker), where `page.route` never sees a request – so an init script stands in front of
 * the app's `fetch` for `/api/auth/user` alone; login, token refresh and every other call stay the mock's.
 */
import { liveConfig } from './liveConfig';
import { expect, type Page, test } from './test';

type Answer =
  | { status: number; body: string; contentType?: string }
  /** The connection fails: no response at all. */
  | 'network error'
  /** Never answered. */
  | 'no answer'
  /** Held until the test lets it through (to the real backend or, in real-API mode, the valid user). */
  | 'slow';

/** What the visitor must end up seeing. */
type Outcome =
  /** The guard's page: heading, why, retry and logout (the server refused or failed). */
  | 'failed'
  /** The same page while no answer came: the server does not respond. */
  | 'overdue'
  /** spec §8: no response, or an answer against the contract – the session ends here. */
  | 'outOfService'
  /** spec §8: 401 – logged out, home. */
  | 'home'
  /** A good answer: the page itself. */
  | 'page';

const validUser = {
  id: 7,
  first_name: 'Sabine',
  last_name: 'Krüger',
  email: 'kunde@kundenportal.example',
  language: 'de',
  assigned_roles_names: ['customer'],
  customers: [{ id: 100001, name: 'Krüger Chemie GmbH' }],
  roles: [],
};

const json = (status: number, value: unknown) => ({ status, body: JSON.stringify(value) });
const html = (status: number) => ({
  status,
  body: '<!doctype html><html><body><h1>Gateway</h1></body></html>',
  contentType: 'text/html',
});

const variants: readonly (readonly [string, Answer, Outcome])[] = [
  ['HTML with 200', html(200), 'outOfService'],
  ['cut-off JSON', { status: 200, body: '{"id": 7, "first_name": "Sab' }, 'outOfService'],
  ['null', json(200, null), 'outOfService'],
  ['a JSON string', json(200, '<html>'), 'outOfService'],
  ['an empty array', json(200, []), 'outOfService'],
  [
    'a user without customers and scopes',
    json(200, { id: 7, first_name: 'A', last_name: 'B' }),
    'outOfService',
  ],
  ['a user whose customers are a string', json(200, { ...validUser, customers: 'all' }), 'outOfService'],
  ['an empty 200', { status: 200, body: '' }, 'outOfService'],
  ['204 No Content', { status: 204, body: '' }, 'outOfService'],
  ['400', json(400, { message: 'Bad Request' }), 'failed'],
  ['403', json(403, { message: 'Forbidden' }), 'failed'],
  ['404', json(404, { message: 'Not Found' }), 'failed'],
  ['429', json(429, { message: 'Too Many Requests' }), 'failed'],
  ['500', json(500, { message: 'Internal Server Error' }), 'failed'],
  ['502 from a proxy (HTML)', html(502), 'failed'],
  ['503 as text', { status: 503, body: 'Service Unavailable', contentType: 'text/plain' }, 'failed'],
  ['401', json(401, { message: 'Expired JWT Token' }), 'home'],
  ['a network error', 'network error', 'outOfService'],
  ['no answer at all', 'no answer', 'overdue'],
  ['a slow answer', 'slow', 'overdue'],
  ['a good user as text/plain', { ...json(200, validUser), contentType: 'text/plain' }, 'page'],
];

/**
 * In demo mode the fuzzed answer comes from an init script in front of the app's fetch, so the app meets it
 * exactly as in real-API mode – the same client, guard and pages. The full fuzz runs there; demo mode checks one
 * answer of each outcome and each kind (status, shape, no answer), which is what differs: the mock answering
 * everything else, its session and its start-up (issue 31: the suite's time goes where it finds something).
 */
const demoVariants = new Set([
  'HTML with 200',
  'null',
  '403',
  '500',
  '401',
  'a network error',
  'a slow answer',
  'a good user as text/plain',
]);
const inDemoToo = ([what]: readonly [string, ...unknown[]]) => demoVariants.has(what);

const texts = {
  de: {
    failedTitle: 'Ihr Benutzerkonto konnte nicht geladen werden',
    failed: 'Beim Laden Ihres Benutzerkontos ist ein Fehler aufgetreten.',
    overdue: 'Der Server antwortet gerade nicht.',
    outOfService: 'Technische Störung!',
    outOfServiceText: 'Der Dienst ist im Moment nicht erreichbar.',
    retry: 'Erneut versuchen',
    logout: 'Abmelden',
    login: 'Anmelden',
    sessionEnded: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
    page: /Sabine Krüger/,
  },
  en: {
    failedTitle: 'Your account could not be loaded',
    failed: 'An error occurred while loading your account.',
    overdue: 'The server is not responding at the moment.',
    outOfService: 'Technical fault!',
    outOfServiceText: 'The service is currently unavailable.',
    retry: 'Try again',
    logout: 'Log out',
    login: 'Log in',
    sessionEnded: 'Your session has ended. Please log in again.',
    page: /Sabine Krüger/,
  },
} as const;
type Locale = keyof typeof texts;

/** What each test's backend does with /auth/user; `release` lets a held (slow) call through. */
interface UserBackend {
  /** From now on /auth/user answers properly (the retry's turn). */
  heal(): Promise<void>;
  release(): Promise<void>;
}

// --- real API: Playwright plays the backend ---------------------------------------------------------------

async function realBackend(page: Page, answer: Answer): Promise<UserBackend> {
  let healed = false;
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/config.json', (route) => route.fulfill({ json: liveConfig('/backend') }));
  await page.route('**/backend/**', async (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === '/backend/auth/refresh') {
      return route.fulfill({ json: { token: 'access-1', refresh_token: 'refresh-2', expires_in: 60 } });
    }
    if (path === '/backend/auth/logout') return route.fulfill({ status: 204, body: '' });
    if (path !== '/backend/auth/user') return route.fulfill({ status: 503, json: { message: 'down' } });
    if (healed) return route.fulfill({ json: validUser });
    if (answer === 'network error') return route.abort('failed');
    if (answer === 'no answer') return; // never fulfilled: the request stays open
    if (answer === 'slow') {
      await released;
      return route.fulfill({ json: validUser });
    }
    return route.fulfill({
      status: answer.status,
      body: answer.body,
      contentType: answer.contentType ?? 'application/json',
    });
  });
  // A session from an earlier visit – once: a reload must not bring it back.
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'kundenportal.session',
      JSON.stringify({ refreshToken: 'refresh-1', refreshExpiresAt: Date.now() + 86_400_000 }),
    );
  });
  return {
    heal: async () => {
      healed = true;
    },
    release: async () => release(),
  };
}

// --- demo: the mock, with /api/auth/user answered in front of it ------------------------------------------

declare global {
  interface Window {
    /** This test's answer for /api/auth/user; 'pass' lets the mock answer. */
    neverBlankAnswer?: Answer | 'pass';
    neverBlankRelease?: () => void;
  }
}

async function demoBackend(page: Page, answer: Answer): Promise<UserBackend> {
  await page.addInitScript((first: Answer) => {
    window.neverBlankAnswer ??= first;
    const passOn = window.fetch.bind(window);
    const released = new Promise<void>((resolve) => {
      window.neverBlankRelease = resolve;
    });
    window.fetch = async (input, init) => {
      const request = new Request(input, init);
      const current = window.neverBlankAnswer;
      if (new URL(request.url).pathname !== '/api/auth/user' || current === 'pass' || !current) {
        return passOn(request);
      }
      if (current === 'network error') throw new TypeError('Failed to fetch');
      if (current === 'no answer') return new Promise<Response>(() => {});
      if (current === 'slow') {
        await released;
        return passOn(request);
      }
      const { status, body, contentType = 'application/json' } = current;
      return new Response(status === 204 ? null : body, {
        status,
        headers: { 'content-type': contentType },
      });
    };
  }, answer);
  return {
    heal: async () => {
      await page.evaluate(() => {
        window.neverBlankAnswer = 'pass';
      });
    },
    release: () => page.evaluate(() => window.neverBlankRelease?.()),
  };
}

/** A demo login in this context (the mock keeps its session in localStorage, which a reload meets again). */
async function demoLogin(page: Page, email = 'kunde@kundenportal.example', landing = /\/user\/search$/) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/Passwort/)
    .first()
    .fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // A tab's first login starts the demo's mock backend (see home.ts).
  await expect(page).toHaveURL(landing, { timeout: 15_000 });
}

// --- the fuzz ---------------------------------------------------------------------------------------------

async function expectOutcome(
  page: Page,
  outcome: Outcome,
  locale: Locale,
  backend: UserBackend,
  slow: boolean,
) {
  const t = texts[locale];
  const main = page.getByRole('main');
  const heading = page.getByRole('heading', { level: 1 });
  // The requirement itself: within 10 s of the page's start, something to read and a way on.
  const within10s = { timeout: 10_000 };
  switch (outcome) {
    case 'failed':
    case 'overdue': {
      await expect(heading).toHaveText(t.failedTitle, within10s);
      await expect(main.getByText(outcome === 'failed' ? t.failed : t.overdue)).toBeVisible();
      await expect(main.getByRole('button', { name: t.logout })).toBeVisible();
      const retry = main.getByRole('button', { name: t.retry });
      await expect(retry).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(`^${t.failedTitle}`));
      await backend.heal();
      // A slow answer that comes after all shows the page by itself; anything else takes the retry.
      if (slow) await backend.release();
      else await retry.click();
      await expect(heading).toHaveText(t.page);
      return;
    }
    case 'outOfService':
      await expect(heading).toHaveText(t.outOfService, within10s);
      await expect(main.getByText(t.outOfServiceText)).toBeVisible();
      await expect(main.getByRole('button', { name: t.retry })).toBeVisible();
      return;
    case 'home':
      await expect(heading).toBeVisible(within10s);
      await expect(page).toHaveURL(locale === 'de' ? /\/$/ : /\/en\/?$/);
      await expect(page.getByText(t.sessionEnded)).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: t.login })).toBeVisible();
      return;
    case 'page':
      await expect(heading).toHaveText(t.page, within10s);
  }
}

for (const mode of ['real API', 'demo'] as const) {
  test.describe(`never blank, ${mode}: GET /auth/user answers`, () => {
    // Logged in once per worker (the session and the demo backend's state it belongs to), not per variant.
    if (mode === 'demo') test.use({ demoLogin: 'kunde@kundenportal.example' });
    for (const [what, answer, outcome] of mode === 'demo' ? variants.filter(inDemoToo) : variants) {
      // German for all; English for a few, so "in their language" is seen, not assumed.
      const locale: Locale =
        what === '500' || what === 'no answer at all' || what === 'HTML with 200' ? 'en' : 'de';
      test(`${what}: ${outcome} (${locale})`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        const backend = mode === 'demo' ? await demoBackend(page, answer) : await realBackend(page, answer);
        await page.goto(locale === 'de' ? '/user/dashboard' : '/en/user/dashboard', { waitUntil: 'commit' });
        await expectOutcome(page, outcome, locale, backend, answer === 'slow');
        expect(errors).toEqual([]);
      });
    }
  });
}

test.describe('never blank: the way out', () => {
  test('real API, 403: the page logs out (with the confirmation) and goes home', async ({ page }) => {
    await realBackend(page, json(403, { message: 'Forbidden' }));
    await page.goto('/user/dashboard', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await main.getByRole('button', { name: 'Abmelden' }).click({ timeout: 10_000 });
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('kundenportal.session'))).toBeNull();
  });

  test('demo, 500: the side menu offers the logout too', async ({ page }) => {
    await demoLogin(page);
    await demoBackend(page, json(500, { message: 'Internal Server Error' }));
    await page.goto('/user/dashboard', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.failedTitle, {
      timeout: 10_000,
    });
    const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
    await menu
      .getByRole('link', { name: 'Abmelden' })
      .or(menu.getByRole('button', { name: 'Abmelden' }))
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  });
});

// --- the page's own start-up calls ------------------------------------------------------------------------
//
// The user came; now one of the calls the page makes as it starts answers badly: the header's counts and the
// dashboard's widgets (basket, favourites, orders, documents), the roles of a staff page. The page keeps its
// heading, the part whose data is missing says so (spec §8: the lists show empty, the widget why), nothing
// veils the page past a few seconds, and no answer throws. No response at all is the out-of-service page's.

/** A call the page makes at start-up, the page that makes it and what its part says when it fails. */
interface StartupCall {
  name: string;
  /** The path under the API's base (`/api` in demo mode, `/backend` here in real-API mode). */
  path: string;
  login: 'customer' | 'admin';
  url: string;
  heading: string | RegExp;
  /** What says the data is missing (a widget's message), or – for a part without one – what must stay usable. */
  failed: string;
  /** A control on the page that must take a click (no veil over it). */
  control: { role: 'link' | 'button'; name: string };
}

const startupCalls: readonly StartupCall[] = [
  {
    name: 'GET /basket (header count, widget)',
    path: '/basket',
    login: 'customer',
    url: '/user/dashboard',
    heading: texts.de.page,
    failed: 'Der Warenkorb konnte nicht geladen werden.',
    control: { role: 'link', name: 'Alle Bestellungen anzeigen' },
  },
  {
    name: 'GET /product-list (header count, widget)',
    path: '/product-list',
    login: 'customer',
    url: '/user/dashboard',
    heading: texts.de.page,
    failed: 'Die Favoritenliste konnte nicht geladen werden.',
    control: { role: 'link', name: 'Alle Bestellungen anzeigen' },
  },
  {
    name: 'GET /customer/orders (widget, side menu)',
    path: '/customer/orders',
    login: 'customer',
    url: '/user/dashboard',
    heading: texts.de.page,
    failed: 'Die Bestellungen konnten nicht geladen werden.',
    control: { role: 'link', name: 'Alle Dokumente anzeigen' },
  },
  {
    name: 'GET /documents (widget, side menu)',
    path: '/documents',
    login: 'customer',
    url: '/user/dashboard',
    heading: texts.de.page,
    failed: 'Die Dokumente konnten nicht geladen werden.',
    control: { role: 'button', name: 'Erneut versuchen' },
  },
  {
    // The user management shows no message of its own for the roles: its role filter offers "any role" alone.
    name: 'GET /roles (staff page)',
    path: '/roles',
    login: 'admin',
    url: '/user/usermanagement',
    heading: 'Benutzerverwaltung',
    failed: 'Benutzer suchen',
    control: { role: 'button', name: 'Suchen' },
  },
];

const callVariants: readonly (readonly [string, Answer])[] = [
  ['HTML with 200', html(200)],
  ['cut-off JSON', { status: 200, body: '{"product_list_items": [{"product": {"id": "1000' }],
  ['null', json(200, null)],
  ['wrong JSON', json(200, [{ id: 'x', results: 'none' }])],
  ['403', json(403, { message: 'Forbidden' })],
  ['500', json(500, { message: 'Internal Server Error' })],
  ['502 from a proxy (HTML)', html(502)],
  ['a network error', 'network error'],
  ['no answer at all', 'no answer'],
];

/**
 * Demo mode runs the same app code as real-API mode against the in-browser mock, so each call there meets a
 * faulty body (cheap) and, in turn, one of the answers that cost seconds of waiting (an error status the client
 * retries, no connection, no answer within the deadline) – every kind on some call, every call on a bad answer –
 * while real-API mode sweeps every answer on every call: every kind still proven in demo mode, at half the
 * waiting of all four on all five calls.
 */
const demoCostly = ['500', 'a network error', 'no answer at all'];
const callInDemoToo =
  (call: StartupCall) =>
  ([what]: readonly [string, ...unknown[]]) =>
    what === 'cut-off JSON' || what === demoCostly[startupCalls.indexOf(call) % demoCostly.length];

const customerScopes = [
  'ROLE_INTERNAL_BASKET',
  'ROLE_INTERNAL_PRODUCT_LIST',
  'ROLE_INTERNAL_ORDERS',
  'ROLE_INTERNAL_DOCUMENTS',
  'ROLE_INTERNAL_PRODUCT_OVERVIEW',
];
const realUsers = {
  customer: { ...validUser, roles: customerScopes },
  admin: {
    ...validUser,
    id: 2,
    first_name: 'Holger',
    last_name: 'Brandt',
    email: 'admin@kundenportal.example',
    assigned_roles_names: ['admin', 'client_kundenportal'],
    customers: [{ id: 100001, name: 'Krüger Chemie GmbH' }],
    roles: [
      'ROLE_INTERNAL_HEADER_SPECIAL',
      'ROLE_INTERNAL_CUSTOMER_SELECTION',
      'ROLE_INTERNAL_CUSTOMER_SELECTION_STAFF_VIEW',
      'ROLE_INTERNAL_REGISTRATION',
      'ROLE_INTERNAL_USERMANAGEMENT',
      ...customerScopes,
    ],
  },
};
const emptyPage = {
  page: 1,
  pages: 1,
  limit: 15,
  count: 0,
  next_page: null,
  previous_page: null,
  first_page: 1,
  last_page: 1,
  results: [],
};
/** Good answers for every other call the pages make (the real API as far as these pages need it). */
const goodAnswers: Readonly<Record<string, unknown>> = {
  '/basket': { product_list_items: [] },
  '/product-list': { product_list_items: [] },
  '/customer/orders': emptyPage,
  '/documents': [],
  '/roles': [
    { name: 'customer', kind: 'role', grantable: true },
    { name: 'client_kundenportal', kind: 'client', grantable: true },
  ],
  '/user': emptyPage,
  '/registrations': emptyPage,
  '/customers/100001': { id: 100001, name: 'Krüger Chemie GmbH' },
};

async function answerWith(route: import('@playwright/test').Route, answer: Answer) {
  if (answer === 'network error') return route.abort('failed');
  if (answer === 'no answer' || answer === 'slow') return; // never fulfilled: the request stays open
  return route.fulfill({
    status: answer.status,
    body: answer.body,
    contentType: answer.contentType ?? 'application/json',
  });
}

/** Real API: Playwright plays the whole backend, `call` answering `answer`. */
async function realPageBackend(page: Page, call: StartupCall, answer: Answer) {
  await page.route('**/config.json', (route) => route.fulfill({ json: liveConfig('/backend') }));
  await page.route('**/backend/**', async (route) => {
    const path = new URL(route.request().url()).pathname.replace(/^\/backend/, '');
    if (path === '/auth/refresh') {
      return route.fulfill({ json: { token: 'access-1', refresh_token: 'refresh-2', expires_in: 60 } });
    }
    if (path === '/auth/logout') return route.fulfill({ status: 204, body: '' });
    if (path === '/auth/user') return route.fulfill({ json: realUsers[call.login] });
    if (path === call.path) return answerWith(route, answer);
    if (path in goodAnswers) return route.fulfill({ json: goodAnswers[path] });
    return route.fulfill({ status: 404, json: { message: 'Not Found' } });
  });
  await page.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem(
      'kundenportal.session',
      JSON.stringify({ refreshToken: 'refresh-1', refreshExpiresAt: Date.now() + 86_400_000 }),
    );
  });
}

/** Demo: the mock answers everything but `call`, which the app's fetch meets answered before it. */
async function demoPageBackend(page: Page, call: StartupCall, answer: Answer) {
  await page.addInitScript(
    ({ path, first }: { path: string; first: Answer }) => {
      const passOn = window.fetch.bind(window);
      window.fetch = async (input, init) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname !== `/api${path}`) return passOn(request);
        if (first === 'network error') throw new TypeError('Failed to fetch');
        if (first === 'no answer' || first === 'slow') return new Promise<Response>(() => {});
        const { status, body, contentType = 'application/json' } = first;
        return new Response(body, { status, headers: { 'content-type': contentType } });
      };
    },
    { path: call.path, first: answer },
  );
}

for (const mode of ['real API', 'demo'] as const) {
  for (const call of startupCalls) {
    test.describe(`never blank, ${mode}: ${call.name} answers`, () => {
      if (mode === 'demo') {
        test.use({
          demoLogin: call.login === 'admin' ? 'admin@kundenportal.example' : 'kunde@kundenportal.example',
        });
      }
      for (const [what, answer] of mode === 'demo'
        ? callVariants.filter(callInDemoToo(call))
        : callVariants) {
        const outcome = answer === 'network error' ? 'out of service' : 'the page, its part failed';
        test(`${what}: ${outcome}`, async ({ page }) => {
          const errors: string[] = [];
          page.on('pageerror', (error) => errors.push(error.message));
          await (mode === 'demo' ? demoPageBackend(page, call, answer) : realPageBackend(page, call, answer));
          await page.goto(call.url, { waitUntil: 'commit' });
          // The requirement: within 10 s of the page's start, all of it.
          const started = Date.now();
          const rest = () => ({ timeout: Math.max(1, started + 10_000 - Date.now()) });
          const heading = page.getByRole('heading', { level: 1 });
          const main = page.getByRole('main');
          if (answer === 'network error') {
            await expect(heading).toHaveText(texts.de.outOfService, rest());
            await expect(main.getByText(texts.de.outOfServiceText)).toBeVisible(rest());
            await expect(main.getByRole('button', { name: texts.de.retry })).toBeVisible(rest());
          } else {
            await expect(heading).toHaveText(call.heading, rest());
            await expect(main.getByText(call.failed, { exact: true })).toBeVisible(rest());
            // Nothing veils the page: its controls take a click.
            await main
              .getByRole(call.control.role, { name: call.control.name })
              .first()
              .click({
                trial: true,
                ...rest(),
              });
          }
          expect(errors).toEqual([]);
        });
      }
    });
  }
}

// --- the public start-up: config.json ---------------------------------------------------------------------
//
// The app's first call. It fails closed (hosting.spec: missing, HTML, invalid fields): anything but a valid
// file is the out-of-service page, never the demo – here the answers that spec leaves out.

test.describe('never blank: config.json answers', () => {
  for (const [what, answer] of [
    ['null', json(200, null)],
    ['cut-off JSON', { status: 200, body: '{"apiBaseUrl": "/bac' }],
    ['500', json(500, { message: 'Internal Server Error' })],
    ['a network error', 'network error'],
    ['no answer at all', 'no answer'],
  ] as const) {
    test(`${what}: out of service`, async ({ page }) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.route('**/config.json', (route) => answerWith(route, answer));
      await page.goto('/user/dashboard', { waitUntil: 'commit' });
      const main = page.getByRole('main');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(texts.de.outOfService, {
        timeout: 10_000,
      });
      await expect(main.getByText(texts.de.outOfServiceText)).toBeVisible();
      await expect(main.getByRole('button', { name: texts.de.retry })).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
