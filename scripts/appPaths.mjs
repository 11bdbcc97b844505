// Which HTML a host answers a path of the app with – one rule for scripts/serve.mjs and the nginx template
// (scripts/nginx.test.ts keeps the template's list equal to this one, scripts/appPaths.test.ts to the router's).
//   - a prerendered page (apps/portal/prerender.mjs): its own <prefix>/<path>/index.html, markup included;
//   - any other path the router knows (the logged-in pages, /magic, /register …): the locale's app.html shell;
//   - a path no route knows: the locale's prerendered 404.html, with status 404.
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

const prefixes = locales.slice(1);
const localePattern = new RegExp(`^/(${prefixes.join('|')})(?=/|$)`);

/** Splits `/en/faq` into `/en` and `/faq`; German paths have no prefix. */
export function splitPrefix(path) {
  const prefix = localePattern.exec(path)?.[0] ?? '';
  return { prefix, rest: path.slice(prefix.length) || '/' };
}

/** True when the router has a route for the path (the home page, or a known first segment). */
export function isAppRoute(rest) {
  const first = rest.split('/')[1] ?? '';
  return first === '' || routeSegments.includes(first);
}

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
