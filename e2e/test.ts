// Every spec's `test`: Playwright's, with pages that wait, after each navigation, until React drew or hydrated
// the page. The public pages arrive prerendered – their buttons are on screen before their handlers are, so a
// click right after `goto` could land before hydration and do nothing. Users have the same window; tests must
// not depend on winning that race. A navigation with `waitUntil: 'commit'` is left alone (it looks at the HTML).
import {
  type Browser,
  type BrowserContext,
  test as base,
  expect as baseExpect,
  type Locator,
  type Page,
} from '@playwright/test';

import { chromiumArgs, chromiumPath } from '../chromium.config.mjs';

export { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/**
 * `test.use(inTheBrowser)` for tests that measure text or pixels – screenshots, layout shift, fitting a width:
 * they run in the Chromium people use, not in the headless shell the other tests run in, which places glyphs on
 * whole pixels (chromium.config.mjs).
 */
export const inTheBrowser = { launchOptions: { executablePath: chromiumPath(), args: chromiumArgs } };

/** React marks the DOM nodes it owns: #root's first element has the mark once drawn or hydrated. */
const drawnByReact = () => {
  const first = document.getElementById('root')?.firstElementChild;
  return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
};

/**
 * React marks every DOM node it owns; a prerendered page's heading gets the mark when hydrated. A page in the
 * middle of a navigation (a reload the app started) is not hydrated yet: the look that the navigation cut off
 * answers false, so `expect.poll` looks again at the new page instead of failing on the old one's end.
 */
export const isHydrated = (page: Page) =>
  page
    .evaluate(() => {
      const heading = document.querySelector('h1');
      return heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber'));
    })
    .catch((error: unknown) => {
      if (error instanceof Error && /Execution context was destroyed|navigat/i.test(error.message))
        return false;
      throw error;
    });

// A page that never draws fails on the test's own assertions, with its own message.
const whenDrawn = (page: Page) => page.waitForFunction(drawnByReact).catch(() => undefined);

function waitingForReact(page: Page) {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await whenDrawn(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    if (options?.waitUntil !== 'commit') await whenDrawn(page);
    return response;
  };
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** The password of every README demo login. */
export const demoPassword = 'Demo1234!';

/** Fills the open login dialog with a README demo login and sends it. */
export async function logInWithDialog(dialog: Locator, email: string) {
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/Passwort/)
    .first()
    .fill(demoPassword);
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/**
 * One demo login through the dialog, kept as the context's storage – the session in localStorage and the demo
 * backend's state (which knows that session) in IndexedDB – so tests that only need to be logged in start there
 * instead of logging in again (issue 31: the suite shares logins).
 */
async function loginOnce(browser: Browser, baseURL: string, email: string): Promise<StorageState> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await page.waitForFunction(drawnByReact);
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  await logInWithDialog(page.getByRole('dialog'), email);
  await baseExpect(page).toHaveURL(/\/user\/\w+/, { timeout: 20_000 });
  const state = await context.storageState({ indexedDB: true });
  await context.close();
  return state;
}

export const test = base.extend<
  {
    /** A README demo login (e-mail) the test's context starts logged in as; none by default. */
    demoLogin: string | undefined;
  },
  { demoSessions: (email: string) => Promise<StorageState> }
>({
  demoLogin: [undefined, { option: true }],
  demoSessions: [
    async ({ browser }, use, workerInfo) => {
      const baseURL = String(workerInfo.project.use.baseURL);
      const made = new Map<string, Promise<StorageState>>();
      await use((email) => {
        const known = made.get(email) ?? loginOnce(browser, baseURL, email);
        made.set(email, known);
        return known;
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ demoLogin, demoSessions, storageState }, use) => {
    await use(demoLogin ? await demoSessions(demoLogin) : storageState);
  },
  context: async ({ context }, use) => {
    context.on('page', waitingForReact);
    for (const page of context.pages()) waitingForReact(page);
    await use(context);
    // A route handler still at work when the test ends (a proxied request in flight) would meet a disposed
    // response once the context closes – and fail the next test of this worker with it. Its errors go quietly.
    await Promise.all([
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      ...context.pages().map((page) => page.unrouteAll({ behavior: 'ignoreErrors' })),
    ]);
  },
});

/**
 * Holds back every request whose URL matches until `release()`: a slow network for some scripts. Routed on a
 * context it also catches what the demo's service worker fetches for the page.
 */
export async function holdBack(target: Page | BrowserContext, url: RegExp): Promise<{ release(): void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await target.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/**
 * Watches the API requests of a page or context from now on. `settled()`: none is under way. `quiet()`: none has
 * been under way for `ms` – the page's loading chain (token, user, the page's data) is done, so the spec's global
 * loading overlay, which veils the page while a request runs, is gone and stays gone until the user acts. A click
 * before that can land as the veil comes up between one request and the next: pointer down on the button, up on
 * the veil, and no press – as a user's.
 */
export function apiRequests(target: Page | BrowserContext, base = '/api/') {
  let open = 0;
  let changedAt = Date.now();
  const isApi = (request: { url(): string }) => new URL(request.url()).pathname.startsWith(base);
  const change = (by: number) => (request: { url(): string }) => {
    if (!isApi(request)) return;
    open += by;
    changedAt = Date.now();
  };
  target.on('request', change(1));
  target.on('requestfinished', change(-1));
  target.on('requestfailed', change(-1));
  return {
    settled: () => baseExpect.poll(() => open, { message: 'API requests still under way' }).toBe(0),
    /** Counted from the call: the first request of a page just navigated to may still be to come. */
    quiet: (ms = 500) => {
      const calledAt = Date.now();
      return baseExpect
        .poll(() => open === 0 && Date.now() - Math.max(changedAt, calledAt) >= ms, {
          message: `API requests within the last ${ms} ms`,
          intervals: [100],
          timeout: 15_000,
        })
        .toBe(true);
    },
  };
}
