// axe over the running portal, for what the story tests cannot see: the prerendered pages once hydrated, and
// what a screen reader meets right after a login through the header's dialog – every 500 ms for 10 s, nothing
// serious: no unnamed node (react-aria's pending-button announcement pointed at the dialog's button once it
// was gone, an unnamed image for ~7 s), no reference to an id that is not there.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from './test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Finding {
  id: string;
  impact: string | null;
  targets: string[];
}

/** axe over the whole document; colour contrast is left out while dialogs fade (it is checked in the stories). */
async function seriousFindings(page: Page): Promise<Finding[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (no inline script is added).
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        nodes: { target: string[]; html: string; failureSummary?: string }[];
      }[];
    }
    const results = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact,
        targets: violation.nodes.map(
          (node) => `${node.target.join(' ')}: ${node.html} – ${node.failureSummary ?? ''}`,
        ),
      }));
  });
}

test('after a dialog login, axe finds nothing serious at any moment of the first 10 s', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByRole('textbox', { name: /E-Mail/ }).fill('kunde@kundenportal.example');
  await dialog
    .getByLabel(/^Passwort\*?$/)
    .first()
    .fill('Demo1234!');
  await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();

  const findings: { at: number; finding: Finding }[] = [];
  const start = Date.now();
  // A sample every 500 ms (axe itself takes a moment), for 10 s: 20 looks at the page as it settles.
  for (let sample = 0; sample < 20; sample++) {
    for (const finding of await seriousFindings(page)) findings.push({ at: Date.now() - start, finding });
    await page.waitForTimeout(Math.max(0, start + (sample + 1) * 500 - Date.now()));
  }
  await expect(page.getByRole('button', { name: 'Benutzermenü von Sabine Krüger' })).toBeVisible();
  expect(findings).toEqual([]);
});

// The prerendered pages are hydrated, not redrawn: an id React numbers differently in the browser than in the
// prerender would leave a reference (aria-controls, aria-labelledby) pointing at nothing.
for (const path of ['/', '/login', '/faq', '/search?term=Aceton', '/en/register', '/outofservice']) {
  test(`${path}: once hydrated and its parts loaded, axe finds nothing serious`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await seriousFindings(page)).toEqual([]);
  });
}
