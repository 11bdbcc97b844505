// A procurement system to punch out from, served by `npm run mock-api` beside the mock API (README "Punchout"):
//   /buyer/            the buyer's page: start a punchout session in OCI or cXML
//   /buyer/hook        OCI's HOOK_URL and cXML's BrowserFormPost URL: receives the basket and shows it, parsed, as
//                      a requisition (cXML with happy-dom's DOMParser, a dev dependency already in the tree)
// and the two setup entries a supplier's backend offers the procurement systems (the mock backend's part):
//   /punchout/oci      OCI's catalog call (HOOK_URL, ~TARGET, ~OkCode, ~CALLER, USERNAME, PASSWORD) → 303 to the
//                      portal's start URL
//   /punchout/cxml     cXML's PunchOutSetupRequest → PunchOutSetupResponse with the StartPage URL
import { randomUUID } from 'node:crypto';
import { Window } from 'happy-dom';

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const page = (title, body) =>
  `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
  '<style>body{font:16px/1.5 system-ui,sans-serif;margin:2rem;max-width:60rem}table{border-collapse:collapse}' +
  'th,td{border:1px solid #999;padding:.25rem .5rem;text-align:left}fieldset{margin:1rem 0}label{display:block;margin:.25rem 0}</style>' +
  `</head><body><main>${body}</main></body></html>`;

const html = (status, title, body) =>
  new Response(page(title, body), { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

/** Parses XML as a browser does; `parsererror` marks a document that is not well-formed. */
export function parseXml(text) {
  const window = new Window();
  const document = new window.DOMParser().parseFromString(text, 'application/xml');
  const broken = document.getElementsByTagName('parsererror').length > 0;
  return { document, broken, close: () => window.happyDOM.close() };
}

/** OCI's NEW_ITEM-…[n] fields as positions, in index order. */
export function ociPositions(form) {
  const byIndex = new Map();
  for (const [name, value] of form) {
    const match = /^NEW_ITEM-([A-Z_]+?)(?:_(\d+):132)?\[(\d*)\]$/.exec(name);
    if (!match) continue;
    const index = Number(match[2] ?? match[3]);
    const field = match[2] ? 'LONGTEXT' : match[1];
    byIndex.set(index, { ...byIndex.get(index), [field]: value });
  }
  return [...byIndex.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, item]) => ({
      materialNumber: item.VENDORMAT ?? item.MATNR ?? '',
      quantity: item.QUANTITY ?? '',
      unit: item.UNIT ?? '',
      description: item.DESCRIPTION ?? '',
      longText: item.LONGTEXT ?? '',
      price: item.PRICE ?? '',
      currency: item.CURRENCY ?? '',
    }));
}

/** cXML's PunchOutOrderMessage as positions, buyer cookie and total. */
export function cxmlRequisition(document) {
  const message = document.getElementsByTagName('PunchOutOrderMessage')[0];
  if (!message) return undefined;
  const text = (element, tag) => element?.getElementsByTagName(tag)[0]?.textContent?.trim() ?? '';
  const total = message.getElementsByTagName('Total')[0]?.getElementsByTagName('Money')[0];
  return {
    buyerCookie: text(message, 'BuyerCookie'),
    total: total ? `${total.textContent} ${total.getAttribute('currency')}` : '',
    positions: [...message.getElementsByTagName('ItemIn')].map((item) => {
      const price = item.getElementsByTagName('UnitPrice')[0]?.getElementsByTagName('Money')[0];
      const description = item.getElementsByTagName('Description')[0];
      return {
        materialNumber: text(item, 'SupplierPartID'),
        quantity: item.getAttribute('quantity') ?? '',
        unit: text(item, 'UnitOfMeasure'),
        description: text(description, 'ShortName'),
        longText: [...(description?.childNodes ?? [])]
          .filter((node) => node.nodeType === 3)
          .map((node) => node.textContent)
          .join('')
          .trim(),
        price: price?.textContent ?? '',
        currency: price?.getAttribute('currency') ?? '',
      };
    }),
  };
}

const cxmlSetupRequest = ({ email, password, customer, cookie, postUrl, system, language }) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}.${cookie}@buyer.example" timestamp="${new Date().toISOString()}" xml:lang="${escapeHtml(language)}">
<Header><From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
<To><Credential domain="DUNS"><Identity>315000001</Identity></Credential></To>
<Sender><Credential domain="NetworkID"><Identity>${escapeHtml(email)}</Identity><SharedSecret>${escapeHtml(password)}</SharedSecret></Credential><UserAgent>${escapeHtml(system)}</UserAgent></Sender></Header>
<Request><PunchOutSetupRequest operation="create"><BuyerCookie>${escapeHtml(cookie)}</BuyerCookie>
${customer ? `<Extrinsic name="CustomerNumber">${escapeHtml(customer)}</Extrinsic>` : ''}
<BrowserFormPost><URL>${escapeHtml(postUrl)}</URL></BrowserFormPost>
<SupplierSetup><URL>${escapeHtml(postUrl)}</URL></SupplierSetup></PunchOutSetupRequest></Request></cXML>`;

function startPage(origin) {
  const fields = (format) => `
    <label>E-Mail des Einkäufers <input name="email" value="kunde@kundenportal.example" autocomplete="off"></label>
    <label>Passwort <input name="password" value="Demo1234!" autocomplete="off"></label>
    <label>Kundennummer (leer: die erste) <input name="customer" value=""></label>
    <label>Sprache <select name="language">${['de', 'en', 'es', 'fr', 'nl', 'pl', 'it'].map((code) => `<option>${code}</option>`).join('')}</select></label>
    <label><input type="checkbox" name="foreignHook" value="1"> Rücksprung an eine nicht freigegebene Adresse (${escapeHtml(origin.replace('127.0.0.1', 'localhost'))})</label>
    <input type="hidden" name="format" value="${format}">`;
  return html(
    200,
    'Einkaufssystem (Test)',
    `<h1>Einkaufssystem (Test)</h1>
    <p>Ein Einkaufssystem zum Ausprobieren: Punchout in das Kundenportal starten und die zurückgegebene Bestellanforderung ansehen.</p>
    <form method="post" action="/buyer/start"><fieldset><legend>OCI 4.0 (SAP SRM)</legend>${fields('oci')}
    <button>Punchout mit OCI starten</button></fieldset></form>
    <form method="post" action="/buyer/start"><fieldset><legend>cXML 1.2 (Coupa)</legend>${fields('cxml')}
    <button>Punchout mit cXML starten</button></fieldset></form>`,
  );
}

function requisitionPage({ format, session, positions, total, buyerCookie, cookieMatches, control }) {
  const rows = positions
    .map(
      (position, index) =>
        `<tr><td>${index + 1}</td><td>${escapeHtml(position.materialNumber)}</td><td>${escapeHtml(position.quantity)}</td><td>${escapeHtml(position.unit)}</td><td>${escapeHtml(position.description)}</td><td>${escapeHtml(position.price)} ${escapeHtml(position.currency)}</td></tr>`,
    )
    .join('');
  const heading = positions.length > 0 ? 'Bestellanforderung' : 'Punchout abgebrochen';
  return html(
    200,
    heading,
    `<h1>${heading}</h1>
    <p>Format: ${format === 'oci' ? 'OCI' : 'cXML'} · Sitzung: ${escapeHtml(session ?? 'unbekannt')}${buyerCookie === undefined ? '' : ` · BuyerCookie ${cookieMatches ? 'passt' : 'passt nicht'}`}${control ? ` · ${escapeHtml(control)}` : ''}</p>
    ${
      positions.length > 0
        ? `<table><caption>${positions.length} Positionen${total ? `, Summe ${escapeHtml(total)}` : ''}</caption><thead><tr><th>Pos.</th><th>Materialnummer</th><th>Menge</th><th>Einheit</th><th>Beschreibung</th><th>Preis</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>Es wurden keine Positionen übertragen.</p>'
    }
    <p><a href="/buyer/">Neuer Punchout</a></p>`,
  );
}

/**
 * The buyer's side and the setup entries, for scripts/mockApi.mjs: answers a request below /buyer/ or
 * /punchout/, or undefined for any other path. `portalUrl` is the portal the start URLs lead to.
 * @param {{ mocks: Record<string, any>, portalUrl: string, origin: () => string }} options
 */
export function createBuyerSide({ mocks, portalUrl, origin }) {
  /** The punchout sessions this buyer started: session id → format and BuyerCookie. */
  const sessions = new Map();
  /** What arrived at the hook, newest last (tests read it through the page). */
  const requisitions = [];

  /** @param {URL} url @param {string} method @param {Buffer} body */
  async function handle(url, method, body) {
    const form = () => new URLSearchParams(body.toString('utf8'));
    if (url.pathname === '/buyer/' || url.pathname === '/buyer')
      return method === 'GET' ? startPage(origin()) : undefined;
    if (url.pathname === '/buyer/start' && method === 'POST') return start(form(), { sessions, origin });
    if (url.pathname === '/buyer/hook' && method === 'POST')
      return hook(url, form(), { sessions, requisitions });
    if (url.pathname === '/punchout/oci' && (method === 'GET' || method === 'POST'))
      return ociSetup(mocks, portalUrl, method === 'GET' ? url.searchParams : form());
    if (url.pathname === '/punchout/cxml' && method === 'POST')
      return cxmlSetup(mocks, portalUrl, body.toString('utf8'));
    return undefined;
  }

  return { handle, requisitions };
}

/**
 * The buyer starts a punchout session from the start page's form: a new session with its BuyerCookie, then OCI's
 * catalog call or cXML's setup request, each with the hook the basket comes back to.
 */
async function start(form, { sessions, origin }) {
  const format = form.get('format') === 'cxml' ? 'cxml' : 'oci';
  const session = randomUUID();
  const cookie = randomUUID().replaceAll('-', '');
  sessions.set(session, { format, cookie });
  const hookOrigin = form.get('foreignHook') ? origin().replace('127.0.0.1', 'localhost') : origin();
  const hookUrl = `${hookOrigin}/buyer/hook?session=${session}`;
  const credentials = {
    email: form.get('email') ?? '',
    password: form.get('password') ?? '',
    customer: form.get('customer') ?? '',
    language: /^[a-z]{2}$/.test(form.get('language') ?? '') ? form.get('language') : 'de',
  };
  return format === 'oci'
    ? ociStart(hookUrl, credentials)
    : cxmlStart(hookUrl, credentials, { cookie, origin });
}

/** OCI: the browser opens the catalog's URL with the hook and the buyer's credentials. */
function ociStart(hookUrl, credentials) {
  const call = new URLSearchParams({
    HOOK_URL: hookUrl,
    '~TARGET': '_top',
    '~OkCode': 'ADDI',
    '~CALLER': 'CTLG',
    USERNAME: credentials.email,
    PASSWORD: credentials.password,
    SYSTEM: 'SAP SRM',
    LANGUAGE: credentials.language,
    ...(credentials.customer ? { CUSTOMER: credentials.customer } : {}),
  });
  return new Response(null, { status: 303, headers: { location: `/punchout/oci?${call}` } });
}

/** cXML: the procurement system's server asks the supplier's for a start page, then sends the browser there. */
async function cxmlStart(hookUrl, credentials, { cookie, origin }) {
  const answer = await fetch(`${origin()}/punchout/cxml`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: cxmlSetupRequest({ ...credentials, cookie, postUrl: hookUrl, system: 'Coupa' }),
  });
  const parsed = parseXml(await answer.text());
  try {
    const status = parsed.document.getElementsByTagName('Status')[0];
    const url = parsed.document
      .getElementsByTagName('StartPage')[0]
      ?.getElementsByTagName('URL')[0]?.textContent;
    if (status?.getAttribute('code') !== '200' || !url)
      return html(
        502,
        'Punchout abgelehnt',
        `<h1>Punchout abgelehnt</h1><p>${escapeHtml(status?.getAttribute('text') ?? 'keine Antwort')}</p>`,
      );
    return new Response(null, { status: 303, headers: { location: url.trim() } });
  } finally {
    await parsed.close();
  }
}

/**
 * The hook: what arrived – a cXML PunchOutOrderMessage (URL-encoded or base64) or OCI's fields – kept as a
 * requisition and shown, parsed; a cXML message it cannot read is refused.
 */
function hook(url, form, { sessions, requisitions }) {
  const session = url.searchParams.get('session');
  const known = sessions.get(session ?? '');
  const cxml =
    form.get('cxml-urlencoded') ??
    (form.get('cxml-base64') && Buffer.from(form.get('cxml-base64'), 'base64').toString('utf8'));
  if (cxml) {
    const parsed = parseXml(cxml);
    try {
      const message = parsed.broken ? undefined : cxmlRequisition(parsed.document);
      if (!message)
        return html(
          400,
          'Unlesbare Nachricht',
          '<h1>Unlesbare Nachricht</h1><p>Kein PunchOutOrderMessage.</p>',
        );
      const requisition = {
        format: 'cxml',
        session,
        positions: message.positions,
        total: message.total,
        buyerCookie: message.buyerCookie,
        cookieMatches: known?.cookie === message.buyerCookie,
      };
      requisitions.push(requisition);
      return requisitionPage(requisition);
    } finally {
      void parsed.close();
    }
  }
  const requisition = {
    format: 'oci',
    session,
    positions: ociPositions(form),
    control: `~OkCode=${form.get('~OkCode') ?? ''} ~CALLER=${form.get('~CALLER') ?? ''}`,
  };
  requisitions.push(requisition);
  return requisitionPage(requisition);
}

/** The supplier's OCI setup entry: the buyer's credentials checked, then on to the portal's start URL. */
async function ociSetup(mocks, portalUrl, params) {
  const result = await mocks.punchoutSetupOci(mocks.getMockDb(), params);
  if ('refused' in result)
    return html(401, 'Punchout abgelehnt', `<h1>Punchout abgelehnt</h1><p>${escapeHtml(result.refused)}</p>`);
  return new Response(null, { status: 303, headers: { location: `${portalUrl}${result.start}` } });
}

/** The supplier's cXML setup entry: a PunchOutSetupRequest answered with a PunchOutSetupResponse. */
async function cxmlSetup(mocks, portalUrl, text) {
  const parsed = parseXml(text);
  try {
    const answer = await mocks.punchoutSetupCxml(mocks.getMockDb(), parsed.document, portalUrl);
    return new Response(answer, { status: 200, headers: { 'content-type': 'text/xml; charset=utf-8' } });
  } finally {
    void parsed.close();
  }
}
