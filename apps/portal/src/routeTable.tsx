import {
  loadMessages,
  type MessageChunk,
  RequireUser,
  splitLocale,
  type UserPage,
  useRuntimeConfig,
  userPageTable,
} from '@kundenportal/portal-features';
import { Outlet, type RouteObject } from 'react-router-dom';
import { nextTask } from './nextTask';
import { NotFoundRoute } from './RouteError';

/**
 * Every route of spec §2, the same under every locale prefix. A route whose feature has not landed yet
 * answers like an unknown route (404) – no placeholder screens – and is left out of the menus.
 */
type Lazy = NonNullable<RouteObject['lazy']>;
const auth = () => import('@kundenportal/portal-features/auth');
const searchFeature = () => import('@kundenportal/portal-features/search');
/**
 * A page's code, asked for in a task of its own: the router's first navigation calls every lazy route and
 * loader at once, and asking for a chunk (Vite adds a preload link for each of its imports) made that one task
 * twice as long on a slow phone.
 */
const page =
  (load: () => Promise<React.ComponentType>): Lazy =>
  async () => {
    await nextTask();
    return { Component: await load() };
  };

/**
 * A route's texts: the feature chunks its page shows (scripts/i18n.mjs splits the catalogs per feature),
 * loaded for the locale of the URL while the page's code loads.
 */
const texts = (...chunks: MessageChunk[]): Pick<RouteObject, 'loader' | 'shouldRevalidate'> => ({
  loader: async ({ request }) => {
    await nextTask(); // like a page's code (see `page`): asking for the chunks is work of its own
    await loadMessages(splitLocale(new URL(request.url).pathname).locale, chunks);
    return null;
  },
  // Once in, a chunk stays: a change of the query (paging, a search) needs nothing new.
  shouldRevalidate: ({ currentUrl, nextUrl }) => currentUrl.pathname !== nextUrl.pathname,
});

interface UserPageRoute {
  lazy: Lazy;
  /** The feature chunks of texts the page shows (its own, and its widgets' on the dashboard). */
  texts: MessageChunk[];
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
const userPageRoutes: Partial<Record<UserPage, UserPageRoute>> = {
  dashboard: {
    lazy: page(async () => (await import('./dashboard')).ComposedDashboard),
    texts: ['dashboard', 'profile', 'basket', 'orders', 'search', 'documents'],
  },
  basket: { lazy: page(async () => (await feature.basket()).BasketPage), texts: ['basket'] },
  favorites: { lazy: page(async () => (await feature.basket()).FavoritesPage), texts: ['basket'] },
  registrations: {
    lazy: page(async () => (await feature.registrations()).RegistrationsPage),
    texts: ['registrations'],
  },
  usermanagement: { lazy: page(async () => (await feature.users()).UserManagementPage), texts: ['users'] },
  edit: { lazy: page(async () => (await feature.users()).loadEditUserPage()), texts: ['users'] },
  orders: { lazy: page(async () => (await feature.orders()).OrderHistoryPage), texts: ['orders'] },
  order: { lazy: page(async () => (await feature.orders()).loadOrderDetailPage()), texts: ['orders'] },
  search: { lazy: page(async () => (await searchFeature()).SearchPage), texts: ['search'] },
  products: { lazy: page(async () => (await searchFeature()).MyProductsPage), texts: ['search'] },
  documents: { lazy: page(async () => (await feature.documents()).DocumentsPage), texts: ['documents'] },
  profile: { lazy: page(async () => (await feature.profile()).ProfilePage), texts: ['profile'] },
  contact: { lazy: page(async () => (await feature.contact()).ContactPage), texts: ['contact'] },
};
export const mountedUserPages: ReadonlySet<UserPage> = new Set(Object.keys(userPageRoutes) as UserPage[]);

/** /register exists only while the runtime flag allows self-registration. */
function RegistrationGate() {
  return useRuntimeConfig().registrationEnabled ? <Outlet /> : <NotFoundRoute />;
}

const notFound = <NotFoundRoute />;

/**
 * The order wizards (spec §2 top-level routes) need what the basket needs – a login, the basket scope and a
 * chosen company, no staff view – so they are guarded by the basket's row of the page table.
 */
const orderingRoutes: RouteObject[] = [
  { path: 'reorder', lazy: page(async () => (await feature.ordering()).ReorderPage) },
  { path: 'requestOffer', lazy: page(async () => (await feature.ordering()).RequestOfferPage) },
].map((route) => ({
  path: route.path,
  element: <RequireUser page="basket" fallback={notFound} />,
  children: [{ index: true, lazy: route.lazy, ...texts('ordering') }],
}));

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@kundenportal/portal-features/home'), ...texts('home') },
  { path: 'faq', lazy: () => import('@kundenportal/portal-features/faq'), ...texts('faq') },
  {
    path: 'outofservice',
    lazy: page(async () => (await import('@kundenportal/portal-features/status')).OutOfServicePage),
  },
  { path: 'search', lazy: page(async () => (await searchFeature()).PublicSearchPage), ...texts('search') },
  { path: 'login', lazy: page(async () => (await auth()).LoginPage), ...texts('auth') },
  { path: 'magic', lazy: page(async () => (await auth()).MagicLinkPage), ...texts('auth') },
  { path: 'activation', lazy: page(async () => (await auth()).ActivationPage), ...texts('auth') },
  {
    path: 'register',
    element: <RegistrationGate />,
    children: [{ index: true, lazy: page(async () => (await auth()).loadRegisterPage()), ...texts('auth') }],
  },
  {
    path: 'user',
    children: [
      ...(Object.entries(userPageRoutes) as [UserPage, UserPageRoute][]).map(
        ([name, route]): RouteObject => ({
          path: userPageTable[name].path,
          element: <RequireUser page={name} fallback={notFound} />,
          children: [{ index: true, lazy: route.lazy, ...texts(...route.texts) }],
        }),
      ),
      { path: '*', Component: NotFoundRoute },
    ],
  },
  ...orderingRoutes,
  { path: '*', Component: NotFoundRoute },
];
