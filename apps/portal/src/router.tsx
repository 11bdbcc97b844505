import { defaultLocale, loadMessages, localePrefix, locales } from '@kundenportal/portal-features';
import { PortalLayout } from '@kundenportal/portal-features/layout';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LocaleRoot } from './LocaleRoot';
import { RouteError } from './RouteError';
import { pageRoutes } from './routeTable';

/** German at '/', every other locale under its prefix; each tree holds the same pages. */
export function createPortalRouter() {
  const trees = locales.map(
    (locale): RouteObject => ({
      path: locale === defaultLocale ? '/' : localePrefix(locale),
      element: <LocaleRoot locale={locale} />,
      loader: () => loadMessages(locale),
      shouldRevalidate: () => false,
      // The catalog loads in a few ms; the page stays blank rather than flashing untranslated text.
      HydrateFallback: () => null,
      // Below the providers, so error pages are translated and keep header and footer.
      children: [{ element: <PortalLayout />, children: [{ errorElement: <RouteError />, children: pageRoutes }] }],
    }),
  );
  return createBrowserRouter(trees);
}
