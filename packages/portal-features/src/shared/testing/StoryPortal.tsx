/**
 * Test-only: renders a screen as the app would – services, session, texts, a router at a given URL. The texts
 * are German unless the story or Storybook's locale toolbar chose another (storyGlobals.ts).
 */
import type { AuthenticatedUser } from '@kundenportal/api-client';
import { createContext, type ReactNode, useContext } from 'react';
import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import {
  createMemoryRouter,
  matchPath,
  type RouteObject,
  RouterProvider,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import {
  type CompiledMessages,
  IntlProvider,
  type Locale,
  LocaleProvider,
  splitLocale,
  useIntl,
} from '../i18n';
import { PageFrame } from '../page';
import { allUserPages, type UserPage, userPageRow } from '../pages';
import { useRouterHref } from '../routing';
import {
  CurrentNotification,
  type PortalServices,
  PortalServicesProvider,
  useCurrentNotification,
} from '../services';
import { currentUserKey, RequireUser, SessionProvider } from '../session';
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

/**
 * What the app answers where a page may not be entered (the not-found page). Storybook's preview provides the
 * status feature's page (shared code may not import a feature); without it a plain stand-in says so.
 */
export const StoryNotFoundContext = createContext<ReactNode>(<p>Not found</p>);

/** A guard's `fallback` in a story: the app's not-found page (`expectNotFoundPage` finds it). */
export function StoryNotFound() {
  return useContext(StoryNotFoundContext);
}

/** What a guarded route shows once the guard lets the user in: the page's own name, in the story's locale. */
export function StoryPageContent({ page }: { page: UserPage }) {
  const intl = useIntl();
  return <p data-testid="page-content">{intl.formatMessage(userPageRow(page).title)}</p>;
}

/** A stand-in for one of the portal's pages in a layout story: its heading and content, named as the page is. */
export function StoryPageStandIn({ page }: { page: UserPage }) {
  const intl = useIntl();
  return (
    <PageFrame title={intl.formatMessage(userPageRow(page).title)}>
      <StoryPageContent page={page} />
    </PageFrame>
  );
}

/** The logged-in page the story's URL opens, as the app's router would match it (a locale prefix aside). */
export function userPageAt(url: string): UserPage | undefined {
  const { path } = splitLocale(new URL(url, 'http://story').pathname);
  return [...allUserPages].find((page) => matchPath(userPageRow(page).path, path));
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
  /**
   * Stand behind the guard of the logged-in page at `url`, as the app's router puts a page (renderScreen's
   * screens do; a story of the layout, which holds the pages, does not).
   */
  guarded?: boolean;
  /** Drawn above the guarded screen, as the app's header is (stand-ins for its selectors). */
  frame?: ReactNode;
  /** The logged-in user, known before the first render (a returning visit); asked for again on mount. */
  knownUser?: AuthenticatedUser;
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
  guarded: isGuarded = false,
  knownUser,
  frame,
}: StoryPortalProps) {
  const locale = fixedLocale ?? storyLocale();
  const texts = messages ?? storyMessages(fixedLocale ? 'de' : locale);
  const notFound = useContext(StoryNotFoundContext);
  // A screen at a logged-in page's URL stands behind that page's guard, as in the app: a role without access
  // (the toolbar's Role included) gets what the app shows it – the not-found page, or the login when logged out.
  const guarded = isGuarded && !routes ? userPageAt(url) : undefined;
  const router = createMemoryRouter(
    [
      {
        path: routes ? '/' : path,
        children: routes,
        element: (
          <AriaRouter>
            {frame}
            {guarded ? (
              <RequireUser page={guarded} fallback={notFound}>
                {children}
              </RequireUser>
            ) : (
              children
            )}
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
    <SWRConfig
      value={{
        provider: () => new Map(),
        dedupingInterval,
        fallback: knownUser ? { [unstable_serialize(currentUserKey)]: knownUser } : {},
      }}
    >
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
