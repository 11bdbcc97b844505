// @vitest-environment node
// The hosts (scripts/appPaths.mjs, the nginx template) tell known routes from unknown paths without the router:
// their list of first segments must be the router's, or a real page would answer 404 (or a typo 200).
import { pageNamesInOrder, pageTable } from '@kundenportal/portal-features';
import { describe, expect, it } from 'vitest';
import { htmlFor, pages } from '../../../scripts/appPaths.mjs';
import { isNotFoundPath } from './router';
import { pageRoutes } from './routeTable';

describe('the hosts’ route list', () => {
  it('is the page table’s (scripts/generated/pages.json is up to date)', () => {
    expect(pages.map(({ name, path }) => ({ name, path }))).toEqual(
      pageNamesInOrder.map((name) => ({ name, path: pageTable[name].path })),
    );
  });

  it('equals the router’s routes', () => {
    const paths = pageRoutes
      .map((route) => (route.index ? '/' : `/${route.path}`))
      .filter((path) => path !== '/*');
    expect(paths).toEqual(pages.map(({ path }) => path));
  });

  it.each([
    '/user/nonsense',
    '/en/user/nonsense',
    '/user/order/123',
    '/user/order/123/',
    '/user/order',
    '/user/edit',
    '/user/edit/',
    '/user/edit/5',
    '/user/edit/5/6',
    '/user/dashboard',
    '/fr/user/dashboard/',
    '/user/dashboard/extra',
    '/user',
    '/user/',
    '/nl/user/usermanagement',
    '/it/user/contact/x',
    '/faq',
    '/faq/',
    '/faq/x',
    '/en/search/abc',
    '/register/x',
    '/reorder/1',
    '/magic/',
    '/pl/activation/token',
    '//faq',
  ])('answers %s with 404 exactly when the router draws the not-found page', (path) => {
    expect(htmlFor(path).status).toBe(isNotFoundPath(path) ? 404 : 200);
  });

  it('answers prerendered pages, the shell and the not-found page per locale', () => {
    expect(htmlFor('/')).toEqual({ status: 200, files: ['/index.html', '/app.html'] });
    expect(htmlFor('/en/faq/')).toEqual({
      status: 200,
      files: ['/en/faq/index.html', '/en/faq/app.html', '/en/app.html', '/app.html'],
    });
    // A route's own shell (its code preloaded) before the locale's.
    expect(htmlFor('/pl/user/orders').files.slice(1)).toEqual([
      '/pl/user/orders/app.html',
      '/pl/app.html',
      '/app.html',
    ]);
    expect(htmlFor('/pl/user/orders', { loggedIn: true }).files[0]).toBe('/pl/user/orders/app.html');
    expect(htmlFor('/english')).toEqual({ status: 404, files: ['/404.html', '/404.html'] });
    expect(htmlFor('/it/nothing')).toEqual({ status: 404, files: ['/it/404.html', '/404.html'] });
  });
});
