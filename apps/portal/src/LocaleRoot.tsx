import {
  type CompiledMessages,
  IntlProvider,
  type Locale,
  LocaleProvider,
  useApi,
  useAuthDialogs,
  useRouterHref,
  useSession,
} from '@kundenportal/portal-features';
import { lazy, Suspense, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useLoaderData, useLocation, useNavigate } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// The auth forms load when a dialog first opens, not with every page.
const AuthDialogs = lazy(async () => ({
  default: (await import('@kundenportal/portal-features/auth')).AuthDialogs,
}));

function AuthDialogHost() {
  const { dialog } = useAuthDialogs();
  return dialog ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}

/** One locale's tree: its catalog (loaded by the route loader), the locale, and client-side links for RAC. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const messages = useLoaderData() as CompiledMessages;
  const navigate = useNavigate();
  const api = useApi();
  const { isAuthenticated } = useSession();
  const { pathname } = useLocation();
  // Spec §4: the access token is refreshed on navigation too, not only before requests.
  useEffect(() => {
    if (isAuthenticated && pathname) void api.ensureFreshToken();
  }, [api, isAuthenticated, pathname]);
  return (
    <IntlProvider locale={locale} messages={messages}>
      <LocaleProvider locale={locale}>
        <AriaRouterProvider navigate={navigate} useHref={useRouterHref}>
          <Outlet />
          <AuthDialogHost />
        </AriaRouterProvider>
      </LocaleProvider>
    </IntlProvider>
  );
}
