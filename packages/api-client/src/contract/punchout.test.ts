// @vitest-environment node
/**
 * Punchout (issue 44) against the mock backend: the setup calls open a session only for the buyer's own account
 * and company, the start token works once, the session sees its company alone, and the hand-back is what a
 * procurement system reads – OCI 4.0's fields (names, indices, lengths, ISO units) and cXML 1.2's
 * PunchOutOrderMessage, parsed as XML for real (happy-dom's DOMParser, a dev dependency already in the tree).
 */
import { Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { components } from '../generated/schema';
import { getDb, resetMockDb } from '../mocks/db';
import { createMockServer } from '../mocks/node';
import { setupCxml, setupOci, unitPriceCents } from '../mocks/punchout';
import { API, call, tokenFor } from './harness';

type Schemas = components['schemas'];

const server = createMockServer(API);
const window = new Window();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(async () => {
  server.close();
  await window.happyDOM.close();
});
beforeEach(() => resetMockDb());

const CUSTOMER = 'kunde@kundenportal.example';
const THREE_COMPANIES = 'einkauf@kundenportal.example';
const HOOK = 'https://srm.buyer.example/sap/bc/gui/hook?session=42';
const POST_URL = 'https://s1.ariba.example/punchout/return?cookie=7';

const parseXml = (text: string) => {
  const document = new window.DOMParser().parseFromString(text, 'application/xml');
  expect(document.getElementsByTagName('parsererror')).toHaveLength(0);
  return document as unknown as Document;
};

const tokenOf = (start: string) => new URL(start, 'http://portal.example').searchParams.get('token') ?? '';

async function ociSession(params: Record<string, string> = {}) {
  const setup = await setupOci(
    getDb(),
    new URLSearchParams({ HOOK_URL: HOOK, USERNAME: CUSTOMER, PASSWORD: 'Demo1234!', ...params }),
  );
  if (!('start' in setup)) throw new Error(setup.refused);
  const tokens = (await call('POST', '/punchout/session', { body: { token: tokenOf(setup.start) } }))
    .body as Schemas['TokenPair'];
  return tokens.token;
}

const setupRequest = ({
  email = CUSTOMER,
  secret = 'Demo1234!',
  customer = '',
} = {}) => `<?xml version="1.0"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="1@buyer" timestamp="2026-11-29T01:00:00+00:00" xml:lang="en-US">
<Header><From><Credential domain="NetworkID"><Identity>AN01000000001</Identity></Credential></From>
<To><Credential domain="DUNS"><Identity>315000001</Identity></Credential></To>
<Sender><Credential domain="NetworkID"><Identity>${email}</Identity><SharedSecret>${secret}</SharedSecret></Credential><UserAgent>Ariba Buyer</UserAgent></Sender></Header>
<Request><PunchOutSetupRequest operation="create"><BuyerCookie>c0ffee&amp;1</BuyerCookie>
${customer ? `<Extrinsic name="CustomerNumber">${customer}</Extrinsic>` : ''}
<BrowserFormPost><URL>${POST_URL.replace('&', '&amp;')}</URL></BrowserFormPost></PunchOutSetupRequest></Request></cXML>`;

async function cxmlSession(options?: Parameters<typeof setupRequest>[0]) {
  const answer = parseXml(
    await setupCxml(getDb(), parseXml(setupRequest(options)), 'https://portal.example'),
  );
  const status = answer.getElementsByTagName('Status')[0];
  const url = answer.getElementsByTagName('StartPage')[0]?.getElementsByTagName('URL')[0]?.textContent ?? '';
  return { status: status?.getAttribute('code'), url };
}

const basketOf = (customerId: number) => getDb().baskets.get(customerId) ?? [];

describe('setup', () => {
  it('OCI opens a session only with the buyer’s own credentials and company', async () => {
    const db = getDb();
    expect(
      await setupOci(db, new URLSearchParams({ HOOK_URL: HOOK, USERNAME: CUSTOMER, PASSWORD: 'x' })),
    ).toEqual({
      refused: expect.any(String),
    });
    expect(
      'refused' in (await setupOci(db, new URLSearchParams({ USERNAME: CUSTOMER, PASSWORD: 'Demo1234!' }))),
    ).toBe(true);
    const foreign = await setupOci(
      db,
      new URLSearchParams({ HOOK_URL: HOOK, USERNAME: CUSTOMER, PASSWORD: 'Demo1234!', CUSTOMER: '465319' }),
    );
    expect('refused' in foreign).toBe(true);
    const started = await setupOci(
      db,
      new URLSearchParams({ HOOK_URL: HOOK, USERNAME: CUSTOMER, PASSWORD: 'Demo1234!', LANGUAGE: 'pl' }),
    );
    expect('start' in started && started.start).toMatch(/^\/pl\/punchout\?token=[0-9a-f]{48}$/);
  });

  it('cXML answers a PunchOutSetupResponse with the start page, or status 401', async () => {
    const session = await cxmlSession();
    expect(session.status).toBe('200');
    expect(session.url).toMatch(/^https:\/\/portal\.example\/en\/punchout\?token=[0-9a-f]{48}$/);
    expect((await cxmlSession({ secret: 'wrong' })).status).toBe('401');
    const bad = parseXml(
      await setupCxml(getDb(), parseXml('<cXML><Request/></cXML>'), 'https://portal.example'),
    );
    expect(bad.getElementsByTagName('Status')[0]?.getAttribute('code')).toBe('400');
  });
});

describe('the session', () => {
  it('starts once: a spent token is refused like an unknown one', async () => {
    const { url } = await cxmlSession();
    const token = tokenOf(url);
    expect((await call('POST', '/punchout/session', { body: { token } })).status).toBe(200);
    const again = await call('POST', '/punchout/session', { body: { token } });
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ code: 'punchout_token_invalid' });
    // Nor is it a login link.
    const other = tokenOf((await cxmlSession()).url);
    expect((await call('POST', '/auth/magic/login', { body: { token: other } })).status).toBe(401);
  });

  it('sees only the buyer’s company, whatever else the user may', async () => {
    const setup = await setupOci(
      getDb(),
      new URLSearchParams({ HOOK_URL: HOOK, USERNAME: THREE_COMPANIES, PASSWORD: 'Demo1234!' }),
    );
    if (!('start' in setup)) throw new Error('refused');
    const { token } = (await call('POST', '/punchout/session', { body: { token: tokenOf(setup.start) } }))
      .body as Schemas['TokenPair'];
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    expect(me.customers).toHaveLength(1);
    expect(me.punchout).toEqual({
      format: 'oci',
      procurement_system: 'SAP SRM',
      customer_id: me.customers[0]?.id,
      hand_back_origin: 'https://srm.buyer.example',
    });
    const plain = (await call('GET', '/auth/user', { token: await tokenFor(THREE_COMPANIES) }))
      .body as Schemas['AuthenticatedUser'];
    const other = plain.customers.find((customer) => customer.id !== me.punchout?.customer_id);
    expect(other).toBeDefined();
    expect((await call('GET', `/basket?customer=${other?.id}`, { token })).status).toBe(404);
    expect((await call('GET', `/customers/${other?.id}`, { token })).status).toBe(404);
    // Shopping for the procurement system changes no account.
    const password = await call('POST', '/user/password', {
      token,
      body: {
        reset_password: {
          currentPassword: 'Demo1234!',
          password: 'Neu1234!x',
          passwordConfirmation: 'Neu1234!x',
        },
      },
    });
    expect(password).toMatchObject({ status: 403, body: { code: 'punchout_session' } });
    const rename = await call('POST', `/user/${me.id}`, { token, body: { user: { firstName: 'Eva' } } });
    expect(rename).toMatchObject({ status: 403, body: { code: 'punchout_session' } });
  });
});

describe('the hand-back', () => {
  it('OCI 4.0: NEW_ITEM fields per position, ISO units, lengths, the control fields; the basket keeps what stayed', async () => {
    const token = await ociSession({ '~TARGET': 'catalog_frame', '~OkCode': 'ADDI', '~CALLER': 'CTLG' });
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    const customerId = me.customers[0]?.id ?? 0;
    // One product without a price (goods by the metre) joins the basket: named, left out, kept.
    const db = getDb();
    const byMetre = db.products.find((product) => unitPriceCents(product) === undefined);
    expect(byMetre).toBeDefined();
    basketOf(customerId).push({
      product: { id: byMetre?.id ?? '', description: byMetre?.description ?? '' },
      amount: 12.5,
      unit: 'M',
    });
    const before = basketOf(customerId).map((item) => ({ ...item }));
    const check = (await call('GET', '/punchout/transfer', { token })).body as Schemas['PunchoutBasketCheck'];
    expect(check.positions.filter((position) => !position.transferable)).toEqual([
      expect.objectContaining({ reason: 'no_price', product: expect.objectContaining({ id: byMetre?.id }) }),
    ]);

    const answer = await call('POST', '/punchout/transfer', {
      token,
      body: { punchout_transfer: { cancel: false } },
    });
    expect(answer.status).toBe(200);
    const handBack = answer.body as Schemas['PunchoutHandBack'];
    expect(handBack).toMatchObject({ format: 'oci', action: HOOK, target: 'catalog_frame' });
    const transferred = before.filter((item) => item.product.id !== byMetre?.id);
    expect(handBack.positions).toBe(transferred.length);
    expect(handBack.left_out.map((position) => position.product.id)).toEqual([byMetre?.id]);

    const fields = new Map(handBack.fields.map(({ name, value }) => [name, value]));
    expect(fields.get('~OkCode')).toBe('ADDI');
    expect(fields.get('~TARGET')).toBe('catalog_frame');
    expect(fields.get('~CALLER')).toBe('CTLG');
    const lengths: Record<string, number> = {
      DESCRIPTION: 40,
      MATNR: 40,
      MATGROUP: 10,
      QUANTITY: 15,
      UNIT: 3,
      PRICE: 15,
      PRICEUNIT: 5,
      CURRENCY: 5,
      LEADTIME: 5,
      VENDOR: 10,
      VENDORMAT: 40,
      EXT_PRODUCT_ID: 40,
    };
    for (const { name, value } of handBack.fields) {
      if (name.startsWith('~')) continue;
      const match = /^NEW_ITEM-(?:([A-Z_]+)\[(\d+)\]|LONGTEXT_(\d+):132\[\])$/.exec(name);
      expect(match, name).not.toBeNull();
      const index = Number(match?.[2] ?? match?.[3]);
      expect(index).toBeGreaterThanOrEqual(1);
      expect(index).toBeLessThanOrEqual(transferred.length);
      if (match?.[1]) expect(value.length, name).toBeLessThanOrEqual(lengths[match[1]] ?? 0);
    }
    transferred.forEach((item, position) => {
      const n = position + 1;
      expect(fields.get(`NEW_ITEM-VENDORMAT[${n}]`)).toBe(item.product.id);
      expect(Number(fields.get(`NEW_ITEM-QUANTITY[${n}]`))).toBe(item.amount);
      expect(fields.get(`NEW_ITEM-UNIT[${n}]`)).toMatch(/^[A-Z]{2,3}$/);
      expect(fields.get(`NEW_ITEM-PRICE[${n}]`)).toMatch(/^\d+\.\d{2}$/);
      expect(fields.get(`NEW_ITEM-CURRENCY[${n}]`)).toBe('EUR');
      expect(fields.get(`NEW_ITEM-LONGTEXT_${n}:132[]`)).toContain(item.product.description);
    });
    // What went back is the requisition's; what could not go stays. The session is over.
    expect(basketOf(customerId).map((item) => item.product.id)).toEqual([byMetre?.id]);
    expect((await call('GET', '/punchout/transfer', { token })).status).toBe(401);
  });

  it('cXML 1.2: a PunchOutOrderMessage with the BuyerCookie, an ItemIn per position and the total', async () => {
    const { url } = await cxmlSession();
    const { token } = (await call('POST', '/punchout/session', { body: { token: tokenOf(url) } }))
      .body as Schemas['TokenPair'];
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    const items = basketOf(me.customers[0]?.id ?? 0).map((item) => ({ ...item }));
    expect(items.length).toBeGreaterThan(0);
    const handBack = (
      await call('POST', '/punchout/transfer?language=en', {
        token,
        body: { punchout_transfer: { cancel: false } },
      })
    ).body as Schemas['PunchoutHandBack'];
    expect(handBack).toMatchObject({ format: 'cxml', action: POST_URL, target: '_top' });
    expect(handBack.fields.map((field) => field.name)).toEqual(['cxml-urlencoded']);
    const message = parseXml(handBack.fields[0]?.value ?? '');
    expect(message.doctype?.systemId).toMatch(/cXML\/1\.2\.\d+\/cXML\.dtd$/);
    const root = message.documentElement;
    expect(root.tagName).toBe('cXML');
    expect(root.getAttribute('payloadID')).toMatch(/@/);
    expect(Number.isNaN(Date.parse(root.getAttribute('timestamp') ?? ''))).toBe(false);
    const header = root.getElementsByTagName('Header')[0];
    // From the supplier, to the buyer who set up the session.
    expect(header?.getElementsByTagName('To')[0]?.getElementsByTagName('Identity')[0]?.textContent).toBe(
      'AN01000000001',
    );
    const order = root.getElementsByTagName('PunchOutOrderMessage')[0];
    expect(order?.getElementsByTagName('BuyerCookie')[0]?.textContent).toBe('c0ffee&1');
    expect(
      order?.getElementsByTagName('PunchOutOrderMessageHeader')[0]?.getAttribute('operationAllowed'),
    ).toBe('edit');
    const itemIns = [...(order?.getElementsByTagName('ItemIn') ?? [])];
    expect(itemIns).toHaveLength(items.length);
    let cents = 0;
    itemIns.forEach((itemIn, index) => {
      const item = items[index];
      expect(itemIn.getAttribute('lineNumber')).toBe(String(index + 1));
      expect(Number(itemIn.getAttribute('quantity'))).toBe(item?.amount);
      expect(itemIn.getElementsByTagName('SupplierPartID')[0]?.textContent).toBe(item?.product.id);
      const detail = itemIn.getElementsByTagName('ItemDetail')[0];
      // The DTD's order: UnitPrice, Description, UnitOfMeasure, Classification.
      expect([...(detail?.children ?? [])].map((child) => child.tagName).slice(0, 4)).toEqual([
        'UnitPrice',
        'Description',
        'UnitOfMeasure',
        'Classification',
      ]);
      const money = detail?.getElementsByTagName('Money')[0];
      expect(money?.getAttribute('currency')).toBe('EUR');
      cents += Math.round(Number(money?.textContent) * 100 * (item?.amount ?? 0));
      expect(detail?.getElementsByTagName('Description')[0]?.getAttribute('xml:lang')).toBe('en');
      expect(detail?.getElementsByTagName('UnitOfMeasure')[0]?.textContent).toMatch(/^[A-Z]{2,3}$/);
      expect(detail?.getElementsByTagName('Classification')[0]?.getAttribute('domain')).toBe('UNSPSC');
    });
    const total = order?.getElementsByTagName('Total')[0]?.getElementsByTagName('Money')[0];
    expect(Number(total?.textContent)).toBeCloseTo(cents / 100, 2);
  });

  it('cancelling hands back an empty message and leaves the basket as it is', async () => {
    const { url } = await cxmlSession();
    const { token } = (await call('POST', '/punchout/session', { body: { token: tokenOf(url) } }))
      .body as Schemas['TokenPair'];
    const me = (await call('GET', '/auth/user', { token })).body as Schemas['AuthenticatedUser'];
    const before = basketOf(me.customers[0]?.id ?? 0).length;
    const handBack = (
      await call('POST', '/punchout/transfer', { token, body: { punchout_transfer: { cancel: true } } })
    ).body as Schemas['PunchoutHandBack'];
    expect(handBack.positions).toBe(0);
    const message = parseXml(handBack.fields[0]?.value ?? '');
    expect(message.getElementsByTagName('ItemIn')).toHaveLength(0);
    expect(message.getElementsByTagName('Total')[0]?.textContent).toBe('0.00');
    expect(basketOf(me.customers[0]?.id ?? 0)).toHaveLength(before);

    const oci = await ociSession();
    const empty = (
      await call('POST', '/punchout/transfer', { token: oci, body: { punchout_transfer: { cancel: true } } })
    ).body as Schemas['PunchoutHandBack'];
    expect(empty.fields.map((field) => field.name)).toEqual(['~OkCode', '~TARGET', '~CALLER']);
  });
});
