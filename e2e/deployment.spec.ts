// A supplier's deployment on the production build, without a rebuild (issue 28): its config.json names other legal
// pages, a support contact, a logo and DIN files in the brand folder beside it. Playwright plays the host's
// config.json and /brand/ (on the context, so the demo's service worker's fetches are caught too).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { acmeDeployment, acmeLogo } from '../packages/portal-features/src/shared/testing/acmeConfig';
import { servePortal } from '../scripts/serve.mjs';
import { liveConfig } from './liveConfig';
import { type BrowserContext, expect, type Page, test } from './test';

// "DIN" is a real woff2 that is not Barlow – Storybook's Nunito Sans – so the page shows which face it set.
const storybookAssets = join(
  dirname(createRequire(import.meta.url).resolve('storybook/package.json')),
  'assets/browser',
);
const brandFiles: Record<string, { contentType: string; body: Buffer | string }> = {
  [acmeLogo]: {
    contentType: 'image/svg+xml',
    body: readFileSync(join(import.meta.dirname, '../.storybook/static/brand/acme-logo.svg')),
  },
  '/brand/din-regular.woff2': {
    contentType: 'font/woff2',
    body: readFileSync(join(storybookAssets, 'nunito-sans-regular.woff2')),
  },
  '/brand/din-bold.woff2': {
    contentType: 'font/woff2',
    body: readFileSync(join(storybookAssets, 'nunito-sans-bold.woff2')),
  },
};

const deployment = {
  ...acmeDeployment,
  brand: {
    logo: acmeLogo,
    fonts: { regular: '/brand/din-regular.woff2', bold: '/brand/din-bold.woff2' },
  },
};

/** The host answers config.json with `config` and /brand/ from the brand folder; a live backend is down. */
async function host(context: BrowserContext, config: Record<string, unknown>) {
  await context.route('**/config.json', (route) => route.fulfill({ json: config }));
  await context.route('**/brand/**', (route) => {
    const file = brandFiles[new URL(route.request().url()).pathname];
    return file
      ? route.fulfill({ contentType: file.contentType, body: file.body })
      : route.fulfill({ status: 404, body: 'Not found' });
  });
  await context.route('**/backend/**', (route) => route.fulfill({ status: 503, json: { message: 'down' } }));
}

const live = liveConfig('/backend', deployment);

const texts = {
  de: { privacy: 'https://www.acme.test/datenschutz', hours: 'Mo–Fr 7–18 Uhr', prefix: '' },
  pl: { privacy: 'https://www.acme.test/pl/prywatnosc', hours: 'pon.–pt. 7–18', prefix: '/pl' },
} as const;

/** What config.json names shows on the page: legal links in the footer, the logo in header and footer. */
async function expectDeployment(page: Page, locale: keyof typeof texts) {
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator(`a[href="${texts[locale].privacy}"]`)).toBeVisible();
  await expect(footer.locator('a[href="https://www.acme.test/impressum"]')).toBeVisible();
  await expect(footer).toContainText('Acme Chemicals AG');
  await expect(footer.locator('a[href*="kundenportal.example"]')).toHaveCount(0);
  for (const place of [page.getByRole('banner'), footer]) {
    const logo = place.getByRole('img', { name: 'Acme Chemicals AG' });
    await expect(logo).toHaveAttribute('src', acmeLogo);
    await expect
      .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  }
}

/** The support contact config.json names, as links, with the hours in the page's locale. */
async function expectSupport(region: ReturnType<Page['getByRole']>, locale: keyof typeof texts) {
  await expect(region.getByRole('link', { name: 'hilfe@acme.test' })).toHaveAttribute(
    'href',
    'mailto:hilfe@acme.test',
  );
  await expect(region.getByRole('link', { name: '+49 89 4711-0' })).toHaveAttribute('href', 'tel:+498947110');
  await expect(region).toContainText(texts[locale].hours);
}

/** A page where the support is offered under `region`'s heading, in the deployment's frame. */
async function expectSupportOn(page: Page, region: string, locale: keyof typeof texts) {
  await expectSupport(page.getByRole('region', { name: region }), locale);
  await expectDeployment(page, locale);
}

/** The family of the face Chromium drew an element's text in (DevTools' "Rendered fonts"). */
async function renderedFont(page: Page, selector: string): Promise<string> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName).join(', ');
}

test.describe('a deployment configured by its config.json', () => {
  for (const locale of ['de', 'pl'] as const) {
    const { prefix } = texts[locale];
    test(`shows its legal links, support and logo on the public pages (${locale})`, async ({
      page,
      context,
    }) => {
      await host(context, live);
      for (const path of [prefix || '/', `${prefix}/login`, `${prefix}/search`]) {
        await page.goto(path);
        await expectDeployment(page, locale);
      }
      await page.goto(`${prefix}/faq`);
      await expectDeployment(page, locale);
      await expectSupport(page.locator('#contact'), locale);
    });
  }

  test('where a user is stuck – the backend out of service – it offers the support contact', async ({
    page,
    context,
  }) => {
    await host(context, live);
    await page.goto('/pl/outofservice');
    await expect(page.getByRole('button', { name: 'Spróbuj ponownie' })).toBeVisible();
    await expectSupportOn(page, 'Wsparcie', 'pl');
  });

  // Served by the demo server from a folder as an operator lays it out (config.json, brand/): Playwright's routes
  // would turn the browser's cache off, and without it each page fetched the faces anew – sometimes later than
  // font-display: optional waits (then the page rightly stays in Barlow).
  test('sets its text in the DIN files from the next page on, and nothing moves as they arrive', async ({
    browser,
  }) => {
    const folder = mkdtempSync(join(tmpdir(), 'kp-deployment-'));
    mkdirSync(join(folder, 'brand'));
    for (const [path, file] of Object.entries(brandFiles)) writeFileSync(join(folder, path), file.body);
    writeFileSync(join(folder, 'config.json'), JSON.stringify(live));
    const server = await servePortal({ port: 0, configFile: join(folder, 'config.json') });
    const context = await browser.newContext({
      baseURL: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    });
    try {
      await context.addInitScript(() => {
        const w = window as unknown as { layoutShift: number; violations: string[] };
        w.layoutShift = 0;
        w.violations = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number }[])
            w.layoutShift += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        document.addEventListener('securitypolicyviolation', (event) =>
          w.violations.push(event.violatedDirective),
        );
      });
      const page = await context.newPage();
      // The first page of a first visit: the portal learns of the files as it starts – after the first paint –
      // and fetches them for the next page; this one stays in Barlow.
      const fetched = Promise.all([
        page.waitForResponse('**/brand/din-regular.woff2'),
        page.waitForResponse('**/brand/din-bold.woff2'),
      ]);
      await page.goto('/faq');
      await fetched;
      await expectDeployment(page, 'de');
      expect(await renderedFont(page, 'h1')).toBe('Barlow');
      expect(await page.evaluate(() => [...document.fonts].some((face) => face.family === 'DIN'))).toBe(
        false,
      );

      for (const path of ['/pl/faq', '/login']) {
        await page.goto(path);
        await expectDeployment(page, path.startsWith('/pl') ? 'pl' : 'de');
        await page.evaluate(() => document.fonts.ready);
        const faces = await page.evaluate(() =>
          [...document.fonts]
            .filter((face) => face.family === 'DIN')
            .map((face) => `${face.weight} ${face.display} ${face.status}`),
        );
        expect(faces, path).toEqual(['400 optional loaded', '700 optional loaded']);
        expect(await page.evaluate(() => document.fonts.check('700 16px DIN')), path).toBe(true);
        // Drawn in the operator's face (the file's own name), headings bold and text regular.
        expect(await renderedFont(page, 'h1'), path).toBe('Nunito Sans');
        expect(await renderedFont(page, 'footer p'), path).toBe('Nunito Sans');
        const measured = await page.evaluate(() => {
          const { layoutShift, violations } = window as unknown as {
            layoutShift: number;
            violations: string[];
          };
          return { layoutShift, violations };
        });
        expect(measured, path).toEqual({ layoutShift: 0, violations: [] });
      }
    } finally {
      await context.close();
      await new Promise((done) => server.close(done));
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test.describe('logged in (the demo backend with the deployment’s settings)', () => {
    test.use({ demoLogin: 'kunde@kundenportal.example' });

    test('the contact page offers the support beside the contact person', async ({ page, context }) => {
      await host(context, { demo: true, ...deployment });
      await page.goto('/user/contact');
      await expect(page.getByRole('region', { name: 'Ihr Ansprechpartner' })).toBeVisible();
      await expectSupportOn(page, 'Support', 'de');
    });
  });

  test('an invalid config.json (no legal links) is the out-of-service page, naming no example contact', async ({
    page,
    context,
  }) => {
    const { legal: _legal, ...withoutLegal } = live;
    await host(context, withoutLegal);
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    for (const path of ['/', '/pl/faq']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        path === '/' ? 'Technische Störung!' : 'Awaria techniczna!',
      );
      await expect(page).toHaveURL(/\/outofservice/);
      // Neither the operator's contact (not known) nor the demo's example one; the legal pages unlinked.
      await expect(page.locator('a[href^="mailto:"], a[href*="kundenportal.example"]')).toHaveCount(0);
      await expect(page.getByRole('contentinfo').locator('a[href^="http"]')).toHaveCount(0);
    }
    expect(problems.join('\n')).toContain(
      'legal is missing – a live portal must link its privacy policy and imprint',
    );
  });
});
