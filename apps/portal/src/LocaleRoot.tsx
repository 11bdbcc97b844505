import { type CompiledMessages, IntlProvider, type Locale, LocaleProvider } from '@kundenportal/portal-features';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { type NavigateOptions, Outlet, useHref, useLoaderData, useNavigate } from 'react-router-dom';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** One locale's tree: its catalog (loaded by the route loader), the locale, and client-side links for RAC. */
export function LocaleRoot({ locale }: { locale: Locale }) {
  const messages = useLoaderData() as CompiledMessages;
  const navigate = useNavigate();
  return (
    <IntlProvider locale={locale} messages={messages}>
      <LocaleProvider locale={locale}>
        <AriaRouterProvider navigate={navigate} useHref={useHref}>
          <Outlet />
        </AriaRouterProvider>
      </LocaleProvider>
    </IntlProvider>
  );
}
