// @vitest-environment node
// The README's recipe for a new page ("Adding a page"), followed to the letter with no casts: a row in the page
// table, the feature folder whose door (routes.tsx) exports the page, the door in the route table's map. Two
// pages are added – a public one and a logged-in one with a menu entry – and everything else follows from the
// rows: the router draws the page, guards the logged-in one, the side menu lists it by the name its row gives,
// the hosts know its path (200, not 404) and the build's scripts get its budget, texts and prerendering. What
// the recipe's steps provide and a row names – the door, the door's export, a text chunk – fails the type check
// when it is missing, naming it.
import { defineMessage } from '@formatjs/intl';
import { type PageRow, pageTable, scopes } from '@kundenportal/portal-features';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { menuEntriesOf } from '../../../packages/portal-features/src/layout/menuItems';
import { appPathSourceOf } from '../../../scripts/appPaths.mjs';
import { generatedPage } from '../../../scripts/pages.mjs';
import { doors, isNotFoundRoute, routesOf } from './routeTable';

// Step 2: the new feature folder's door, packages/portal-features/src/newsletter/routes.tsx, as the app
// imports it (`() => import('@kundenportal/portal-features/newsletter')`).
function NewsletterPage() {
  return <h1>Newsletter</h1>;
}
function OffersPage() {
  return <h1>Angebote</h1>;
}
const newsletterDoor = async () => ({ NewsletterPage, OffersPage });

// Step 1: the rows, as they stand in pageTable.ts (which is `as const satisfies Record<string, PageRow>`).
const offersTitle = defineMessage({ id: 'session.page.offers', defaultMessage: 'Angebote' });
const table = {
  ...pageTable,
  newsletter: {
    path: '/newsletter',
    code: { door: 'newsletter', page: 'NewsletterPage' },
    texts: [],
    prerender: true,
    budgetKb: 150,
  },
  offers: {
    path: '/user/offers',
    guard: { scope: scopes.basket },
    title: offersTitle,
    menuIcon: 'document',
    loginTarget: true,
    code: { door: 'newsletter', page: 'OffersPage' },
    texts: ['productLists'],
    budgetKb: 160,
  },
} as const satisfies Record<string, PageRow>;

// Step 3: the door in the route table's map.
const withNewsletter = { ...doors, newsletter: newsletterDoor };

const routes = routesOf(table, withNewsletter);
const lastMatch = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe("adding a page by the README's recipe", () => {
  it('the router draws the new public page from its door', async () => {
    // Rendered as the build prerenders: the render waits for the page's code and texts.
    const router = createMemoryRouter(routes, { initialEntries: ['/newsletter'] });
    const { prelude } = await prerenderToNodeStream(<RouterProvider router={router} />);
    let html = '';
    for await (const chunk of prelude) html += chunk;
    expect(html).toContain('<h1>Newsletter</h1>');
  });

  it('guards the new logged-in page and answers everything below it with the not-found page', () => {
    const offers = matchRoutes(routes, '/user/offers') ?? [];
    const guards = offers.map(
      ({ route }) => (route.element as ReactElement<{ page?: string }> | undefined)?.props,
    );
    expect(guards.some((props) => props?.page === 'offers')).toBe(true);
    expect(isNotFoundRoute(lastMatch('/user/offers/x') ?? {})).toBe(true);
    expect(isNotFoundRoute(lastMatch('/newsletter') ?? {})).toBe(false);
  });

  it('lists the logged-in page in the side menu, in table order, with its icon and name', () => {
    const entries = menuEntriesOf(table);
    expect(entries.at(-1)).toEqual({ page: 'offers', icon: 'document', label: offersTitle });
    expect(menuEntriesOf(pageTable).map(({ page }) => page)).not.toContain('offers');
  });

  it('lets the hosts answer both paths with a page, not a 404', () => {
    const known = new RegExp(`^${appPathSourceOf(Object.values(table))}$`);
    for (const path of ['/newsletter', '/newsletter/', '/user/offers']) expect(known.test(path)).toBe(true);
    expect(known.test('/newsletter/x')).toBe(false);
  });

  it('gives the build its budget, texts, door module and prerendering', () => {
    expect(generatedPage('newsletter', table.newsletter)).toMatchObject({
      path: '/newsletter',
      prerender: true,
      loggedIn: false,
      doorModule: 'packages/portal-features/src/newsletter/routes.tsx',
      budgetKb: 150,
    });
    expect(generatedPage('offers', table.offers)).toMatchObject({ loggedIn: true, prerender: false });
  });

  it('fails the type check, naming it, where a step is missing', () => {
    // @ts-expect-error Property 'newsletter' is missing: the route table's map lacks the door (step 3).
    routesOf(table, doors);
    const misspelt = {
      ...table,
      offers: { ...table.offers, code: { door: 'newsletter', page: 'OfferPage' } },
    } as const;
    // @ts-expect-error "the door 'newsletter' exports no page component 'OfferPage'", at the row 'offers'.
    routesOf(misspelt, withNewsletter);
    const textless = { ...table.newsletter, texts: ['newsletter'] } as const;
    // @ts-expect-error a text chunk that does not exist: the feature has no texts yet (npm run i18n:compile).
    textless satisfies PageRow;
  });
});
