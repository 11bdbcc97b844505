import { expect, test } from './test';

// Issue 16, lean entry: what a page does not need at first stays off its critical path and still works.

const mockWorkers = () =>
  navigator.serviceWorker
    .getRegistrations()
    .then(
      (registrations) =>
        registrations.filter((r) =>
          [r.active, r.waiting, r.installing].some((w) => w?.scriptURL.endsWith('/mockServiceWorker.js')),
        ).length,
    );

test('demo mode starts the mock backend with the first API call, not before the first render', async ({
  page,
}) => {
  const demoRequests: string[] = [];
  page.on('request', (request) => {
    if (/mockServiceWorker\.js|\/(browser|demoBackend)-[^/]*\.js$/.test(request.url()))
      demoRequests.push(request.url());
  });
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A public page that calls no API never loads the mock (MSW, seeded data) nor registers its worker.
  await page.waitForLoadState('networkidle');
  expect(demoRequests).toEqual([]);
  expect(await page.evaluate(mockWorkers)).toBe(0);

  // The first API call (the public product search) starts it, and is answered by it.
  await page.goto('/search?term=%25');
  await expect(page.getByText(/^5 von \d+ Treffern angezeigt$/)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('article')).toHaveCount(5);
  expect(demoRequests.length).toBeGreaterThan(0);
  expect(await page.evaluate(mockWorkers)).toBe(1);
});

test('the cookie note, loaded on first use, opens from the footer by keyboard and closes with Escape', async ({
  page,
}) => {
  await page.goto('/');
  const button = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Cookies im Kundenportal' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // Focus goes back to the button that opened it (it once fell to the page's h1: PageChangeFocus's fallback
  // ran before react-aria's focus restore).
  await expect(button).toBeFocused();
  await expect(dialog.getByText(/Cookie/).first()).toBeHidden();
});

test('the language menu, loaded apart, opens by keyboard on its first item and closes with Escape', async ({
  page,
}) => {
  await page.goto('/faq');
  const button = page.getByRole('banner').getByRole('button', { name: /Sprache/ });
  await button.focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();
  // A second opening by pointer shows the same menu; choosing a language goes there.
  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/faq$/);
});

test('a page loaded on demand asks for its chunks a few per task, and still draws', async ({ page }) => {
  // Vite's preload helper once appended all of a page's links (35 for the dashboard) in one task – a long
  // task on a phone. preloadInTurns.mjs appends the page's own chunk at once and the rest six per task, and so
  // does the boot script with the route's code its HTML names (issue 43.3). A MutationObserver's records come
  // at the end of each task (or sooner), so no batch may hold more than six.
  await page.addInitScript(() => {
    const batches: number[] = [];
    Object.assign(window, { linkBatches: batches });
    new MutationObserver((records) => {
      const added = records.flatMap((record) => [...record.addedNodes]);
      const links = added.filter((node) => node instanceof HTMLLinkElement && /\/assets\//.test(node.href));
      // The parser's own (the fonts, the inlined styles' disabled links) are no task's.
      if (links.length > 0 && document.readyState !== 'loading') batches.push(links.length);
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/login');
  await page.getByRole('textbox', { name: /E-Mail/ }).fill('einkauf@kundenportal.example');
  await page.getByRole('textbox', { name: 'Passwort' }).fill('Demo1234!');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ })).toBeVisible();

  await page.goto('/user/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const batches = await page.evaluate(() => (window as unknown as { linkBatches: number[] }).linkBatches);
  expect(
    batches.reduce((sum, links) => sum + links, 0),
    'links the dashboard asked for',
  ).toBeGreaterThan(20);
  expect(batches.length, 'batches appended').toBeGreaterThan(3);
  expect(Math.max(...batches), `links per batch: ${batches.join(', ')}`).toBeLessThanOrEqual(6);
  // The page still draws its widgets.
  await expect(page.getByRole('region').first()).toBeVisible();
});
