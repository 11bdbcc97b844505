import {
  defaultLocale,
  type Locale,
  loadMessages,
  localePrefix,
  locales,
  splitLocale,
} from '@kundenportal/portal-features';
import { PortalLayout } from '@kundenportal/portal-features/layout';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LocaleRoot } from './LocaleRoot';
import { nextTask } from './nextTask';
import { RootRouteError } from './RootError';
import { RouteError } from './RouteError';
import { pageRoutes } from './routeTable';

/** Nothing while the catalog loads (a few ms): better than a flash of untranslated text. */
function HydrateFallback() {
  return null;
}

/** German at '/', every other locale under its prefix; each tree holds the same pages. */
export function portalRoutes(): RouteObject[] {
  return locales.map(
    (locale): RouteObject => ({
      path: locale === defaultLocale ? '/' : localePrefix(locale),
      element: <LocaleRoot locale={locale} />,
      // In a task of its own, like the pages' code and texts (routeTable.tsx): the router's first navigation
      // calls every loader at once.
      loader: async () => {
        await nextTask();
        return loadMessages(locale);
      },
      shouldRevalidate: () => false,
      HydrateFallback,
      // Catalog or status chunk unloadable, or an error page that failed itself: never the developer screen.
      errorElement: <RootRouteError />,
      // Below the providers, so error pages are translated and keep header and footer.
      children: [
        {
          element: <PortalLayout />,
          children: [{ errorElement: <RouteError />, children: pageRoutes }],
        },
      ],
    }),
  );
}

/**
 * The browser's router. The build renders the public pages with the same routes (prerender.tsx).
 * It starts with the tree of the URL's locale only and adds another locale's tree on the first navigation
 * into it (React Router asks `patchRoutesOnNavigation` when no route, or only a catch-all, matches): ranking
 * seven trees of routes was a third of the router's start-up on a slow phone.
 */
export function createPortalRouter() {
  const trees = portalRoutes();
  const treeOf = (locale: Locale) =>
    trees.find((tree) => tree.path === (locale === defaultLocale ? '/' : localePrefix(locale)));
  const first = splitLocale(window.location.pathname).locale;
  const added = new Set<Locale>([first]);
  return createBrowserRouter(
    [treeOf(first)].filter((tree) => tree !== undefined),
    {
      patchRoutesOnNavigation: ({ path, patch }) => {
        const { locale } = splitLocale(path);
        const tree = treeOf(locale);
        if (added.has(locale) || !tree) return;
        added.add(locale);
        patch(null, [tree]);
      },
    },
  );
}
