import { devices } from '@playwright/test';
import { expect, inTheBrowser, isHydrated, test } from './test';

// Nothing moves while a page loads (issue 16): layout shift and the fallback font's metrics. These measure text,
// so they run in the browser people use, not in the headless shell (e2e/test.ts).
test.use(inTheBrowser);

test('the logged-in dashboard and search do not shift while they load on a phone (CLS < 0.05)', async ({
  browser,
  baseURL,
}) => {
  // Lighthouse's mobile setting: a 412 × 823 phone, 4× slower CPU, slow 4G, cold cache – late content
  // (the user, basket and favourites in the header, the page's code and data) arrives visibly late then.
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  await context.addInitScript(() => {
    const w = window as unknown as { layoutShift: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) w.layoutShift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const page = await context.newPage();
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('einkauf@kundenportal.example');
  await dialog.getByRole('textbox', { name: 'Passwort' }).fill('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();

  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  for (const path of ['/user/dashboard', '/user/search']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    // Shifts are summed from the navigation on; what is still loading after networkidle has had its chance.
    await page.evaluate(() => new Promise((done) => setTimeout(done, 1000)));
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.05);
  }
  await context.close();
});

test('the prerendered home page does not shift while it hydrates on a phone @mobile', async ({ page }) => {
  await page.goto('/');
  await expect.poll(() => isHydrated(page)).toBe(true);
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  expect(shift).toBeLessThan(0.01);
});

test('until Barlow has arrived, the fallback font sets every public page exactly as Barlow will @mobile', async ({
  browser,
}) => {
  // The swap to Barlow moves nothing only when the metric-matched fallback (apps/portal/src/fonts.css) breaks
  // every line where Barlow does: the same boxes with the fonts held back as with them.
  const boxes = async (path: string, blockFonts: boolean) => {
    const context = await browser.newContext({ ...devices['Pixel 7'] });
    const page = await context.newPage();
    if (blockFonts) await page.route(/\.woff2$/, (route) => route.abort());
    await page.goto(path);
    // What config.json adds once the page is hydrated (the prerendered page has none of it) – the FAQ's support
    // contact, the login link the demo backend offers – is measured in both runs alike: after it came.
    if (path.endsWith('/faq')) await page.locator('main a[href^="mailto:"]').first().waitFor();
    if (path === '/login')
      await page.getByRole('main').getByRole('button', { name: 'Login-Link anfordern' }).waitFor();
    await page.evaluate(() => document.fonts.ready);
    const sizes = await page
      .locator('main :is(h1, h2, h3, p, li, button, label, a)')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const { top, height } = element.getBoundingClientRect();
          return `${element.tagName} ${Math.round(top)} ${Math.round(height)}`;
        }),
      );
    await context.close();
    return sizes;
  };
  for (const path of ['/', '/faq', '/login', '/pl/faq']) {
    expect(await boxes(path, true), path).toEqual(await boxes(path, false));
  }
});
