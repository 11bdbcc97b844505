import { defaultLocale, loadMessages, localePrefix, locales } from '@kundenportal/portal-features';
import { PortalLayout } from '@kundenportal/portal-features/layout';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LocaleRoot } from './LocaleRoot';
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
      loader: () => loadMessages(locale),
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

/** The browser's router. The build renders the public pages with the same routes (prerender.tsx). */
export function createPortalRouter() {
  return createBrowserRouter(portalRoutes());
}
