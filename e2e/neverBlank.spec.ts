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
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiBaseUrl: '/backend' } }));
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
async function demoLogin(page: Page) {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill('kunde@kundenportal.example');
  await dialog
    .getByLabel(/Passwort/)
    .first()
    .fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
  // A tab's first login starts the demo's mock backend (see home.ts).
  await expect(page).toHaveURL(/\/user\/search$/, { timeout: 15_000 });
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
    for (const [what, answer, outcome] of variants) {
      // German for all; English for a few, so "in their language" is seen, not assumed.
      const locale: Locale =
        what === '500' || what === 'no answer at all' || what === 'HTML with 200' ? 'en' : 'de';
      test(`${what}: ${outcome} (${locale})`, async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        if (mode === 'demo') await demoLogin(page);
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
