/** Builds the seeded demo database: companies, products with files, two years of orders, users, registrations. */
import { DEMO_PASSWORD_HASH, demoLogins } from '../demoLogins';
import { clientOf, fileLanguagesExtra, materialNumberPrefix, productRange } from './catalog';
import { companies, contactPersons, firstNames, lastNames } from './people';
import { createRandom, type Random } from './random';
import type {
  ApiFile,
  ClientId,
  CustomerRecord,
  MockDb,
  OrderRecord,
  PositionRecord,
  ProductCategory,
  ProductListItem,
  ProductRecord,
  RegistrationRecord,
  RoleName,
  UserRecord,
} from './types';

/** The data set describes the world as of this day; all orders lie before it. */
export const REFERENCE_DATE = '2026-11-22';
const referenceTime = Date.parse(`${REFERENCE_DATE}T00:00:00Z`);
const DAY = 86_400_000;
const SEED = 20_261_122;

/** Double-opt-in tokens of two seeded, unconfirmed registrations (one still valid, one past 72 hours). */
export const demoConfirmationTokens = {
  valid: 'demo-confirmation-valid',
  expired: 'demo-confirmation-expired',
};

export const isoDate = (time: number): string => new Date(time).toISOString().slice(0, 10);
export const isoDateTime = (time: number): string => new Date(time).toISOString().replace(/\.\d{3}Z$/, 'Z');

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function buildProducts(
  random: Random,
  files: Map<number, ApiFile>,
  nextFileId: () => number,
): ProductRecord[] {
  const products: ProductRecord[] = [];
  const categories: ProductCategory[] = ['industrial', 'chemical', 'food'];
  for (const category of categories) {
    let serial = 4000 + random.int(0, 700);
    for (const base of productRange[category]) {
      for (const variant of base.variants) {
        for (const packaging of base.packagings) {
          serial += random.int(1, 37);
          const id = `${materialNumberPrefix[category]}${String(serial).padStart(7, '0')}`;
          const name = `${base.name} ${variant}`;
          const product: ProductRecord = {
            id,
            name,
            description: `${name}, ${packaging}`,
            unit: base.unit,
            category,
            client: clientOf(base.name),
            fileIds: [],
          };
          const hazardous = category !== 'industrial' || /öl|fett/i.test(base.name);
          if (hazardous) {
            const extra = random.sample(fileLanguagesExtra, random.int(0, 4));
            product.fileIds.push(
              addFile(files, nextFileId(), {
                material_id: id,
                name: `Sicherheitsdatenblatt ${name}`,
                download_file_name: `SDB_${id}.pdf`,
                type: 'sdb',
                languages: ['de', 'en', ...extra],
                creation_date: isoDateTime(
                  referenceTime - random.int(20, 1400) * DAY - random.int(0, DAY - 1),
                ),
              }),
            );
          }
          if (random.chance(0.38)) {
            product.fileIds.push(
              addFile(files, nextFileId(), {
                material_id: id,
                name: `Produktinformation ${name}`,
                download_file_name: `Produktinformation_${id}.pdf`,
                type: 'flyer',
                languages: random.chance(0.6) ? ['de', 'en'] : ['de'],
                creation_date: isoDateTime(
                  referenceTime - random.int(60, 1800) * DAY - random.int(0, DAY - 1),
                ),
              }),
            );
          }
          products.push(product);
        }
      }
    }
  }
  return products;
}

function addFile(files: Map<number, ApiFile>, id: number, file: Omit<ApiFile, 'id'>): number {
  files.set(id, { id, ...file });
  return id;
}

function buildCustomers(random: Random): CustomerRecord[] {
  const used = new Set<number>();
  return companies.map((company) => {
    let id = random.int(100_100, 489_999);
    while (used.has(id)) id = random.int(100_100, 489_999);
    used.add(id);
    return {
      id,
      name: company.name,
      address: { street: company.street, zip: company.zip, city: company.city, country: 'DEU' },
      contact_person: { ...random.pick(contactPersons) },
      focus: company.focus,
      clients: [...(company.clients ?? ['client_kundenportal'])],
    };
  });
}

function amountFor(random: Random, unit: string): number {
  switch (unit) {
    case 'KG':
      return random.pick([25, 50, 75, 100, 250, 500, 1000, 2000]);
    case 'L':
      return random.pick([10, 20, 25, 200, 400, 1000]);
    case 'M':
      return random.pick([5, 10, 25, 50, 100]);
    default:
      return random.int(1, 24);
  }
}

function statusFor(random: Random, ageDays: number): OrderRecord['status'] {
  if (ageDays > 7 && random.chance(0.04)) return 'cancelled';
  if (ageDays <= 3) return 'open';
  if (ageDays <= 7) return 'in_progress';
  if (ageDays <= 14) return 'shipped';
  if (ageDays <= 30) return 'delivered';
  return 'invoiced';
}

function buildOrders(
  random: Random,
  customers: readonly CustomerRecord[],
  products: readonly ProductRecord[],
  files: Map<number, ApiFile>,
  nextFileId: () => number,
): OrderRecord[] {
  const drafts: Array<Omit<OrderRecord, 'id'> & { time: number }> = [];
  for (const customer of customers) {
    const own = products.filter((product) => product.category === customer.focus);
    const other = products.filter((product) => product.category !== customer.focus);
    const assortment = [
      ...random.sample(own, random.int(14, 28)),
      ...random.sample(other, random.int(4, 10)),
    ];
    const orderCount = random.int(17, 30);
    const reference = random.pick(['BE', 'PO', slug(customer.name).slice(0, 3).toUpperCase()]);
    for (let n = 0; n < orderCount; n++) {
      const ageDays = random.int(1, 729);
      const time = referenceTime - ageDays * DAY;
      const status = statusFor(random, ageDays);
      const lines = random.sample(assortment, random.int(1, 6));
      const positions: PositionRecord[] = lines.map((product, index) => {
        const documentIds = product.fileIds.filter((fileId) => files.get(fileId)?.type === 'sdb');
        const delivered = status === 'shipped' || status === 'delivered' || status === 'invoiced';
        if (delivered && product.category !== 'industrial' && random.chance(0.7)) {
          documentIds.push(
            addFile(files, nextFileId(), {
              material_id: product.id,
              name: `Analysenzertifikat ${product.name}`,
              download_file_name: `CoA_${product.id}_${isoDate(time).replace(/-/g, '')}.pdf`,
              type: 'certificate',
              languages: ['de', 'en'],
              creation_date: isoDateTime(time + random.int(1, 3) * DAY),
            }),
          );
        }
        if (delivered && random.chance(0.5)) {
          documentIds.push(
            addFile(files, nextFileId(), {
              material_id: product.id,
              name: `Lieferschein Position ${(index + 1) * 10}`,
              download_file_name: `Lieferschein_${product.id}_${isoDate(time).replace(/-/g, '')}.pdf`,
              type: 'delivery_note',
              languages: ['de'],
              creation_date: isoDateTime(time + random.int(2, 6) * DAY),
            }),
          );
        }
        return {
          id: (index + 1) * 10,
          productId: product.id,
          amount: amountFor(random, product.unit),
          unit: product.unit,
          documentIds,
        };
      });
      const year = new Date(time).getUTCFullYear();
      drafts.push({
        time,
        customerId: customer.id,
        customer_order_id: random.chance(0.65)
          ? `${reference}-${year}-${String(random.int(1, 9999)).padStart(4, '0')}`
          : null,
        date: isoDate(time),
        status,
        invoice_file_id: null,
        positions,
      });
    }
  }
  drafts.sort((a, b) => a.time - b.time);
  let serial = 4_500_012_000;
  return drafts.map(({ time, ...draft }) => {
    serial += random.int(3, 40);
    const order: OrderRecord = { id: String(serial), ...draft };
    const first = order.positions[0];
    if (order.status === 'invoiced' && first) {
      order.invoice_file_id = addFile(files, nextFileId(), {
        material_id: first.productId,
        name: `Rechnung zu Auftrag ${order.id}`,
        download_file_name: `Rechnung_${order.id}.pdf`,
        type: 'invoice',
        languages: ['de'],
        creation_date: isoDateTime(time + random.int(3, 10) * DAY),
      });
    }
    return order;
  });
}

const staffCompany = 'Kundenportal Handels GmbH';

function buildUsers(random: Random, customers: readonly CustomerRecord[]): UserRecord[] {
  const users: UserRecord[] = [];
  let id = 1000;
  const created = () => isoDateTime(referenceTime - random.int(30, 1900) * DAY - random.int(0, DAY - 1));
  const lastLogin = () =>
    random.chance(0.85)
      ? isoDateTime(referenceTime - random.int(0, 120) * DAY - random.int(0, DAY - 1))
      : null;

  for (const demo of demoLogins) {
    const [first = '', last = ''] = demo.name.split(' ');
    const customerIds = demo.companyIndexes.flatMap((index) => {
      const customer = customers[index];
      return customer ? [customer.id] : [];
    });
    const firstCustomer = customers[demo.companyIndexes[0] ?? -1];
    users.push({
      id: ++id,
      email: demo.email,
      passwordHash: DEMO_PASSWORD_HASH,
      salutation: (firstNames.miss as readonly string[]).includes(first) ? 'miss' : 'mister',
      first_name: first,
      last_name: last,
      company_name: firstCustomer?.name ?? staffCompany,
      phone_number: `+49 ${random.int(30, 991)} ${random.int(100000, 9999999)}`,
      fax_number: null,
      language: 'de',
      roles: [...demo.roles],
      clients: [...demo.clients],
      customerIds,
      created_at: created(),
      last_login_at: lastLogin(),
    });
  }

  const seen = new Set(users.map((user) => user.email));
  for (const customer of customers) {
    const domain = `${slug(customer.name).split('-').slice(0, 2).join('-')}.example`;
    const count = random.int(2, 5);
    for (let n = 0; n < count; n++) {
      const salutation = random.chance(0.5) ? 'miss' : 'mister';
      const first = random.pick(firstNames[salutation]);
      const last = random.pick(lastNames);
      const email = `${slug(first)}.${slug(last)}@${domain}`;
      if (seen.has(email)) continue;
      seen.add(email);
      const both = random.chance(0.15);
      // A company of the second client only has users of that client only (the draw stays, so the seed does too).
      const clients: ClientId[] = !customer.clients.includes('client_kundenportal')
        ? [...customer.clients]
        : both
          ? ['client_kundenportal', 'client_staub']
          : ['client_kundenportal'];
      users.push({
        id: ++id,
        email,
        passwordHash: DEMO_PASSWORD_HASH,
        salutation,
        first_name: first,
        last_name: last,
        company_name: customer.name,
        phone_number: `+49 ${random.int(30, 991)} ${random.int(100000, 9999999)}`,
        fax_number: random.chance(0.3) ? `+49 ${random.int(30, 991)} ${random.int(100000, 9999999)}-9` : null,
        language: random.chance(0.85) ? 'de' : random.pick(['en', 'fr', 'nl', 'pl', 'es'] as const),
        roles: ['ROLE_CUSTOMER'],
        clients,
        customerIds: [customer.id],
        created_at: created(),
        last_login_at: lastLogin(),
      });
    }
  }

  const staffRoles: RoleName[] = [
    'ROLE_SALES',
    'ROLE_SALES',
    'ROLE_SALES',
    'ROLE_EHS',
    'ROLE_ACCOUNT',
    'ROLE_KEYUSER',
  ];
  for (const role of staffRoles) {
    const salutation = random.chance(0.5) ? 'miss' : 'mister';
    const first = random.pick(firstNames[salutation]);
    const last = random.pick(lastNames);
    const email = `${slug(first)}.${slug(last)}@kundenportal.example`;
    if (seen.has(email)) continue;
    seen.add(email);
    users.push({
      id: ++id,
      email,
      passwordHash: DEMO_PASSWORD_HASH,
      salutation,
      first_name: first,
      last_name: last,
      company_name: staffCompany,
      phone_number: `+49 621 58930-${random.int(100, 299)}`,
      fax_number: null,
      language: 'de',
      roles: [role],
      clients: ['client_kundenportal'],
      customerIds: [],
      created_at: created(),
      last_login_at: lastLogin(),
    });
  }
  return users;
}

/** The registrations waiting for staff: existing and new customers and employees, seeded. */
function buildRegistrations(
  random: Random,
  customers: readonly CustomerRecord[],
  now: number,
): RegistrationRecord[] {
  const records = registrationKinds.map((kind, index) => seededRegistration(random, customers, kind, index));
  records.push(...unconfirmedRegistrations(customers, now, 501 + registrationKinds.length));
  return records;
}

const registrationKinds = [
  'existing_customer',
  'existing_customer',
  'new_customer',
  'existing_customer',
  'employee',
  'new_customer',
  'existing_customer',
  'new_customer',
  'existing_customer',
  'new_customer',
  'employee',
  'existing_customer',
  'new_customer',
  'existing_customer',
] as const;
const registeringCompanies = [
  ['Brauerei Lechner GmbH', '83022', 'DEU'],
  ['Ostsee Feinkost GmbH', '18055', 'DEU'],
  ['Alpin Metall AG', '6020', 'AUT'],
  ['Zürcher Backwaren AG', '8005', 'CHE'],
  ['Van den Berg Voedingsmiddelen B.V.', '3011', 'NLD'],
  ['Zakłady Chemiczne Nowak Sp. z o.o.', '61-001', 'POL'],
] as const;
const registrationReasons = [
  { why: 'order', additional_info: 'Wir suchen Xanthan E 415 in Bio-Qualität, ca. 2 t pro Jahr.' },
  { why: 'sdb', additional_info: 'Sicherheitsdatenblatt für Natronlauge 50 %, Materialnummer 20004711.' },
  { why: 'new customer', additional_info: null },
  { why: 'interested', additional_info: null },
  { why: 'misc', additional_info: 'Anfrage zu Rahmenverträgen für Reinigungschemikalien.' },
  { why: 'existing customer', additional_info: 'Kundennummer liegt mir nicht vor.' },
] as const;
const heardFrom = [
  'contact_person',
  'infomail',
  'website',
  'social_media',
  'word_of_mouth',
  'search_engine',
  'newsletter',
] as const;

/** The `index`th confirmed registration, of this kind. */
function seededRegistration(
  random: Random,
  customers: readonly CustomerRecord[],
  kind: (typeof registrationKinds)[number],
  index: number,
): RegistrationRecord {
  const salutation = random.chance(0.5) ? 'miss' : 'mister';
  const first = random.pick(firstNames[salutation]);
  const last = random.pick(lastNames);
  const createdTime = referenceTime - random.int(1, 40) * DAY - random.int(0, DAY - 1);
  const customer = random.pick(customers);
  const newCompany = registeringCompanies[index % registeringCompanies.length] ?? registeringCompanies[0];
  const company =
    kind === 'new_customer' ? newCompany[0] : kind === 'employee' ? staffCompany : customer.name;
  const domain =
    kind === 'employee'
      ? 'kundenportal.example'
      : `${slug(company).split('-').slice(0, 2).join('-')}.example`;
  const reason = kind === 'new_customer' ? random.pick(registrationReasons) : null;
  const record: RegistrationRecord = {
    passwordHash: DEMO_PASSWORD_HASH,
    confirmationToken: null,
    confirmationExpiresAt: 0,
    registration: {
      id: 501 + index,
      created_at: isoDateTime(createdTime),
      confirmed_at: isoDateTime(createdTime + random.int(5, 600) * 60_000),
      status: 'new',
      customer_type: kind,
      email: `${slug(first)}.${slug(last)}@${domain}`.replace('@', index % 3 === 0 ? '@' : `${index}@`),
      salutation,
      first_name: first,
      last_name: last,
      company_name: company,
      customer_numbers:
        kind === 'existing_customer'
          ? random.chance(0.2)
            ? [String(customer.id), String(random.pick(customers).id)].filter(
                (v, i, all) => all.indexOf(v) === i,
              )
            : [String(customer.id)]
          : [],
      sales_areas:
        kind === 'employee' ? [random.pick(['4000/*/*', '4000/10/*', '4100/10/20', '4200/*/*'])] : [],
      phone_number: `+49 ${random.int(30, 991)} ${random.int(100000, 9999999)}`,
      fax_number: null,
      country: kind === 'new_customer' ? newCompany[2] : 'DEU',
      zip: kind === 'new_customer' ? newCompany[1] : customer.address.zip,
      language: random.chance(0.8) ? 'de' : 'en',
      reason,
      where_did_you_hear_from: random.pick(heardFrom),
      client: random.chance(0.8) ? 'client_kundenportal' : 'client_staub',
      requested_roles:
        kind === 'employee' ? [random.pick(['ROLE_SALES', 'ROLE_EHS', 'ROLE_ACCOUNT'] as const)] : [],
    },
  };
  // An existing customer registers with a client their company buys from and names only its companies, so
  // the request goes to the staff who may decide it (after the draws, so the seed stays as it was).
  const { registration } = record;
  if (kind === 'existing_customer') {
    const client = customer.clients.includes(registration.client ?? 'client_kundenportal')
      ? registration.client
      : customer.clients[0];
    registration.client = client;
    registration.customer_numbers = registration.customer_numbers.filter((number) =>
      customers.some(
        (company) => String(company.id) === number && client && company.clients.includes(client),
      ),
    );
  }
  return record;
}

/** Two registrations whose applicants have not confirmed their e-mail yet: one link still valid, one expired. */
function unconfirmedRegistrations(
  customers: readonly CustomerRecord[],
  now: number,
  firstId: number,
): RegistrationRecord[] {
  const records: RegistrationRecord[] = [];
  const unconfirmed = [
    { token: demoConfirmationTokens.valid, expiresAt: now + 72 * 3_600_000, ageDays: 0 },
    { token: demoConfirmationTokens.expired, expiresAt: now - 3_600_000, ageDays: 4 },
  ];
  unconfirmed.forEach(({ token, expiresAt, ageDays }, index) => {
    const customer = customers[index + 3] ?? customers[0];
    if (!customer) return;
    records.push({
      passwordHash: DEMO_PASSWORD_HASH,
      confirmationToken: token,
      confirmationExpiresAt: expiresAt,
      registration: {
        id: firstId + index,
        created_at: isoDateTime(referenceTime - ageDays * DAY),
        confirmed_at: null,
        status: 'unconfirmed',
        customer_type: 'existing_customer',
        email: `neu${index + 1}@${slug(customer.name).split('-').slice(0, 2).join('-')}.example`,
        salutation: 'mister',
        first_name: index === 0 ? 'Felix' : 'Uwe',
        last_name: index === 0 ? 'Neumann' : 'Walter',
        company_name: customer.name,
        customer_numbers: [String(customer.id)],
        sales_areas: [],
        phone_number: '+49 521 7730512',
        fax_number: null,
        country: 'DEU',
        zip: customer.address.zip,
        language: 'de',
        reason: null,
        where_did_you_hear_from: 'website',
        client: 'client_kundenportal',
        requested_roles: [],
      },
    });
  });
  return records;
}

function seedLists(
  random: Random,
  customers: readonly CustomerRecord[],
  orders: readonly OrderRecord[],
  products: ReadonlyMap<string, ProductRecord>,
): { baskets: Map<number, ProductListItem[]>; favourites: Map<number, ProductListItem[]> } {
  const baskets = new Map<number, ProductListItem[]>();
  const favourites = new Map<number, ProductListItem[]>();
  for (const customer of customers) {
    const ordered = [
      ...new Set(
        orders
          .filter((o) => o.customerId === customer.id)
          .flatMap((o) => o.positions.map((p) => p.productId)),
      ),
    ];
    const entry = (id: string): ProductListItem[] => {
      const product = products.get(id);
      return product
        ? [
            {
              product: { id: product.id, description: product.description },
              amount: amountFor(random, product.unit),
              unit: product.unit,
            },
          ]
        : [];
    };
    baskets.set(customer.id, random.sample(ordered, random.int(2, 4)).flatMap(entry));
    favourites.set(customer.id, random.sample(ordered, random.int(3, 6)).flatMap(entry));
  }
  return { baskets, favourites };
}

export function buildDataset(now: number = Date.now()): MockDb {
  const random = createRandom(SEED);
  const files = new Map<number, ApiFile>();
  let fileId = 70_000;
  const nextFileId = () => ++fileId;

  const products = buildProducts(random, files, nextFileId);
  const productsById = new Map(products.map((product) => [product.id, product]));
  const customers = buildCustomers(random);
  const orders = buildOrders(random, customers, products, files, nextFileId);
  const users = buildUsers(random, customers);
  const registrations = buildRegistrations(random, customers, now);
  const { baskets, favourites } = seedLists(random, customers, orders, productsById);
  const lastOrder = orders.at(-1);

  return {
    customers,
    products,
    productsById,
    files,
    orders,
    users,
    registrations,
    baskets,
    favourites,
    hiddenFiles: new Map(),
    submissions: [],
    accessTokens: new Map(),
    refreshTokens: new Map(),
    magicLinks: new Map(),
    idempotency: new Map(),
    mailbox: [],
    throttle: new Map(),
    sequence: {
      user: Math.max(...users.map((user) => user.id)),
      registration: Math.max(...registrations.map((record) => record.registration.id)),
      file: fileId,
      order: lastOrder ? Number(lastOrder.id) : 4_500_012_000,
      receipt: 0,
      token: 0,
    },
  };
}
