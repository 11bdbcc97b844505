// Which HTML a host answers a path of the app with – one rule for scripts/serve.mjs and the nginx template
// (scripts/nginx.test.ts keeps the template's list equal to this one, scripts/appPaths.test.ts to the router's).
//   - a prerendered page (apps/portal/prerender.mjs): its own <prefix>/<path>/index.html, markup included;
//   - any other path the router knows (the logged-in pages, /magic, /register …): the locale's app.html shell;
//   - a path no route knows: the locale's prerendered 404.html, with status 404. Below /user/ only the page
//     table's pages are known (`/user/order/12`, `/user/edit`), so `/user/nonsense` is a 404 like in the browser.
// A browser holding a session (the app sets the `kundenportal_session` cookie) gets the shell for the public
// pages too: their prerendered markup is the logged-out page, which would flash before the visitor's own.
import { locales } from './locales.mjs';

/** The first path segments of the router's routes (apps/portal/src/routeTable.tsx), after the locale prefix. */
export const routeSegments = [
  'faq',
  'outofservice',
  'search',
  'login',
  'magic',
  'activation',
  'register',
  'user',
  'reorder',
  'requestOffer',
];

/**
 * The logged-in pages below /user/, as the page table (packages/portal-features/src/shared/session/pages.ts)
 * spells them in React Router's pattern syntax; apps/portal/src/appPaths.test.ts keeps this list equal to the
 * router's /user/ routes and the hosts' answers equal to what the router draws.
 */
export const userPagePaths = [
  'dashboard',
  'basket',
  'favorites',
  'registrations',
  'usermanagement',
  'orders',
  'search',
  'products',
  'documents',
  'profile',
  'contact',
  'order/:id',
  'edit/:id?',
];

/** A React Router pattern as a regular expression, JavaScript's and nginx's (PCRE) alike: `:id` is one segment, `:id?` one or none. */
const patternSource = (path) =>
  path
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');

/**
 * The paths the router has a page for (after the locale prefix), as one regular expression for both hosts: the
 * home page, the public routes (none has pages below it: `/faq/x` is a 404, as in the browser) and the /user/
 * pages – with or without a trailing slash.
 */
export const appPathSource = `/(?:(?:${routeSegments.filter((segment) => segment !== 'user').join('|')})|user(?:${userPagePaths.map(patternSource).join('|')}))?/?`;
const appPathPattern = new RegExp(`^${appPathSource}$`);

const prefixes = locales.slice(1);

/**
 * The nginx location of the pages (deploy/nginx/portal.conf.template; scripts/nginx.test.ts checks the template
 * holds exactly this): an optional locale prefix, then a known path or none (`/en`).
 */
export const nginxPagesLocation = `^(?<prefix>/(${prefixes.join('|')}))?(?<rest>${appPathSource})?$`;
const localePattern = new RegExp(`^/(${prefixes.join('|')})(?=/|$)`);

/** Splits `/en/faq` into `/en` and `/faq`; German paths have no prefix. */
export function splitPrefix(path) {
  const prefix = localePattern.exec(path)?.[0] ?? '';
  return { prefix, rest: path.slice(prefix.length) || '/' };
}

/** True when the router has a page for the path after the locale prefix (`appPathSource`). */
export const isAppRoute = (rest) => appPathPattern.test(rest);

/**
 * The files to try for a path that is no file, in order, and the status of the answer: a prerendered page,
 * else the shell (both 200) – or for an unknown path the not-found page (404). Paths are inside dist.
 */
export function htmlFor(path, { loggedIn = false } = {}) {
  const { prefix, rest } = splitPrefix(path);
  if (!isAppRoute(rest)) return { status: 404, files: [`${prefix}/404.html`, '/404.html'] };
  const page = `${prefix}${rest.replace(/\/+$/, '')}/index.html`;
  const shell = [`${prefix}/app.html`, '/app.html'];
  return { status: 200, files: loggedIn ? shell : [page, ...shell] };
}

/** The app's session flag in a Cookie header. */
export const hasSessionCookie = (cookieHeader = '') =>
  /(?:^|;\s*)kundenportal_session=1(?:;|$)/.test(cookieHeader);
