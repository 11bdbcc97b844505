/**
 * The header at laptop widths (issue 17 item 4): logged in, the language switch, the customer selector and the
 * user's name stay visible and apart at 1024 and 1280 px – for sales staff (staff view, thousands of
 * companies) and for a customer with several companies.
 */

import { apiRequests, expect, type Locator, test } from './test';

const users = [
  { email: 'vertrieb@kundenportal.example', name: 'Martina Vogel' },
  { email: 'einkauf@kundenportal.example', name: 'Thomas Richter' },
  // Customer and client selector side by side: the tightest header.
  { email: 'zwei-mandanten@kundenportal.example', name: 'Jan Hartmann' },
];
// The logo must not wrap either ('KUNDENPOR|TAL' at 1024 px in Polish before the fix).
const logoHeight = 48;

/** Fully inside the viewport, not clipped by its own box, and not covered where its centre is. */
async function expectShown(item: Locator, width: number) {
  await expect(item).toBeVisible();
  const box = await item.boundingBox();
  expect(box, 'has a box').not.toBeNull();
  if (!box) return;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  const isOnTop = await item.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    const hit = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
    return hit !== null && (element.contains(hit) || hit.contains(element));
  });
  expect(isOnTop, 'not covered by another element').toBe(true);
  return box;
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const texts = {
  de: { path: '/user/search', language: /^Sprache: Deutsch/, customer: 'Kunde', menu: 'Benutzermenü von' },
  // Polish has the longer words: the header must hold them too.
  pl: { path: '/pl/user/search', language: /^Język: polski/i, customer: 'Klient', menu: 'Menu użytkownika' },
};

for (const user of users) {
  test.describe(`logged in as ${user.name}`, () => {
    // Logged in once per worker; each test starts from that session (the login itself has tests of its own).
    test.use({ demoLogin: user.email });
    for (const width of [1024, 1280]) {
      for (const locale of ['de', 'pl'] as const) {
        const text = texts[locale];
        test(`header at ${width} px shows language, customer and name for ${user.name} (${locale})`, async ({
          page,
        }) => {
          await page.setViewportSize({ width, height: 768 });
          const api = apiRequests(page);
          await page.goto(text.path);
          const banner = page.getByRole('banner');
          const menu = banner.getByRole('button', { name: `${text.menu} ${user.name}` });
          // Measured once the page has loaded: the loading overlay rightly covers the page until then. The user's
          // name comes earlier than that (the last known user), so the requests are waited for, not the name.
          await expect(menu).toBeVisible();
          await api.quiet();
          await expect(page.getByRole('progressbar')).toHaveCount(0);
          const language = await expectShown(banner.getByRole('button', { name: text.language }), width);
          await expectShown(banner.getByRole('combobox', { name: text.customer }), width);
          // The field's whole box (input, wrapped text and button), not only the input inside it.
          const customer = await expectShown(
            banner.getByRole('group').filter({ has: page.getByRole('combobox', { name: text.customer }) }),
            width,
          );
          const name = await expectShown(menu, width);
          await expect(menu).toContainText(user.name);
          const logo = await banner.getByRole('link', { name: /Kundenportal GmbH/ }).boundingBox();
          expect(logo?.height ?? 0).toBeLessThan(logoHeight);
          await page.screenshot({
            path: `test-results/header-${width}-${locale}-${user.email.split('@')[0]}.png`,
          });
          const boxes = [language, customer, name].filter((box) => box !== undefined);
          expect(boxes).toHaveLength(3);
          for (const [index, box] of boxes.entries())
            for (const other of boxes.slice(index + 1)) expect(overlaps(box, other), 'apart').toBe(false);
        });
      }
    }
  });
}
