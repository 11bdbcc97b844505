import { defaultLocale, loadMessages, localePrefix, locales, PortalLayout } from '@kundenportal/portal-features';
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
      // Below the providers, so error pages are translated and keep header and footer.
      children: [{ element: <PortalLayout />, children: [{ errorElement: <RouteError />, children: pageRoutes }] }],
    }),
  );
  return createBrowserRouter(trees);
}
