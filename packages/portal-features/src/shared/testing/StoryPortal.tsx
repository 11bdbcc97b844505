/**
 * Test-only: renders a screen as the app would – services, session, texts, a router at a given URL. The texts
 * are German unless the story or Storybook's locale toolbar chose another (storyGlobals.ts).
 */
import type { ReactNode } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { SWRConfig } from 'swr';
import { type CompiledMessages, IntlProvider, type Locale, LocaleProvider } from '../i18n';
import type { UserPage } from '../pages';
import { useRouterHref } from '../routing';
import {
  CurrentNotification,
  type PortalServices,
  PortalServicesProvider,
  useCurrentNotification,
} from '../services';
import { SessionProvider } from '../session';
import { storyLocale, storyMessages } from './storyGlobals';

function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={navigate} useHref={useRouterHref}>
      {children}
    </AriaRouterProvider>
  );
}

/**
 * Shows the app's notice so plays can assert it – mounted only while there is one, so a story's own alerts stay
 * the only ones on screen (the portal's frame keeps its live regions mounted, PortalLayout).
 */
function StoryNotification() {
  const notification = useCurrentNotification();
  return notification ? <CurrentNotification key={notification.id} placement="overlay" /> : null;
}

/** Where the story's router is; plays assert navigation with `data-testid="location"`. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

export interface StoryPortalProps {
  services: PortalServices;
  children: ReactNode;
  /** The URL the story starts at. */
  url?: string;
  /** Route pattern the story's screen is mounted under (default: every path). */
  path?: string;
  /** Default: the locale toolbar's (German in tests). */
  locale?: Locale;
  /**
   * Default: every German text when the story fixes `locale` (its play asserts them), every text of the
   * toolbar's locale otherwise.
   */
  messages?: CompiledMessages;
  /** The /user/* pages the story's app has mounted (default: all). */
  userPages?: ReadonlySet<UserPage>;
  /** Pages rendered in `children`'s `<Outlet />` (a layout story); then `path` is the layout's. */
  routes?: RouteObject[];
  /** Show the app's notice here; off for stories of the layout, which shows its own. */
  withNotification?: boolean;
  /**
   * SWR's dedupe window. 0 by default, so a story's quick changes (a customer chosen and chosen back) ask
   * again; the app runs with SWR's 2000 ms, which a story of the app's timing sets.
   */
  dedupingInterval?: number;
}

export function StoryPortal({
  services,
  children,
  url = '/',
  path = '*',
  locale: fixedLocale,
  messages,
  userPages,
  routes,
  withNotification = true,
  dedupingInterval = 0,
}: StoryPortalProps) {
  const locale = fixedLocale ?? storyLocale();
  const texts = messages ?? storyMessages(fixedLocale ? 'de' : locale);
  const router = createMemoryRouter(
    [
      {
        path: routes ? '/' : path,
        children: routes,
        element: (
          <AriaRouter>
            {children}
            {withNotification && <StoryNotification />}
            <LocationProbe />
          </AriaRouter>
        ),
      },
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [url] },
  );
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval }}>
      <PortalServicesProvider services={services}>
        <IntlProvider locale={locale} messages={texts}>
          <LocaleProvider locale={locale}>
            <SessionProvider userPages={userPages}>
              <RouterProvider router={router} />
            </SessionProvider>
          </LocaleProvider>
        </IntlProvider>
      </PortalServicesProvider>
    </SWRConfig>
  );
}
