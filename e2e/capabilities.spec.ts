// Backend capabilities (issue 28, item 2): the production build against the mock backend over HTTP
// (scripts/mockApi.mjs) with one optional operation removed – the mock answers it 404, as a backend lacking the
// route – and a live config.json whose capabilities name all the others. Each test checks that the portal offers
// nothing that cannot work and does the job its documented way instead (README, "Backend capabilities").
// The mock sits behind a route on the portal's own origin (/backend → the mock's /api): the CSP's connect-src is
// the host's 'self', as for a same-origin API path, so no host has to be restarted with another API origin.
import { type OptionalOperation, optionalOperations } from '../packages/api-client/src/generated/operations';
import { type MockApi, serveMockApi } from '../scripts/mockApi.mjs';
import { liveConfig } from './liveConfig';
import { type BrowserContext, expect, logInWithDialog, type Page, test } from './test';

/** What reached the backend: method, path below /backend with query, and the body. */
interface BackendCall {
  call: string;
  body: unknown;
}

let mock: MockApi | undefined;
test.afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

/**
 * The portal on a backend without `removed`: config.json offers every other optional operation, and every /backend
 * request goes to the mock. Returns the calls as the backend saw them.
 */
async function backendWithout(context: BrowserContext, removed: OptionalOperation[]): Promise<BackendCall[]> {
  const started = await serveMockApi({ port: 0, without: removed });
  mock = started;
  const capabilities = optionalOperations.filter((operation) => !removed.includes(operation));
  await context.route('**/config.json', (route) =>
    route.fulfill({ json: liveConfig('/backend', { capabilities }) }),
  );
  const calls: BackendCall[] = [];
  await context.route('**/backend/**', async (route) => {
    const request = route.request();
    const url = new URL(request.url());
    const below = `${url.pathname.slice('/backend'.length)}${url.search}`;
    calls.push({ call: `${request.method()} ${below}`, body: request.postDataJSON() });
    const response = await route.fetch({ url: `${started.baseUrl}${below}` });
    // Playwright hands the body over decompressed: the headers must not claim otherwise.
    const headers = { ...response.headers() };
    delete headers['content-encoding'];
    delete headers['content-length'];
    await route.fulfill({ status: response.status(), headers, body: await response.body() });
  });
  return calls;
}

const callsTo = (calls: BackendCall[], pattern: RegExp) => calls.filter(({ call }) => pattern.test(call));

/** A test of the portal on a backend without `removed`; `calls` are what reached the backend. */
function without(
  removed: OptionalOperation[],
  title: string,
  body: (page: Page, calls: BackendCall[]) => Promise<void>,
) {
  test(`without ${removed.join(' and ')}: ${title}`, async ({ page, context }) => {
    await body(page, await backendWithout(context, removed));
  });
}

/** Opens `path` logged out: the login dialog comes, and after the login the page itself. */
async function openAs(page: Page, path: string, email = 'kunde@kundenportal.example') {
  await page.goto(path);
  await logInWithDialog(page.getByRole('dialog'), email);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The first order of the history, opened. */
async function openFirstOrder(page: Page) {
  await openAs(page, '/user/orders');
  const link = page
    .getByRole('article')
    .first()
    .getByRole('link', { name: /^Auftrag \d{10}$/ });
  const id = ((await link.textContent()) ?? '').replace('Auftrag ', '');
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: `Auftrag ${id}` })).toBeVisible();
  return id;
}

/** A prepared mail as the e-mail program reads it from the link. */
async function mailOf(link: ReturnType<Page['getByRole']>) {
  const url = new URL((await link.getAttribute('href')) ?? '');
  expect(url.protocol).toBe('mailto:');
  return {
    to: decodeURIComponent(url.pathname),
    subject: url.searchParams.get('subject'),
    body: url.searchParams.get('body'),
  };
}

/** Pressing a mail link goes to the e-mail program, not the portal: the click is let through, the launch caught. */
async function pressMailLink(page: Page, link: ReturnType<Page['getByRole']>) {
  await page.evaluate(() => {
    window.addEventListener(
      'click',
      (event) => {
        const anchor = (event.target as Element).closest('a');
        if (!anchor?.href.startsWith('mailto:')) return;
        const block = event.preventDefault.bind(event);
        event.preventDefault = () => {
          (window as { mailKept?: boolean }).mailKept = true;
          block();
        };
        block();
        setTimeout(() => {
          (window as { mailOpened?: string }).mailOpened = (window as { mailKept?: boolean }).mailKept
            ? undefined
            : anchor.href;
        });
      },
      { capture: true, once: true },
    );
  });
  await link.click();
  await expect
    .poll(() => page.evaluate(() => (window as { mailOpened?: string }).mailOpened))
    .toBe(await link.getAttribute('href'));
}

without(['logout'], 'the logout asks, ends the session here and calls nothing', async (page, calls) => {
  await openAs(page, '/user/search');
  const userMenu = page.getByRole('banner').getByRole('button', { name: /Benutzermenü/ });
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  // Still asked first, as with the revocation call.
  const question = page.getByRole('alertdialog', { name: 'Abmelden' });
  await expect(question).toContainText('Möchten Sie sich wirklich abmelden?');
  await question.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Sie haben sich erfolgreich abgemeldet.')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kundenportal.session'))).toBeNull();
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Anmelden' })).toBeVisible();
  expect(callsTo(calls, /^POST \/auth\/logout/)).toEqual([]);
});

without(
  ['updateBasketEntry'],
  'a new amount is a DELETE and a POST, and the server keeps it',
  async (page, calls) => {
    await openAs(page, '/user/basket');
    const field = page
      .getByRole('list', { name: 'Einträge im Warenkorb' })
      .getByRole('textbox', { name: /^Menge für/ })
      .first();
    const name = (await field.getAttribute('aria-label')) ?? '';
    const writesBefore = callsTo(calls, /^(PATCH|POST|DELETE) \/basket/).length;
    await field.fill('7');
    await field.press('Tab');
    await expect(page.getByText(/^Menge für „.+“ gespeichert: 7/)).toBeAttached();
    const writes = callsTo(calls, /^(PATCH|POST|DELETE) \/basket/).slice(writesBefore);
    expect(writes.map(({ call }) => call.replace(/\?.*/, ''))).toEqual(['DELETE /basket', 'POST /basket']);
    expect(new URLSearchParams(writes[0]?.call.split('?')[1]).get('product')).toMatch(/^\S+$/);
    expect(writes[1]?.body).toMatchObject({
      product_list_add: {
        items: [{ productId: new URLSearchParams(writes[0]?.call.split('?')[1]).get('product'), amount: 7 }],
      },
    });
    // The server holds the new amount: a fresh page reads it back.
    await page.reload();
    await expect(page.getByRole('textbox', { name })).toHaveValue('7');
    expect(callsTo(calls, /^PATCH /)).toEqual([]);
  },
);

without(
  ['createComplaint'],
  'the complaint opens an e-mail to the support, filled in; nothing is posted',
  async (page, calls) => {
    const id = await openFirstOrder(page);
    await page.getByRole('button', { name: 'Reklamation', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Reklamation zu Auftrag ${id}` });
    await expect(dialog.getByRole('button', { name: 'Reklamation senden' })).toHaveCount(0);
    const send = dialog.getByRole('link', { name: 'E-Mail-Programm öffnen' });
    await expect(dialog).toContainText(
      'öffnet Ihr E-Mail-Programm mit einer vorbereiteten E-Mail an support@example.test',
    );
    await dialog.getByRole('button', { name: /Grund/ }).click();
    await page.getByRole('listbox').getByRole('option', { name: 'Ware beschädigt', exact: true }).click();
    await dialog.getByRole('textbox', { name: /Beschreibung/ }).fill('Zwei Säcke gerissen.');
    const mail = await mailOf(send);
    expect(mail.to).toBe('support@example.test');
    expect(mail.subject).toBe(`Reklamation zu Auftrag ${id}`);
    expect(mail.body).toContain(`Auftragsnummer: ${id}\r\n`);
    expect(mail.body).toContain('Betrifft: Den ganzen Auftrag\r\nGrund: Ware beschädigt');
    expect(mail.body).toMatch(/Beschreibung:\r\nZwei Säcke gerissen\.\r\n$/);
    await pressMailLink(page, send);
    expect(callsTo(calls, /\/complaint/)).toEqual([]);
  },
);

without(
  ['sendContactMessage'],
  'the message opens an e-mail to the support; nothing is posted',
  async (page, calls) => {
    await openAs(page, '/user/contact');
    const form = page.getByRole('region', { name: 'Nachricht senden' });
    await expect(form.getByRole('button', { name: 'Nachricht senden' })).toHaveCount(0);
    await form.getByRole('textbox', { name: /Betreff/ }).fill('Liefertermin KW 50');
    await form.getByRole('textbox', { name: /Nachricht/ }).fill('Bitte rufen Sie mich an.');
    const send = form.getByRole('link', { name: 'E-Mail-Programm öffnen' });
    const mail = await mailOf(send);
    expect(mail).toMatchObject({ to: 'support@example.test', subject: 'Liefertermin KW 50' });
    expect(mail.body).toMatch(/^Bitte rufen Sie mich an\.\r\n\r\n--\r\nFirma: .+ \(\d+\)$/);
    await pressMailLink(page, send);
    expect(callsTo(calls, /^POST \/contact/)).toEqual([]);
  },
);

without(
  ['activateRegistration', 'denyRegistration'],
  'the registrations stay, with no decision offered and where it is taken',
  async (page, calls) => {
    await openAs(page, '/user/registrations', 'admin@kundenportal.example');
    const grid = page.getByRole('grid', { name: 'Offene Registrierungsanfragen' });
    await expect(grid.getByRole('row').nth(1)).toBeVisible();
    expect(await grid.getByRole('row').count()).toBeGreaterThan(1);
    await expect(
      page.getByText(/Freigegeben oder abgelehnt werden sie nicht in diesem Portal, sondern im Backoffice/),
    ).toBeVisible();
    await expect(grid.getByRole('columnheader', { name: 'Neu / Ablehnen' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /aktivieren$|ablehnen$/ })).toHaveCount(0);
    expect(callsTo(calls, /^(POST|DELETE) \/registrations\//)).toEqual([]);
  },
);

without(['listOrderTopics'], 'documents are requested as a free list', async (page, calls) => {
  const id = await openFirstOrder(page);
  await page
    .getByRole('table', { name: 'Positionen' })
    .getByRole('button', { name: /^Aktionen für Position \d+$/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Dokumente anfordern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dokumente anfordern' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(0);
  await dialog
    .getByRole('textbox', { name: /Gewünschte Dokumente/ })
    .fill('Analysenzertifikat\nUrsprungszeugnis');
  await dialog.getByRole('button', { name: 'Anfordern' }).click();
  await expect(
    page.getByText(/^Ihre Anforderung wurde übermittelt \(Vorgang DOK-\d{4}-\d+\)\.$/),
  ).toBeVisible();
  const requests = callsTo(calls, new RegExp(`^POST /orders/${id}/\\d+/document`));
  expect(requests.map(({ body }) => body)).toEqual([
    { required_document: { documents: ['Analysenzertifikat', 'Ursprungszeugnis'] } },
  ]);
  expect(callsTo(calls, /\/orders\/topics/)).toEqual([]);
});

without(
  ['loginWithMagicLink'],
  'no login link or reset link; the support resets passwords, /magic says so',
  async (page, calls) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    await expect(dialog.getByRole('textbox', { name: /E-Mail/i })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Login-Link anfordern' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
    await expect(dialog).toContainText('Ein neues Passwort erhalten Sie von unserem Support.');
    await expect(dialog.getByRole('link', { name: 'support@example.test' })).toHaveAttribute(
      'href',
      'mailto:support@example.test',
    );

    await page.goto('/magic');
    await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung per Login-Link' })).toBeVisible();
    await expect(
      page.getByText('Die Anmeldung per Login-Link bietet dieses Portal nicht an.', { exact: false }),
    ).toBeVisible();
    await expect(page.getByRole('textbox')).toHaveCount(0);
    expect(callsTo(calls, /^POST \/auth\/magic/)).toEqual([]);
  },
);

without(
  ['confirmRegistration'],
  '/activation says the supplier confirms, and asks nothing',
  async (page, calls) => {
    await page.goto('/activation?token=from-an-e-mail');
    await expect(page.getByText(/wird nicht in diesem Portal bestätigt, sondern direkt von/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'support@example.test' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Startseite' })).toBeVisible();
    await expect(page.getByText('Es ist ein Fehler aufgetreten.')).toHaveCount(0);
    expect(callsTo(calls, /^POST \/registrations\/activation/)).toEqual([]);
  },
);
