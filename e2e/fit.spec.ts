/**
 * Every page fits its window (issue 30 item 10): at phone (390 px), small laptop (1024), laptop (1366) and
 * desktop (1920) width nothing runs off the right edge – the page never scrolls sideways, wide tables scroll in
 * their own box or fold their columns. Measured after the page's data has arrived, as each role sees it.
 */
import { expect, inTheBrowser, type Page, test } from './test';

// Measures text or pixels: in the browser people use (e2e/test.ts).
test.use(inTheBrowser);

/**
 * The widths, in the groups a page is loaded once for: a page opens at the first width of its group and is then
 * widened – the layout answers its media queries live, and the one thing decided at load, whether the side
 * menu starts open, is the same within a group (closed below 1200 px, open from there).
 */
const widthGroups = [
  [390, 1024],
  [1366, 1920],
];

/** The page's own horizontal overflow: how far its content reaches past the window, in CSS pixels. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The element whose right edge reaches furthest past the window, to name in a failure. */
const widest = (page: Page) =>
  page.evaluate(() => {
    let worst = { right: document.documentElement.clientWidth, name: '' };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const { right } = element.getBoundingClientRect();
      if (right > worst.right) {
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
        worst = { right, name: `<${element.tagName.toLowerCase()} class="${element.className}"> ${label}` };
      }
    }
    return worst.name;
  });

/** Boxes that scroll sideways inside the page (a table in a scroll box): named, with how much they hide. */
const scrollingBoxes = (page: Page) =>
  page.evaluate(() =>
    [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => {
        const { overflowX } = getComputedStyle(element);
        return (
          (overflowX === 'auto' || overflowX === 'scroll') && element.scrollWidth > element.clientWidth + 1
        );
      })
      .map(
        (element) =>
          `${element.getAttribute('aria-label') ?? element.className} hides ${element.scrollWidth - element.clientWidth} px`,
      ),
  );

async function expectFits(page: Page, path: string, widths: number[]) {
  const [first = 1366, ...wider] = widths;
  await page.setViewportSize({ width: first, height: 900 });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
  // The data and the code that draws it have arrived (the loading veil is gone).
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await page.waitForLoadState('networkidle');
  await expectFitsNow(page, path, first);
  for (const width of wider) {
    await page.setViewportSize({ width, height: 900 });
    // Laid out at the new width: two frames for media queries and resize observers to have answered.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
    await expectFitsNow(page, path, width);
  }
}

async function expectFitsNow(page: Page, path: string, width: number) {
  const past = await overflow(page);
  expect(
    past,
    `${path} at ${width} px reaches ${past} px past the window: ${past > 0 ? await widest(page) : ''}`,
  ).toBe(0);
  // From a small laptop up, tables show all their columns: nothing hides in a box that scrolls sideways.
  if (width >= 1024) expect(await scrollingBoxes(page), `${path} at ${width} px`).toEqual([]);
}

const publicPaths = ['/', '/faq', '/search?term=Aceton', '/login', '/register', '/pl/faq', '/user/nonsense'];

test.describe('logged out', () => {
  for (const widths of widthGroups) {
    test(`the public pages fit at ${widths.join(' and ')} px`, async ({ page }) => {
      for (const path of publicPaths) await expectFits(page, path, widths);
    });
  }
});

const roles = [
  {
    email: 'einkauf@kundenportal.example',
    paths: [
      '/user/dashboard',
      '/user/basket',
      '/user/favorites',
      '/user/orders',
      '/user/search?term=Aceton',
      '/user/products',
      '/user/documents',
      '/user/profile',
      '/user/contact',
      '/reorder',
      '/requestOffer',
      '/pl/user/orders',
    ],
  },
  {
    email: 'admin@kundenportal.example',
    paths: [
      '/user/dashboard',
      '/user/registrations',
      '/user/usermanagement',
      '/pl/user/registrations',
      '/user/edit',
    ],
  },
];

for (const { email, paths } of roles) {
  test.describe(`logged in as ${email}`, () => {
    test.use({ demoLogin: email });
    for (const widths of widthGroups) {
      test(`every page fits at ${widths.join(' and ')} px`, async ({ page }) => {
        for (const path of paths) await expectFits(page, path, widths);
      });
    }
  });
}
