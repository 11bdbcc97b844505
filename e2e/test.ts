// Every spec's `test`: Playwright's, with pages that wait, after each navigation, until React drew or hydrated
// the page. The public pages arrive prerendered – their buttons are on screen before their handlers are, so a
// click right after `goto` could land before hydration and do nothing. Users have the same window; tests must
// not depend on winning that race. A navigation with `waitUntil: 'commit'` is left alone (it looks at the HTML).
import { type BrowserContext, test as base, type Page } from '@playwright/test';

export { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';

/** React marks the DOM nodes it owns: #root's first element has the mark once drawn or hydrated. */
const drawnByReact = () => {
  const first = document.getElementById('root')?.firstElementChild;
  return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
};

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

export const test = base.extend({
  context: async ({ context }, use) => {
    context.on('page', waitingForReact);
    for (const page of context.pages()) waitingForReact(page);
    await use(context);
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
