import {
  type Locale,
  type MessageChunk,
  RequireUser,
  type UserPage,
  useLocale,
  useRuntimeConfig,
  userPageTable,
} from '@kundenportal/portal-features';
import { type ComponentType, type ReactElement, use } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { nextTask } from './nextTask';
import { NotFoundRoute } from './RouteError';
import { promiseCache, type Settled, textsFor } from './routeData';

/**
 * Every route of spec §2, the same under every locale prefix. A route whose feature has not landed yet
 * answers like an unknown route (404) – no placeholder screens – and is left out of the menus.
 */
const auth = () => import('@kundenportal/portal-features/auth');
const searchFeature = () => import('@kundenportal/portal-features/search');

type Preload = (locale: Locale) => Promise<unknown>;
/** The page each route draws, for the preloader and the build. */
const pagesOfRoutes = new WeakMap<RouteObject, PageRoute>();
/** What a route needs before it can draw: its page's code and texts (main.tsx and the build wait for them). */
export const preloadOf = (route: RouteObject): Preload | undefined => pagesOfRoutes.get(route)?.preload;
/** The text chunks a route's page shows, besides the shell's `core` (the build preloads them with the page). */
export const textChunksOf = (route: RouteObject): readonly MessageChunk[] =>
  pagesOfRoutes.get(route)?.chunks ?? [];

interface PageRoute {
  element: ReactElement;
  preload: Preload;
  chunks: readonly MessageChunk[];
}

/**
 * A page: its code and the text chunks it shows, asked for together when it is first drawn (or earlier, by
 * `preload`), the page drawn once both are in. Navigations are transitions, so the page before stays on screen
 * meanwhile. The code is asked for in a task of its own: asking for a chunk (Vite adds a preload link for each
 * of its imports) is work of its own, and on a slow phone it made the first render's task twice as long.
 */
function page(load: () => Promise<ComponentType>, chunks: readonly MessageChunk[] = []): PageRoute {
  const codeCache = promiseCache<ComponentType>();
  const code = () =>
    codeCache('', async () => {
      await nextTask();
      return load();
    });
  return {
    element: <RoutePage code={code} chunks={chunks} />,
    preload: (locale) => Promise.all([code(), textsFor(locale, chunks)]),
    chunks,
  };
}

function RoutePage({
  code,
  chunks,
}: {
  code: () => Settled<ComponentType>;
  chunks: readonly MessageChunk[];
}) {
  const texts = textsFor(useLocale(), chunks); // asked for before the code is waited for: both load at once
  const Page = use(code());
  use(texts);
  return <Page />;
}

/** A route drawing `page`, known to the preloader. */
function route(path: Pick<RouteObject, 'path' | 'index'>, page: PageRoute): RouteObject {
  const { element } = page;
  const object: RouteObject = path.index ? { index: true, element } : { path: path.path, element };
  pagesOfRoutes.set(object, page);
  return object;
}

const feature = {
  basket: () => import('@kundenportal/portal-features/basket'),
  contact: () => import('@kundenportal/portal-features/contact'),
  documents: () => import('@kundenportal/portal-features/documents'),
  ordering: () => import('@kundenportal/portal-features/ordering'),
  orders: () => import('@kundenportal/portal-features/orders'),
  profile: () => import('@kundenportal/portal-features/profile'),
  registrations: () => import('@kundenportal/portal-features/registrations'),
  users: () => import('@kundenportal/portal-features/users'),
};

/** The logged-in pages (paths and rules in the page table) with their code and the text chunks they show. */
const userPageRoutes: Partial<Record<UserPage, PageRoute>> = {
  dashboard: page(
    async () => (await import('./dashboard')).ComposedDashboard,
    ['dashboard', 'profile', 'basket', 'orders', 'search', 'documents', 'productLists'],
  ),
  basket: page(async () => (await feature.basket()).BasketPage, ['basket', 'productLists']),
  favorites: page(async () => (await feature.basket()).FavoritesPage, ['basket', 'productLists']),
  registrations: page(
    async () => (await feature.registrations()).RegistrationsPage,
    ['registrations', 'registrationAnswers'],
  ),
  usermanagement: page(async () => (await feature.users()).loadUserManagementPage(), ['users']),
  edit: page(async () => (await feature.users()).loadEditUserPage(), ['users']),
  orders: page(async () => (await feature.orders()).OrderHistoryPage, ['orders', 'productLists']),
  order: page(
    async () => (await feature.orders()).loadOrderDetailPage(),
    ['orders', 'productLists', 'safetyDataSheetRequest'],
  ),
  search: page(async () => (await searchFeature()).SearchPage, ['search', 'productLists']),
  products: page(async () => (await searchFeature()).MyProductsPage, ['search', 'productLists']),
  documents: page(
    async () => (await feature.documents()).DocumentsPage,
    ['documents', 'safetyDataSheetRequest'],
  ),
  profile: page(async () => (await feature.profile()).ProfilePage, ['profile']),
  contact: page(async () => (await feature.contact()).ContactPage, ['contact']),
};
export const mountedUserPages: ReadonlySet<UserPage> = new Set(Object.keys(userPageRoutes) as UserPage[]);

/** /register exists only while the runtime flag allows self-registration. */
function RegistrationGate() {
  return useRuntimeConfig().registrationEnabled ? <Outlet /> : <NotFoundRoute />;
}

const notFound = <NotFoundRoute />;
const notFoundRoute: RouteObject = { path: '*', element: notFound };
/** Whether a matched route draws the not-found page: a path no route knows, or /user itself (no page of its own). */
export const isNotFoundRoute = (route: RouteObject) => route.element === notFound;

/**
 * The order wizards (spec §2 top-level routes) need what the basket needs – a login, the basket scope and a
 * chosen company, no staff view – so they are guarded by the basket's row of the page table.
 */
const orderingRoutes: RouteObject[] = [
  { path: 'reorder', page: page(async () => (await feature.ordering()).ReorderPage, ['ordering']) },
  {
    path: 'requestOffer',
    page: page(async () => (await feature.ordering()).RequestOfferPage, ['ordering']),
  },
].map(({ path, page }) => ({
  path,
  element: <RequireUser page="basket" fallback={notFound} />,
  children: [route({ index: true }, page)],
}));

export const pageRoutes: RouteObject[] = [
  route(
    { index: true },
    page(async () => (await import('@kundenportal/portal-features/home')).Component, ['home']),
  ),
  route(
    { path: 'faq' },
    page(async () => (await import('@kundenportal/portal-features/faq')).Component, ['faq']),
  ),
  route(
    { path: 'outofservice' },
    page(async () => (await import('@kundenportal/portal-features/status')).OutOfServicePage),
  ),
  route(
    { path: 'search' },
    page(async () => (await searchFeature()).PublicSearchPage, ['search', 'productLists']),
  ),
  route(
    { path: 'login' },
    page(async () => (await auth()).LoginPage, ['auth', 'registrationAnswers']),
  ),
  route(
    { path: 'magic' },
    page(async () => (await auth()).MagicLinkPage, ['auth', 'registrationAnswers']),
  ),
  route(
    { path: 'activation' },
    page(async () => (await auth()).ActivationPage, ['auth', 'registrationAnswers']),
  ),
  {
    path: 'register',
    element: <RegistrationGate />,
    children: [
      route(
        { index: true },
        page(async () => (await auth()).loadRegisterPage(), ['auth', 'registrationAnswers']),
      ),
    ],
  },
  {
    path: 'user',
    children: [
      ...(Object.entries(userPageRoutes) as [UserPage, PageRoute][]).map(
        ([name, userPage]): RouteObject => ({
          path: userPageTable[name].path,
          element: <RequireUser page={name} fallback={notFound} />,
          children: [route({ index: true }, userPage)],
        }),
      ),
      // /user alone is no page (it drew an empty frame): not found, like in the hosts (scripts/appPaths.mjs).
      { index: true, element: notFound },
      notFoundRoute,
    ],
  },
  ...orderingRoutes,
  notFoundRoute,
];
