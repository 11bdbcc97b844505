/** Test-only: a customer's documents and orders with known SDS updates, dated relative to today. */
import type { components } from '@kundenportal/api-client';
import type { UsesHandlers } from '@kundenportal/api-client/mocks';
import { resetMockDb } from '@kundenportal/api-client/mocks';
import { createStoryServices, onePage, storyHttp } from '../shared/testing';

type File = components['schemas']['File'];
type Order = components['schemas']['Order'];

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);
const dateTime = (days: number) => daysAgo(days).toISOString();
const day = (days: number) => daysAgo(days).toISOString().slice(0, 10);

const file = (
  id: number,
  material: string,
  type: File['type'],
  languages: string[],
  ageDays: number,
  product: string,
): File => ({
  id,
  material_id: material,
  name: `${type === 'sdb' ? 'Sicherheitsdatenblatt' : 'Produktinformation'} ${product}`,
  download_file_name: `${type === 'sdb' ? 'SDB' : 'Produktinformation'}_${material}.pdf`,
  type,
  languages,
  creation_date: dateTime(ageDays),
});

export const products = {
  citric: { id: '2000101', name: 'Zitronensäure E330' },
  ascorbic: { id: '2000102', name: 'Ascorbinsäure E300' },
  lye: { id: '3000103', name: 'Natronlauge 50 %' },
  grease: { id: '1000104', name: 'Schmierfett Lithium' },
} as const;

/** Two SDS updates (citric acid, ascorbic acid); the lye sheet is older than its delivery; grease has no SDS. */
export const fixtureFiles: File[] = [
  file(9001, products.citric.id, 'sdb', ['de', 'en'], 50, products.citric.name),
  file(9002, products.citric.id, 'flyer', ['de'], 400, products.citric.name),
  file(9003, products.ascorbic.id, 'sdb', ['de', 'en', 'fr'], 70, products.ascorbic.name),
  file(9004, products.lye.id, 'sdb', ['de', 'en', 'es', 'fr', 'nl', 'pl', 'it'], 300, products.lye.name),
  file(9005, products.grease.id, 'flyer', ['de'], 600, products.grease.name),
];

const order = (
  id: string,
  ageDays: number,
  status: Order['status'],
  lines: Array<{ id: string; name: string }>,
): Order => ({
  id,
  customer_order_id: null,
  date: day(ageDays),
  status,
  customer: { id: 100100, name: 'Bäckerei Hofmann GmbH & Co. KG' },
  invoice_file_id: null,
  positions: lines.map((line, index) => ({
    id: (index + 1) * 10,
    product: { id: line.id, description: line.name },
    material_number: line.id,
    amount: 25,
    unit: 'KG',
    documents: [],
  })),
});

export const fixtureOrders: Order[] = [
  order('4500000005', 3, 'open', [products.citric]),
  order('4500000004', 110, 'delivered', [products.ascorbic]),
  order('4500000003', 140, 'delivered', [products.lye]),
  order('4500000002', 160, 'invoiced', [products.citric, products.lye]),
  order('4500000001', 500, 'invoiced', [products.grease]),
];

export const lastDeliveryOf = { citric: day(160), ascorbic: day(110) };

/** Answers GET /documents and GET /customer/orders with the fixture (or the given lists). */
export function serveFixture(
  msw: UsesHandlers,
  files: File[] = fixtureFiles,
  orders: Order[] = fixtureOrders,
) {
  msw.use(
    // Newest first, as the API answers.
    storyHttp.get('/documents', ({ response }) =>
      response(200).json([...files].sort((a, b) => b.creation_date.localeCompare(a.creation_date))),
    ),
    storyHttp.get('/customer/orders', ({ response }) => response(200).json(onePage(orders, 100))),
  );
}

export interface SavedFile {
  blob: Blob;
  fileName: string;
}

/**
 * Logs in on a fresh mock database and without this user's remembered documents (recent files, seen marks);
 * downloads are caught in `saved`. `prepare` may seed preferences before the story renders.
 */
export const documentsLogin = (email: string, prepare?: (userId: number) => void) => async () => {
  resetMockDb();
  const saved: SavedFile[] = [];
  const services = await createStoryServices({
    loginAs: email,
    saveFile: (blob, fileName) => saved.push({ blob, fileName }),
  });
  const { data: user } = await services.api.GET('/auth/user');
  if (!user) throw new Error('No user');
  for (const key of Object.keys(localStorage)) {
    if (key.endsWith(`.${user.id}`) && key.startsWith('kundenportal.')) localStorage.removeItem(key);
  }
  prepare?.(user.id);
  return { services, saved, userId: user.id };
};
