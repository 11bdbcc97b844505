// The pages of a build as apps/portal/prerender.mjs writes them, for the host tests (serve, nginx): prerendered
// pages with their markup, each locale's shell and not-found page – German and Polish here (English: its 404 only).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';

/** What the build writes beside the pages for the CSP: the hashes of their inlined styles. */
export const styleHashes = [
  "'sha256-O1nH3cTlQ7J3E+sAPRuApQDc6NZYFj9RZyK4t/L5hXY='",
  "'sha256-aKlevkU+VbWdxuyxxo5C/QHJGN49dd+ElkQEQDY4h0U='",
];

/** … and the hash of their import map. */
export const scriptHashes = ["'sha256-m3M7R0hhGZbXvRkNuvBTCZ3XwVmoAqIm7HfUmaJ1ZbA='"];

export function writePages(dist: string) {
  writeFileSync(join(dist, '.csp-style-hashes'), `${styleHashes.join(' ')}\n`);
  writeFileSync(join(dist, '.csp-script-hashes'), `${scriptHashes.join(' ')}\n`);
  const page = (file: string, html: string) => {
    mkdirSync(join(dist, file, '..'), { recursive: true });
    writeFileSync(join(dist, file), html);
  };
  const pl = '<!doctype html><html lang="pl">';
  page('index.html', `<!doctype html><div id="root" data-prerendered="/">home</div>${' '.repeat(600)}`);
  page('faq/index.html', '<!doctype html><div id="root" data-prerendered="/faq">faq</div>');
  page('app.html', '<!doctype html><title>Kundenportal</title><div id="root"></div>');
  page('404.html', '<!doctype html><div id="root" data-prerendered="/404">not found</div>');
  page(
    'en/404.html',
    '<!doctype html><html lang="en"><div id="root" data-prerendered="/en/404">not found</div>',
  );
  page('pl/index.html', `${pl}<div id="root" data-prerendered="/pl">home</div>`);
  page('pl/faq/index.html', `${pl}<div id="root" data-prerendered="/pl/faq">faq</div>`);
  page('pl/app.html', `${pl}<div id="root"></div>`);
  // A route's own shell (its code preloaded), as the build writes one for each page without a parameter.
  page('user/orders/app.html', '<!doctype html><div id="root" data-shell="/user/orders"></div>');
  page('pl/user/orders/app.html', `${pl}<div id="root" data-shell="/pl/user/orders"></div>`);
  page('pl/404.html', `${pl}<div id="root" data-prerendered="/pl/404">not found</div>`);
}

/** Path, status and a piece of the body every host must answer with for the pages above. */
export const pageAnswers: [string, number, string][] = [
  ['/', 200, 'data-prerendered="/">home'],
  ['/faq', 200, 'data-prerendered="/faq">faq'],
  ['/faq/', 200, 'data-prerendered="/faq">faq'],
  ['/user/orders', 200, '<div id="root" data-shell="/user/orders"></div>'],
  ['/user/orders/', 200, '<div id="root" data-shell="/user/orders"></div>'],
  ['/it/user/edit/12', 200, '<div id="root"></div>'],
  ['/user/order/123', 200, '<div id="root"></div>'],
  ['/user/order/123/', 200, '<div id="root"></div>'],
  ['/user/edit', 200, '<div id="root"></div>'],
  ['/user/edit/5', 200, '<div id="root"></div>'],
  ['/pl/user/dashboard/', 200, `<html lang="pl"><div id="root"></div>`],
  // Below /user/ only the page table's pages are known (as in the router): anything else is the 404 page.
  ['/user', 404, 'data-prerendered="/404">not found'],
  ['/user/', 404, 'data-prerendered="/404">not found'],
  ['/user/nonsense', 404, 'data-prerendered="/404">not found'],
  ['/en/user/nonsense', 404, 'data-prerendered="/en/404">not found'],
  ['/pl/user/nonsense', 404, `<html lang="pl"><div id="root" data-prerendered="/pl/404">`],
  ['/user/dashboard/extra', 404, 'data-prerendered="/404">not found'],
  ['/user/order', 404, 'data-prerendered="/404">not found'],
  ['/user/edit/5/6', 404, 'data-prerendered="/404">not found'],
  ['/en', 200, '<div id="root"></div>'],
  ['/en/user/orders', 200, '<div id="root"></div>'],
  ['/en/user/dashboard', 200, '<div id="root"></div>'],
  ['/magic', 200, '<div id="root"></div>'],
  ['/pl', 200, 'data-prerendered="/pl">home'],
  ['/pl/', 200, 'data-prerendered="/pl">home'],
  ['/pl/faq', 200, 'data-prerendered="/pl/faq">faq'],
  ['/pl/user/orders', 200, `<html lang="pl"><div id="root" data-shell="/pl/user/orders"></div>`],
  ['/pl/gone', 404, `<html lang="pl"><div id="root" data-prerendered="/pl/404">`],
  ['/x.y', 404, 'data-prerendered="/404">not found'],
  ['/plus', 404, 'data-prerendered="/404">not found'],
  ['/faqs', 404, 'data-prerendered="/404">not found'],
];

/** The same host with the app's session flag set: the public pages come as the shell, not logged-out markup. */
export const loggedInAnswers: [string, number, string][] = [
  ['/', 200, '<div id="root"></div>'],
  ['/faq', 200, '<div id="root"></div>'],
  ['/pl/faq', 200, `<html lang="pl"><div id="root"></div>`],
  ['/user/orders', 200, '<div id="root" data-shell="/user/orders"></div>'],
  ['/user/order/123', 200, '<div id="root"></div>'],
  ['/user/nonsense', 404, 'data-prerendered="/404">not found'],
  ['/x.y', 404, 'data-prerendered="/404">not found'],
];
export const sessionCookie = { cookie: 'locale=de; kundenportal_session=1' };

/**
 * A page's HTML and config.json revalidate (issue 43.4): the answer carries an ETag, and a request naming it gets
 * a 304 without a body – a returning visit downloads neither again while the deployment is the same.
 */
export async function expectRevalidated(
  get: (path: string, init?: RequestInit) => Promise<Response>,
  path: string,
) {
  const first = await get(path);
  expect(first.status, path).toBe(200);
  const etag = first.headers.get('etag');
  expect(etag, `${path} without an ETag`).toMatch(/^(W\/)?"[^"]+"$/);
  const again = await get(path, { headers: { 'if-none-match': etag ?? '' } });
  expect(again.status, `${path} with If-None-Match`).toBe(304);
  expect(await again.text(), path).toBe('');
  expect(again.headers.get('cache-control'), path).toBe('no-cache');
  const other = await get(path, { headers: { 'if-none-match': '"another-deployment"' } });
  expect(other.status, `${path} with another tag`).toBe(200);
}
