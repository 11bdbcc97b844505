/**
 * Punchout as a supplier's backend does it: the procurement system's setup call (OCI or cXML) opens a session
 * and answers a one-time start URL of the portal; the hand-back turns the session's basket into OCI 4.0 fields
 * or a cXML 1.2 `PunchOutOrderMessage`. Prices, ISO units and the message's credentials are the backend's.
 */
import type { components } from '../generated/schema';
import type {
  Language,
  MockDb,
  ProductListItem,
  ProductRecord,
  PunchoutRecord,
  UserRecord,
} from './data/types';
import { portalLink } from './mailbox';
import { verifyPassword } from './passwords';
import { newOpaqueToken } from './session';
import { visibleCustomers } from './visibility';

type Schemas = components['schemas'];
type PunchoutPosition = Schemas['PunchoutPosition'];
type HandBack = Schemas['PunchoutHandBack'];

/** A start URL works once and for five minutes: the procurement system opens it right after the setup. */
export const PUNCHOUT_START_LIFETIME_MS = 5 * 60_000;
export const PUNCHOUT_CURRENCY = 'EUR';
/** Who the supplier is in cXML headers (its own credential, the "From" of every order message). */
export const SUPPLIER_IDENTITY = { domain: 'DUNS', identity: '315000001' } as const;

/** The portal's units as ISO codes (UN/CEFACT Recommendation 20), what OCI's `UNIT` and cXML's `UnitOfMeasure` carry. */
const isoUnits: Record<string, string> = {
  BOX: 'BX',
  BTL: 'BG',
  KAR: 'CT',
  KG: 'KGM',
  L: 'LTR',
  M: 'MTR',
  PAA: 'PR',
  PAK: 'PK',
  ROL: 'RO',
  ST: 'EA',
};
export const isoUnit = (unit: string): string | undefined => isoUnits[unit.toUpperCase()];

/** UNSPSC segment per product line, cXML's required `Classification`. */
const unspsc: Record<ProductRecord['category'], string> = {
  industrial: '31000000',
  chemical: '12000000',
  food: '50000000',
};

/**
 * The buyer's net price per unit in cents, or undefined where the supplier quotes per order: goods sold by the
 * metre off the roll ("Meterware") have no list price and cannot be handed back.
 */
export function unitPriceCents(product: ProductRecord): number | undefined {
  if (/Meterware/.test(product.description)) return undefined;
  const seed = [...product.id].reduce((sum, digit, index) => sum + Number(digit) * (index + 7), 0);
  return 150 + ((seed * 7919) % 4_850);
}

const money = (cents: number) => (cents / 100).toFixed(2);
/** A quantity as OCI and cXML write it: decimal point, no grouping, at most three decimals. */
const quantity = (amount: number) => String(Math.round(amount * 1000) / 1000);

/** Opens a punchout session for `user` buying for `customerId`; answers the start URL's path (with locale). */
export function openPunchoutSession(
  db: MockDb,
  user: UserRecord,
  session: Omit<PunchoutRecord, 'id'>,
  language: Language,
): string {
  const token = newOpaqueToken();
  db.magicLinks.set(token, {
    userId: user.id,
    expiresAt: Date.now() + PUNCHOUT_START_LIFETIME_MS,
    used: false,
    purpose: 'punchout',
    punchout: { ...session, id: newOpaqueToken() },
  });
  return portalLink(language, `/punchout?token=${token}`);
}

/** The buyer's account as the setup names it; undefined when the credentials do not match or cannot shop. */
async function buyerAccount(
  db: MockDb,
  email: string,
  password: string,
  customerNumber: string | undefined,
): Promise<{ user: UserRecord; customerId: number } | undefined> {
  const user = db.users.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
  if (!user || !(await verifyPassword(password, user.passwordHash))) return undefined;
  const companies = visibleCustomers(db, user).filter((customer) => user.customerIds.includes(customer.id));
  const company = customerNumber
    ? companies.find((customer) => String(customer.id) === customerNumber.trim())
    : companies[0];
  return company ? { user, customerId: company.id } : undefined;
}

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  } catch {
    return false;
  }
};

const languageOf = (value: string | null | undefined): Language => {
  const code = (value ?? '').slice(0, 2).toLowerCase();
  return (['de', 'en', 'es', 'fr', 'nl', 'pl', 'it'] as const).find((known) => known === code) ?? 'de';
};

/**
 * OCI's setup call (`HOOK_URL`, `~TARGET`, `~OkCode`, `~CALLER`, `USERNAME`, `PASSWORD`; the mock also takes
 * `CUSTOMER`, the company, and `SYSTEM`, the name the supplier knows the buyer's system by). Answers the start
 * path to redirect the browser to, or why not.
 */
export async function setupOci(
  db: MockDb,
  params: URLSearchParams,
): Promise<{ start: string } | { refused: string }> {
  const hook = params.get('HOOK_URL') ?? '';
  if (!isHttpUrl(hook)) return { refused: 'HOOK_URL fehlt oder ist keine http(s)-Adresse.' };
  const account = await buyerAccount(
    db,
    params.get('USERNAME') ?? '',
    params.get('PASSWORD') ?? '',
    params.get('CUSTOMER') ?? undefined,
  );
  if (!account) return { refused: 'Benutzername oder Passwort sind falsch.' };
  const target = params.get('~TARGET') || '_top';
  if (!/^[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(target)) return { refused: '~TARGET ist kein Rahmenname.' };
  const start = openPunchoutSession(
    db,
    account.user,
    {
      format: 'oci',
      procurementSystem: (params.get('SYSTEM') ?? '').slice(0, 80) || 'SAP SRM',
      customerId: account.customerId,
      handBackUrl: hook,
      target,
      okCode: params.get('~OkCode') || 'ADDI',
      caller: params.get('~CALLER') || 'CTLG',
    },
    languageOf(params.get('langu') ?? params.get('LANGUAGE')),
  );
  return { start };
}

/** Characters XML 1.0 does not allow at all (C0 controls but tab, line feed, carriage return): left out. */
const isXmlChar = (char: string) => {
  const code = char.charCodeAt(0);
  return code >= 0x20 || code === 0x09 || code === 0x0a || code === 0x0d;
};

const xmlEscape = (text: string) =>
  [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const cxmlHead = (payloadId: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">\n<cXML payloadID="${xmlEscape(payloadId)}" timestamp="${new Date().toISOString()}" xml:lang="de-DE">`;

function setupAnswer(code: number, text: string, startUrl?: string): string {
  const page = startUrl
    ? `<PunchOutSetupResponse><StartPage><URL>${xmlEscape(startUrl)}</URL></StartPage></PunchOutSetupResponse>`
    : '';
  return `${cxmlHead(`${Date.now()}.${newOpaqueToken().slice(0, 8)}@kundenportal.example`)}<Response><Status code="${code}" text="${xmlEscape(text)}"/>${page}</Response></cXML>`;
}

const credentialOf = (element: Element | null | undefined) => {
  const credential = element?.getElementsByTagName('Credential')[0];
  const identity = credential?.getElementsByTagName('Identity')[0]?.textContent?.trim();
  return credential && identity ? { domain: credential.getAttribute('domain') ?? '', identity } : undefined;
};

/**
 * cXML's `PunchOutSetupRequest`, already parsed (a DOM `Document`: the browser's DOMParser, happy-dom's in
 * Node). The `Sender` credential is the buyer's account (identity: the e-mail, `SharedSecret`: its password),
 * the `Extrinsic name="CustomerNumber"` the company; answers the `PunchOutSetupResponse` with the start URL
 * built on `portalOrigin`, or a cXML status 400/401.
 */
export async function setupCxml(db: MockDb, request: Document, portalOrigin: string): Promise<string> {
  const root = request.documentElement;
  const setup = root?.getElementsByTagName('PunchOutSetupRequest')[0];
  if (root?.tagName !== 'cXML' || !setup || request.getElementsByTagName('parsererror').length > 0)
    return setupAnswer(400, 'Bad Request: kein PunchOutSetupRequest');
  const header = root.getElementsByTagName('Header')[0];
  const sender = header?.getElementsByTagName('Sender')[0];
  const secret = sender?.getElementsByTagName('SharedSecret')[0]?.textContent ?? '';
  const senderIdentity = credentialOf(sender);
  const customerNumber = [...setup.getElementsByTagName('Extrinsic')]
    .find((extrinsic) => extrinsic.getAttribute('name') === 'CustomerNumber')
    ?.textContent?.trim();
  const account = senderIdentity && (await buyerAccount(db, senderIdentity.identity, secret, customerNumber));
  if (!account) return setupAnswer(401, 'Unauthorized');
  const postUrl = setup
    .getElementsByTagName('BrowserFormPost')[0]
    ?.getElementsByTagName('URL')[0]
    ?.textContent?.trim();
  const buyerCookie = setup.getElementsByTagName('BuyerCookie')[0]?.textContent ?? '';
  if (!postUrl || !isHttpUrl(postUrl)) return setupAnswer(400, 'Bad Request: BrowserFormPost fehlt');
  const buyer = credentialOf(header?.getElementsByTagName('From')[0]) ?? {
    domain: 'NetworkID',
    identity: '',
  };
  const userAgent = sender?.getElementsByTagName('UserAgent')[0]?.textContent?.trim();
  const start = openPunchoutSession(
    db,
    account.user,
    {
      format: 'cxml',
      procurementSystem: (userAgent ?? '').slice(0, 80) || 'cXML',
      customerId: account.customerId,
      handBackUrl: postUrl,
      target: '_top',
      buyerCookie,
      buyerIdentity: buyer,
      supplierIdentity: credentialOf(header?.getElementsByTagName('To')[0]) ?? SUPPLIER_IDENTITY,
    },
    languageOf(root.getAttribute('xml:lang')),
  );
  return setupAnswer(200, 'success', `${portalOrigin}${start}`);
}

/** Each basket position with whether the hand-back can carry it. */
export function checkPositions(db: MockDb, customerId: number): PunchoutPosition[] {
  const items: ProductListItem[] = db.baskets.get(customerId) ?? [];
  return items.map((item) => {
    const product = db.productsById.get(item.product.id);
    const reason: PunchoutPosition['reason'] = !product
      ? 'no_material_number'
      : unitPriceCents(product) === undefined
        ? 'no_price'
        : null;
    return {
      product: { ...item.product },
      amount: item.amount,
      unit: item.unit,
      transferable: reason === null,
      reason,
    };
  });
}

interface Line {
  product: ProductRecord;
  amount: number;
  unit: string;
  priceCents: number;
}

/** OCI 4.0's fields: `NEW_ITEM-…[n]` per position (n from 1) and the three control fields. */
function ociFields(session: PunchoutRecord, lines: readonly Line[]): HandBack['fields'] {
  const fields: HandBack['fields'] = [];
  const add = (name: string, value: string, length: number) =>
    fields.push({ name, value: value.slice(0, length) });
  lines.forEach((line, index) => {
    const n = index + 1;
    add(`NEW_ITEM-DESCRIPTION[${n}]`, line.product.name, 40);
    add(`NEW_ITEM-MATNR[${n}]`, '', 40);
    add(`NEW_ITEM-MATGROUP[${n}]`, unspsc[line.product.category], 10);
    add(`NEW_ITEM-QUANTITY[${n}]`, quantity(line.amount), 15);
    add(`NEW_ITEM-UNIT[${n}]`, isoUnit(line.unit) ?? line.unit, 3);
    add(`NEW_ITEM-PRICE[${n}]`, money(line.priceCents), 15);
    add(`NEW_ITEM-PRICEUNIT[${n}]`, '1', 5);
    add(`NEW_ITEM-CURRENCY[${n}]`, PUNCHOUT_CURRENCY, 5);
    add(`NEW_ITEM-LEADTIME[${n}]`, '5', 5);
    add(`NEW_ITEM-VENDOR[${n}]`, '', 10);
    add(`NEW_ITEM-VENDORMAT[${n}]`, line.product.id, 40);
    add(`NEW_ITEM-EXT_PRODUCT_ID[${n}]`, line.product.id, 40);
    // The long text has no length of its own; SAP wraps it at 132 characters a line (hence the name).
    fields.push({
      name: `NEW_ITEM-LONGTEXT_${n}:132[]`,
      value: `${line.product.name}\n${line.product.description}`,
    });
  });
  fields.push(
    { name: '~OkCode', value: session.okCode ?? 'ADDI' },
    { name: '~TARGET', value: session.target },
    { name: '~CALLER', value: session.caller ?? 'CTLG' },
  );
  return fields;
}

/** cXML 1.2's `PunchOutOrderMessage`: the setup's `BuyerCookie`, one `ItemIn` per position, the total. */
export function punchOutOrderMessage(
  session: PunchoutRecord,
  lines: readonly Line[],
  language: Language,
): string {
  const cents = lines.reduce((sum, line) => sum + Math.round(line.priceCents * line.amount), 0);
  const supplier = session.supplierIdentity ?? SUPPLIER_IDENTITY;
  const buyer = session.buyerIdentity ?? { domain: 'NetworkID', identity: '' };
  const credential = ({ domain, identity }: { domain: string; identity: string }) =>
    `<Credential domain="${xmlEscape(domain)}"><Identity>${xmlEscape(identity)}</Identity></Credential>`;
  const items = lines
    .map(
      (line, index) =>
        `<ItemIn quantity="${quantity(line.amount)}" lineNumber="${index + 1}"><ItemID><SupplierPartID>${xmlEscape(line.product.id)}</SupplierPartID></ItemID><ItemDetail><UnitPrice><Money currency="${PUNCHOUT_CURRENCY}">${money(line.priceCents)}</Money></UnitPrice><Description xml:lang="${language}"><ShortName>${xmlEscape(line.product.name.slice(0, 50))}</ShortName>${xmlEscape(line.product.description)}</Description><UnitOfMeasure>${xmlEscape(isoUnit(line.unit) ?? line.unit)}</UnitOfMeasure><Classification domain="UNSPSC">${unspsc[line.product.category]}</Classification><LeadTime>5</LeadTime></ItemDetail></ItemIn>`,
    )
    .join('');
  return `${cxmlHead(`${Date.now()}.${session.id.slice(0, 12)}@kundenportal.example`)}<Header><From>${credential(supplier)}</From><To>${credential(buyer)}</To><Sender>${credential(supplier)}<UserAgent>Kundenportal</UserAgent></Sender></Header><Message><PunchOutOrderMessage><BuyerCookie>${xmlEscape(session.buyerCookie ?? '')}</BuyerCookie><PunchOutOrderMessageHeader operationAllowed="edit"><Total><Money currency="${PUNCHOUT_CURRENCY}">${money(cents)}</Money></Total></PunchOutOrderMessageHeader>${items}</PunchOutOrderMessage></Message></cXML>`;
}

/** The hand-back of `session`'s basket (none of it when cancelled): what the browser posts, and what stayed. */
export function handBack(db: MockDb, session: PunchoutRecord, cancel: boolean, language: Language): HandBack {
  const positions = cancel ? [] : checkPositions(db, session.customerId);
  const lines: Line[] = [];
  for (const position of positions) {
    const product = db.productsById.get(position.product.id);
    const priceCents = product && unitPriceCents(product);
    if (product && priceCents !== undefined)
      lines.push({ product, amount: position.amount, unit: position.unit, priceCents });
  }
  const fields =
    session.format === 'oci'
      ? ociFields(session, lines)
      : [{ name: 'cxml-urlencoded', value: punchOutOrderMessage(session, lines, language) }];
  return {
    format: session.format,
    action: session.handBackUrl,
    target: session.target,
    fields,
    positions: lines.length,
    left_out: positions.filter((position) => !position.transferable),
  };
}
