import {
  IntlProvider,
  type Locale,
  LocaleProvider,
  useApi,
  useAuthDialogs,
  useMessages,
  useRouterHref,
  useSession,
} from '@kundenportal/portal-features';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, use, useEffect } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { textsFor } from './routeData';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

// The auth forms and their texts load when a dialog first opens, not with every page.
const authDialogs = new Map<Locale, LazyExoticComponent<ComponentType>>();
function authDialogsIn(locale: Locale) {
  let component = authDialogs.get(locale);
  if (!component) {
    component = lazy(async () => {
      const [auth] = await Promise.all([
        import('@kundenportal/portal-features/auth'),
        textsFor(locale, ['auth', 'registrationAnswers']),
      ]);
      return { default: await auth.loadAuthDialogs() };
    });
    authDialogs.set(locale, component);
  }
  return component;
}

function AuthDialogHost({ locale }: { locale: Locale }) {
  const { dialog } = useAuthDialogs();
  const AuthDialogs = authDialogsIn(locale);
  return dialog ? (
    <Suspense fallback={null}>
      <AuthDialogs />
    </Suspense>
  ) : null;
}

/** One locale's tree: its texts (the shell's here, features' with their pages), the locale, and client-side links for RAC. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  use(textsFor(locale));
  const messages = useMessages(locale);
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
          <AuthDialogHost locale={locale} />
        </AriaRouterProvider>
      </LocaleProvider>
    </IntlProvider>
  );
}
