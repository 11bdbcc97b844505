// Which HTML a host answers a path of the app with – one rule for scripts/serve.mjs and the nginx template
// (scripts/pages.mjs writes both from the page table; apps/portal/src/appPaths.test.ts checks them against the router).
//   - a prerendered page (apps/portal/prerender.mjs): its own <prefix>/<path>/index.html, markup included;
//   - any other path the router knows (the logged-in pages, /magic, /register …): the route's own shell where
//     the build wrote one (<prefix>/<path>/app.html: the locale's shell with the route's code preloaded, for
//     each page without a parameter), else the locale's app.html shell;
//   - a path no route knows: the locale's prerendered 404.html, with status 404. Only the page table's paths
//     are known (`/user/order/12`, `/user/edit`), so `/user/nonsense` is a 404 like in the browser.
// A browser holding a session (the app sets the `kundenportal_session` cookie) gets the shell for the public
// pages too: their prerendered markup is the logged-out page, which would flash before the visitor's own.
import { readFileSync } from 'node:fs';
import { locales } from './locales.mjs';

/**
 * The pages of the page table (packages/portal-features/src/shared/pages/pageTable.ts), as `npm run
 * pages:generate` wrote them: each with its path after the locale prefix, in React Router's pattern syntax.
 */
export const pages = JSON.parse(
  readFileSync(new URL('./generated/pages.json', import.meta.url), 'utf8'),
).pages;

/** A React Router pattern as a regular expression, JavaScript's and nginx's (PCRE) alike: `:id` is one segment, `:id?` one or none. */
const patternSource = (path) =>
  path
    .split('/')
    .slice(1)
    .map((segment) => {
      if (!segment.startsWith(':')) return `/${segment.replace(/[^A-Za-z0-9_-]/g, (c) => `\\${c}`)}`;
      return segment.endsWith('?') ? '(?:/[^/]+)?' : '/[^/]+';
    })
    .join('');

/**
 * The paths the router has a page for (after the locale prefix), as one regular expression for both hosts: the
 * home page and every other row's path – nothing below them (`/faq/x` is a 404, as in the browser), /user alone
 * neither – with or without a trailing slash.
 */
export const appPathSourceOf = (rows) =>
  `(?:${rows
    .filter((page) => page.path !== '/')
    .map((page) => patternSource(page.path))
    .join('|')})?/?`;
export const appPathSource = appPathSourceOf(pages);
const appPathPattern = new RegExp(`^${appPathSource}$`);

const prefixes = locales.slice(1);

/**
 * The nginx location of the pages (deploy/nginx/portal.conf.template; scripts/nginx.test.ts checks the template
 * holds exactly this): an optional locale prefix, then a known path or none (`/en`).
 */
export const nginxPagesLocationOf = (rows) =>
  `^(?<prefix>/(${prefixes.join('|')}))?(?<rest>${appPathSourceOf(rows)})?$`;
export const nginxPagesLocation = nginxPagesLocationOf(pages);
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
  const route = `${prefix}${rest.replace(/\/+$/, '')}`;
  const page = `${route}/index.html`;
  const shell = [`${route}/app.html`, `${prefix}/app.html`, '/app.html'];
  return { status: 200, files: [...new Set(loggedIn ? shell : [page, ...shell])] };
}

/** The app's session flag in a Cookie header. */
export const hasSessionCookie = (cookieHeader = '') =>
  /(?:^|;\s*)kundenportal_session=1(?:;|$)/.test(cookieHeader);
