// @vitest-environment node
// The README's recipe for a new page – one row in the page table and its feature folder – proved by adding
// two: a public page and a logged-in page with a menu entry. Everything else follows from the rows: the
// router draws the page, guards the logged-in one, the side menu lists it, the hosts know its path (200, not
// 404) and the build's scripts get its budget, texts and prerendering.
import { type PageRow, pageNames, pageTable, scopes } from '@kundenportal/portal-features';
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { menuEntriesOf } from '../../../packages/portal-features/src/layout/menuItems';
import { appPathSourceOf } from '../../../scripts/appPaths.mjs';
import { generatedPage } from '../../../scripts/pages.mjs';
import { isNotFoundRoute, routesOf } from './routeTable';

// The new feature folder's door (its routes.tsx), as the app would import it.
function NewsletterPage() {
  return <h1>Newsletter</h1>;
}
function OffersPage() {
  return <h1>Angebote</h1>;
}
const newsletterDoor = async () => ({ NewsletterPage, OffersPage });

const table = {
  ...pageTable,
  newsletter: {
    path: '/newsletter',
    code: { door: 'newsletter' as never, page: 'NewsletterPage' },
    texts: [],
    prerender: true,
    budgetKb: 150,
  },
  offers: {
    path: '/user/offers',
    guard: { scope: scopes.basket },
    title: pageNames.basket,
    menuIcon: 'document',
    loginTarget: true,
    code: { door: 'newsletter' as never, page: 'OffersPage' },
    texts: [],
    budgetKb: 160,
  },
} satisfies Record<string, PageRow>;

const routes = routesOf(table, { newsletter: newsletterDoor });
const lastMatch = (path: string) => matchRoutes(routes, path)?.at(-1)?.route;

describe('adding a page is one row in the page table and its feature folder', () => {
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
    expect(entries.at(-1)).toEqual({ page: 'offers', icon: 'document', label: pageNames.basket });
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
});
