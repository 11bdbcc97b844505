// Punchout (issue 44): a procurement system – the buyer's side `npm run mock-api` serves at /buyer/ – starts a
// session in OCI or cXML, the buyer shops in the portal and hands the basket back; the buyer's side shows what
// arrived, parsed, as a requisition. The portal runs on a host of its own per test – the demo server
// (scripts/serve.mjs), with a live config.json naming the mock as its backend and as the procurement system's
// origin: the CSP's form-action and frame-ancestors come from that file, as an operator's would. Not nginx: its
// start precompresses the whole build again (~7 s a test); its CSP from the same file is scripts/nginx.test.ts's.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { optionalOperations } from '../packages/api-client/src/generated/operations';
import { type MockApi, serveMockApi } from '../scripts/mockApi.mjs';
import { servePortal } from '../scripts/serve.mjs';
import { liveConfig } from './liveConfig';
import { expect, type Page, test } from './test';

/** The suite's CSP collector (playwright.config.ts): a violation on these hosts fails the run too. */
const cspPort = Number(process.env.E2E_CSP_PORT ?? Number(process.env.E2E_PORT ?? 4391) + 1);

function freePort(): Promise<number> {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => done(port));
    });
  });
}

interface Punchout {
  mock: MockApi;
  portal: string;
}

let stopAll: (() => Promise<void>) | undefined;
test.afterEach(async () => {
  await stopAll?.();
  stopAll = undefined;
});

/** The mock backend with its buyer's side, and the portal on its own host with a config.json naming it. */
async function punchout(): Promise<Punchout> {
  const [mockPort, portalPort] = [await freePort(), await freePort()];
  const portal = `http://127.0.0.1:${portalPort}`;
  const mock = await serveMockApi({ port: mockPort, portal });
  const folder = mkdtempSync(join(tmpdir(), 'kp-punchout-'));
  const configFile = join(folder, 'config.json');
  const config = liveConfig(mock.baseUrl, {
    capabilities: optionalOperations,
    punchout: { origins: [mock.origin] },
  });
  writeFileSync(configFile, JSON.stringify(config));
  const cspReportUri = `http://127.0.0.1:${cspPort}/`;
  const server = await servePortal({ port: portalPort, configFile, cspReportUri });
  stopAll = async () => {
    server.closeAllConnections();
    await new Promise((done) => server.close(() => done(undefined)));
    await mock.close();
    rmSync(folder, { recursive: true, force: true });
  };
  return { mock, portal };
}

/** Starts a punchout on the buyer's side: the system's group of the page, its options, its start button. */
async function startFrom(
  page: Page,
  mock: MockApi,
  format: 'OCI' | 'cXML',
  { language = 'de', foreignHook = false } = {},
) {
  // No React on the buyer's side: nothing to wait for but the page itself.
  await page.goto(`${mock.origin}/buyer/`, { waitUntil: 'commit' });
  const group = page.getByRole('group', {
    name: format === 'OCI' ? 'OCI 4.0 (SAP SRM)' : 'cXML 1.2 (Coupa)',
  });
  await group.getByLabel('Sprache').selectOption(language);
  if (foreignHook) await group.getByRole('checkbox').check();
  await group.getByRole('button', { name: `Punchout mit ${format} starten` }).click();
}

/**
 * Searches everything, adds the first `count` results to the basket and answers the material numbers of those and
 * of the next one (left for the quick order).
 */
async function addFromSearch(page: Page, count: number, texts: { term: string; added: string }) {
  const field = page.getByRole('searchbox', { name: texts.term });
  await field.fill('%');
  await field.press('Enter');
  const articles = page.getByRole('main').getByRole('article');
  await expect(articles.first()).toBeVisible();
  const numbers: string[] = [];
  for (let index = 0; index < count + 1; index++)
    numbers.push(
      (await articles
        .nth(index)
        .locator('dt', { hasText: /^(Materialnummer|Material number)$/ })
        .locator('+ dd')
        .textContent()) ?? '',
    );
  for (let index = 0; index < count; index++) {
    await articles
      .nth(index)
      .getByRole('button', { name: /in den Warenkorb legen$|to the basket$/ })
      .click();
    await expect(page.getByText(texts.added).first()).toBeVisible();
  }
  return numbers;
}

/**
 * Every position arrived: the buyer's side lists each material number once, with a quantity, an ISO unit, a
 * description and a price; `quantities` checks the amounts known for some of them.
 */
async function expectRequisition(page: Page, numbers: readonly string[], quantities: Record<string, string>) {
  for (const number of numbers) {
    const [, material, quantity, unit, description, price] = await requisitionRow(page, number);
    expect(material).toBe(number);
    expect(Number(quantity)).toBeGreaterThan(0);
    if (quantities[number]) expect(quantity).toBe(quantities[number]);
    expect(unit).toMatch(/^[A-Z]{2,3}$/);
    expect(description?.length).toBeGreaterThan(3);
    expect(price).toMatch(/^\d+\.\d{2} EUR$/);
  }
}

/** The requisition's row of a material number on the buyer's side: its cells as texts. */
async function requisitionRow(page: Page, materialNumber: string) {
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: materialNumber, exact: true }) });
  await expect(row).toHaveCount(1);
  return row.getByRole('cell').allTextContents();
}

test('OCI: a buyer punches out from SAP SRM, fills the basket (search and quick order) and hands it back', async ({
  page,
}) => {
  const { mock } = await punchout();
  await startFrom(page, mock, 'OCI');
  await expect(page).toHaveURL(/\/user\/search$/);
  const banner = page.getByRole('region', { name: 'Einkauf aus Ihrem Einkaufssystem' });
  await expect(banner).toContainText('Einkauf aus SAP SRM: Ihr Warenkorb geht an SAP SRM zurück');

  const numbers = await addFromSearch(page, 2, {
    term: 'Suchbegriff',
    added: 'Das Produkt wurde in den Warenkorb gelegt.',
  });
  const [first, second, third] = numbers as [string, string, string];
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Warenkorb, / })
    .click();
  const quick = page.getByRole('region', { name: 'Schnellbestellung' });
  await quick.getByRole('textbox', { name: /Materialnummer und Menge/ }).fill(`${third}\t3`);
  await quick.getByRole('button', { name: 'In den Warenkorb übernehmen' }).click();
  await expect(
    page.getByText(/Produkt wurde in den Warenkorb gelegt|Produkte wurden in den Warenkorb gelegt/),
  ).toBeVisible();
  // Ordering here gives way to the procurement system.
  await expect(page.getByRole('link', { name: 'Bestellen', exact: true })).toHaveCount(0);
  await page.getByRole('main').getByRole('link', { name: 'An Ihr Einkaufssystem übertragen' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'An Ihr Einkaufssystem übertragen' }),
  ).toBeVisible();
  await expect(page.getByText(/^\d+ Positionen werden übertragen\.$/)).toBeVisible();
  await page.getByRole('button', { name: 'An Ihr Einkaufssystem übertragen' }).click();

  // The browser posted the OCI fields to the hook: the buyer's side shows the requisition.
  await expect(page).toHaveURL(new RegExp(`^${mock.origin}/buyer/hook\\?session=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellanforderung' })).toBeVisible();
  await expect(page.getByText('~OkCode=ADDI ~CALLER=CTLG')).toBeVisible();
  await expectRequisition(page, [first, second, third], { [third]: '3' });
  expect(mock.requisitions).toHaveLength(1);

  // Handed back once: the session is over, going back sends nothing again.
  await page.goBack();
  await expect(page.getByRole('button', { name: 'An Ihr Einkaufssystem übertragen' })).toHaveCount(0);
  expect(mock.requisitions).toHaveLength(1);
});

test('cXML in English: a buyer punches out from Coupa and hands back a PunchOutOrderMessage @en', async ({
  page,
}) => {
  const { mock } = await punchout();
  await startFrom(page, mock, 'cXML', { language: 'en' });
  await expect(page).toHaveURL(/\/en\/user\/search$/);
  await expect(page.getByRole('region', { name: 'Shopping from your procurement system' })).toContainText(
    'Shopping from Coupa',
  );
  const numbers = await addFromSearch(page, 2, {
    term: 'Search term',
    added: 'The product was added to the basket.',
  });
  const [first, second, third] = numbers as [string, string, string];
  await page
    .getByRole('banner')
    .getByRole('link', { name: /^Cart, / })
    .click();
  const quick = page.getByRole('region', { name: 'Quick order' });
  await quick.getByRole('textbox', { name: /Material number and amount/ }).fill(`${third}\t2`);
  await quick.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByText(/product was added|products were added/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Transfer to your procurement system' }).click();
  await page.getByRole('button', { name: 'Transfer to your procurement system' }).click();

  await expect(page).toHaveURL(new RegExp(`^${mock.origin}/buyer/hook\\?session=`));
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellanforderung' })).toBeVisible();
  await expect(page.getByText('BuyerCookie passt')).toBeVisible();
  await expect(page.getByText(/Positionen, Summe \d+\.\d{2} EUR/)).toBeVisible();
  await expectRequisition(page, [first, second, third], { [third]: '2' });
});

test('cancelling hands back an empty basket', async ({ page }) => {
  const { mock } = await punchout();
  await startFrom(page, mock, 'OCI');
  await page.getByRole('region', { name: 'Einkauf aus Ihrem Einkaufssystem' }).getByRole('link').click();
  await page.getByRole('button', { name: 'Abbrechen und zurück zu SAP SRM' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Punchout abgebrochen' })).toBeVisible();
  expect(mock.requisitions.map((requisition) => requisition.positions.length)).toEqual([0]);
});

test('a spent start link says so and starts nothing', async ({ page }) => {
  const { mock } = await punchout();
  // The procurement system's catalog call, as SAP SRM sends it; the backend answers the portal's start URL.
  const call = new URLSearchParams({
    HOOK_URL: `${mock.origin}/buyer/hook`,
    '~TARGET': '_top',
    USERNAME: 'kunde@kundenportal.example',
    PASSWORD: 'Demo1234!',
  });
  const setup = await fetch(`${mock.origin}/punchout/oci?${call}`, { redirect: 'manual' });
  const start = setup.headers.get('location') ?? '';
  await page.goto(start);
  await expect(page).toHaveURL(/\/user\/search$/);
  await page.goto(start);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Dieser Einkaufslink gilt nicht mehr' }),
  ).toBeVisible();
  await expect(page.getByText(/wurde schon benutzt oder ist abgelaufen/)).toBeVisible();
});

test('a hook on an origin config.json does not list gets nothing', async ({ page }) => {
  const { mock, portal } = await punchout();
  // The host's CSP from the same config: the hand-back only there, and only there may frame the portal.
  const csp = (await fetch(`${portal}/punchout`)).headers.get('content-security-policy') ?? '';
  expect(csp).toContain(`form-action 'self' ${mock.origin};`);
  expect(csp).toContain(`frame-ancestors ${mock.origin};`);
  await startFrom(page, mock, 'OCI', { foreignHook: true });
  await expect(page).toHaveURL(/\/user\/search$/);
  await page.getByRole('region', { name: 'Einkauf aus Ihrem Einkaufssystem' }).getByRole('link').click();
  const foreign = mock.origin.replace('127.0.0.1', 'localhost');
  await expect(page.getByText(`An ${foreign} überträgt dieses Portal nicht`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'An Ihr Einkaufssystem übertragen' })).toHaveCount(0);
  expect(mock.requisitions).toHaveLength(0);
});
