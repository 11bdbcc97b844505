import { defaultLocale, type Locale, localePrefix, splitLocale } from '@kundenportal/portal-features';
import { PortalLayout } from '@kundenportal/portal-features/layout';
import {
  matchRoutes,
  Outlet,
  type RouteMatch,
  type RouteObject,
  renderMatches,
  useLocation,
} from 'react-router-dom';
import { LocaleRoot } from './LocaleRoot';
import { RouteErrorBoundary } from './RouteError';
import { textsFor } from './routeData';
import { isNotFoundRoute, pageRoutes, preloadOf, textChunksOf } from './routeTable';

/**
 * The pages' error boundary: below the layout, so error pages are translated and keep header and footer.
 * A page draws once its code and texts are in (`page` in routeTable.tsx). No Suspense boundary waits for them
 * here: the render simply waits, the page before staying on screen (React keeps the committed tree when
 * nothing nearer catches the suspension). A boundary here would also hydrate the prerendered page in a pass of
 * its own, after the presses held before hydration had been replayed into it (earlyInput.ts).
 */
function PageBoundary() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary resetKey={pathname}>
      <Outlet />
    </RouteErrorBoundary>
  );
}

const trees = new Map<Locale, RouteObject[]>();
/** German at '/', every other locale under its prefix; each tree holds the same pages. */
export function localeTree(locale: Locale): RouteObject[] {
  let tree = trees.get(locale);
  if (!tree) {
    tree = [
      {
        path: locale === defaultLocale ? '/' : localePrefix(locale),
        element: <LocaleRoot locale={locale} />,
        children: [
          { element: <PortalLayout />, children: [{ element: <PageBoundary />, children: pageRoutes }] },
        ],
      },
    ];
    trees.set(locale, tree);
  }
  return tree;
}

/**
 * The portal's routes, for the browser (main.tsx, in React Router's declarative mode – its data router is
 * 17 KB gzip more on every page, and the pages need none of its loaders or actions) and for the build
 * (prerender.tsx). Only the tree of the URL's locale is matched, once per path (`matchPortalRoutes`):
 * `useRoutes` would flatten and rank the whole tree again on every render – ~13 ms of a page load on a
 * slow phone.
 */
export function PortalRoutes() {
  const { pathname } = useLocation();
  return renderMatches(matchPortalRoutes(pathname));
}

const matched = new Map<string, RouteMatch[]>();
/**
 * The routes a path matches, outermost first (none for a path no route knows – never: '*' catches it).
 * Remembered per path: React Router ranks the whole tree on every call, which the start-up would otherwise
 * do for the preload, the hydration check and each render. Like `useRoutes`, the matched pathnames are given
 * back URL-encoded (matching decodes them), so links resolved against them stay valid URLs.
 */
export function matchPortalRoutes(pathname: string): RouteMatch[] {
  let matches = matched.get(pathname);
  if (!matches) {
    matches = (matchRoutes(localeTree(splitLocale(pathname).locale), pathname) ?? []).map((match) => ({
      ...match,
      pathname: encodePathname(match.pathname),
      pathnameBase: encodePathname(match.pathnameBase),
    }));
    matched.set(pathname, matches);
  }
  return matches;
}

/** A decoded pathname as the URL carries it (`%`, `?` and `#` stay part of the path). */
function encodePathname(pathname: string): string {
  const escaped = pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23');
  return new URL(escaped, 'http://localhost').pathname;
}

/**
 * Loads what the page at this path draws – its code and texts, and the shell's texts – so the first render
 * (a hydration, or the render that replaces the app shell's first frame) draws the page at once.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const { locale } = splitLocale(pathname);
  const loads = matchPortalRoutes(pathname).map(({ route }) => preloadOf(route)?.(locale));
  await Promise.all([textsFor(locale), ...loads]);
}

/** The text chunks the page at this path shows besides `core`, as its routes name them. */
export function textChunksFor(pathname: string): string[] {
  return [...new Set(matchPortalRoutes(pathname).flatMap(({ route }) => textChunksOf(route)))];
}

/** Whether this path is the not-found page's (no route but the catch-all – or /user's index – matches it). */
export function isNotFoundPath(pathname: string): boolean {
  const last = matchPortalRoutes(pathname).at(-1);
  return last !== undefined && isNotFoundRoute(last.route);
}
