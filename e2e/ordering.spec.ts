/**
 * The reorder and offer-request wizards end to end on the production build in demo mode: the demo customer's
 * seeded basket → three steps → one order. The mock keeps its state in IndexedDB, where the test counts orders.
 */
import { readMockState } from './mockState';
import { expect, type Page, test } from './test';

const password = 'Demo1234!';

async function logInAt(page: Page, path: string, email = 'kunde@kundenportal.example') {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /E-Mail/i }).fill(email);
  await dialog
    .getByLabel(/^(Passwort|Password)\*?$/)
    .first()
    .fill(password);
  await dialog.getByRole('button', { name: /^(Anmelden|Log in)$/ }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

/** What the demo backend received: its submissions of this kind (orders or offer requests). */
async function submissions(page: Page, kind: 'order' | 'offer'): Promise<number> {
  const raw = await readMockState(page);
  const db = raw ? (JSON.parse(raw) as { submissions?: { kind: string }[] }) : {};
  return (db.submissions ?? []).filter((submission) => submission.kind === kind).length;
}

/**
 * Ticks a react-aria checkbox the way a keyboard user does. Its input is visually hidden, so a forced
 * click at the input's centre could land beside it while the error summary shifts the layout (CI flake).
 */
async function tick(page: Page, name: string | RegExp, checked = true) {
  const box = page.getByRole('checkbox', { name });
  if ((await box.isChecked()) !== checked) {
    await box.focus();
    await page.keyboard.press('Space');
  }
  await expect(box).toBeChecked({ checked });
}

async function enterDate(page: Page, label: RegExp, digits: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(digits);
}

async function deliveryStep(
  page: Page,
  texts = { date: /Lieferdatum/, reference: 'Ihre Referenz', next: 'Weiter' },
) {
  await enterDate(page, texts.date, '15062030');
  await page.getByRole('textbox', { name: texts.reference }).fill('PO-E2E-1');
  await page.getByRole('button', { name: texts.next, exact: true }).click();
}

test('a customer reorders the basket in three steps; the basket is emptied', async ({ page }) => {
  await logInAt(page, '/reorder');
  await expect(page.getByRole('heading', { level: 1, name: 'Nachbestellen' })).toBeVisible();
  const lines = page.getByRole('listitem').filter({ has: page.getByText(/^Materialnummer: \d+$/) });
  await expect(lines.first()).toBeVisible();
  const products = await lines.count();
  expect(products).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Lieferbedingungen' })).toBeFocused();
  await deliveryStep(page);
  await expect(page.getByRole('heading', { level: 2, name: 'Prüfen & Bestellen' })).toBeVisible();
  await expect(page.getByText('15.06.2030')).toBeVisible();

  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('link', { name: 'Bitte akzeptieren Sie die AGB.' })).toBeVisible();
  await tick(page, /AGB/);
  await tick(page, /Tagespreise gelten/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  await expect(page.getByText(/^Ihre Bestellnummer: \d+$/)).toBeVisible();
  await expect(page.getByText('Die bestellten Produkte wurden aus Ihrem Warenkorb entfernt.')).toBeVisible();
  expect(await submissions(page, 'order')).toBe(1);

  // Nothing left to reorder.
  await page.goto('/reorder');
  await expect(page.getByRole('heading', { name: 'Ihr Warenkorb ist leer' })).toBeVisible();
});

test('a reload on step 2 keeps the input', async ({ page }) => {
  await logInAt(page, '/reorder');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await enterDate(page, /Lieferdatum/, '15062030');
  await page.getByRole('textbox', { name: 'Ihre Referenz' }).fill('PO-RELOAD');
  await tick(page, 'Warenempfänger ist identisch mit dem Besteller', false);
  await page.getByRole('textbox', { name: /^Firma/ }).fill('Lager Süd GmbH');

  await page.reload();
  await expect(page.getByText('Schritt 2 von 3')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('PO-RELOAD');
  await expect(page.getByRole('textbox', { name: /^Firma/ })).toHaveValue('Lager Süd GmbH');
  await expect(
    page.getByRole('checkbox', { name: 'Warenempfänger ist identisch mit dem Besteller' }),
  ).not.toBeChecked();
});

test('a lost answer to the order and the retry place exactly one order', async ({ page }) => {
  // The network drops the answers (the order reached the demo backend) of the first sending and the API client's
  // three retries, as a connection lost after the request went out would.
  await page.addInitScript(() => {
    const original = window.fetch.bind(window);
    // Counted across page loads: the init script runs again after every navigation.
    const count = () => Number(sessionStorage.getItem('e2e.dropped') ?? 0);
    window.fetch = async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const response = await original(input, init);
      if (request.method === 'POST' && new URL(request.url).pathname === '/api/order' && count() < 4) {
        sessionStorage.setItem('e2e.dropped', String(count() + 1));
        throw new TypeError('Failed to fetch');
      }
      return response;
    };
  });
  await logInAt(page, '/reorder');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await deliveryStep(page);
  await tick(page, /AGB/);
  await tick(page, /Tagespreise gelten/);
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

  // Four sendings and the client's retry delays between them (0.3 + 0.6 + 1.2 s): more than the default 5 s leaves
  // on two busy cores.
  await expect(page).toHaveURL(/\/outofservice\?from=%2Freorder$/, { timeout: 15_000 });
  expect(await submissions(page, 'order')).toBe(1);

  // Back to the wizard: this tab continues where it was, and sending again replays the first order.
  await page.goto('/reorder');
  await expect(page.getByRole('heading', { level: 2, name: 'Prüfen & Bestellen' })).toBeVisible();
  await expect(page.getByText(/Senden Sie erneut – sie wird nicht doppelt angelegt\./)).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Bestellung' })).toBeVisible();
  expect(await submissions(page, 'order')).toBe(1);
});

test('abort asks first and then discards the input', async ({ page }) => {
  await logInAt(page, '/reorder');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('textbox', { name: 'Ihre Referenz' }).fill('PO-ABORT');

  await page.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Bearbeitung abbrechen' });
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('PO-ABORT');

  await page.getByRole('button', { name: 'Abbrechen', exact: true }).click();
  await dialog.getByRole('button', { name: 'Ja, abbrechen' }).click();
  await expect(page).toHaveURL(/\/user\/basket$/);

  await page.goto('/reorder');
  await expect(page.getByText('Schritt 1 von 3')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Ihre Referenz' })).toHaveValue('');
});

test('an offer request in English with a custom position', async ({ page }) => {
  await logInAt(page, '/en/requestOffer');
  await expect(page.getByRole('heading', { level: 1, name: 'Request a quote' })).toBeVisible();
  await page.getByRole('button', { name: 'Add position' }).click();
  await expect(page.getByRole('textbox', { name: /^Description/ })).toBeFocused();
  await page.getByRole('textbox', { name: /^Description/ }).fill('Special resin, 2-component');
  const custom = page.getByRole('listitem', { name: 'Position 1' });
  await custom.getByRole('textbox', { name: /^Quantity/ }).fill('3');
  await custom.getByRole('button', { name: /Unit/ }).click();
  await page.getByRole('option', { name: 'KG', exact: true }).click();

  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await deliveryStep(page, { date: /Delivery date/, reference: 'Your reference', next: 'Next' });
  await expect(page.getByRole('heading', { level: 2, name: 'Review & request' })).toBeVisible();
  await expect(page.getByText('Special resin, 2-component')).toBeVisible();
  await tick(page, /general terms/);
  await tick(page, /daily prices apply/);
  await page.getByRole('button', { name: 'Request quote' }).click();

  await expect(page.getByRole('heading', { name: 'Thank you for your request' })).toBeVisible();
  await expect(page.getByText(/^Your request number: ANG-\d{4}-\d+$/)).toBeVisible();
  await expect(page.getByText(/Your basket stays as it is/)).toBeVisible();
  expect(await submissions(page, 'offer')).toBe(1);
});
