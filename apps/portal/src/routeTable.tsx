import {
  type DashboardWidgetRegistry,
  RequireUser,
  type UserPage,
  useRuntimeConfig,
  userPageTable,
} from '@kundenportal/portal-features';
import { Outlet, type RouteObject } from 'react-router-dom';
import { NotFoundRoute } from './RouteError';

/**
 * Every route of spec §2, the same under every locale prefix. A route whose feature has not landed yet
 * answers like an unknown route (404) – no placeholder screens – and is left out of the menus.
 */
type Lazy = NonNullable<RouteObject['lazy']>;
const auth = () => import('@kundenportal/portal-features/auth');
const page =
  (load: () => Promise<React.ComponentType>): Lazy =>
  async () => ({ Component: await load() });

/** The dashboard with the widgets its features offer (each from the feature's routes.tsx). */
async function loadDashboard(): Promise<React.ComponentType> {
  const [{ DashboardPage }, profile, basket, orders] = await Promise.all([
    import('@kundenportal/portal-features/dashboard'),
    import('@kundenportal/portal-features/profile'),
    import('@kundenportal/portal-features/basket'),
    import('@kundenportal/portal-features/orders'),
  ]);
  const widgets: DashboardWidgetRegistry = {
    basket: basket.basketWidget,
    favorites: basket.favoritesWidget,
    order: orders.orderWidget,
    profile: profile.profileWidget,
  };
  // biome-ignore lint/correctness/noComponentHookFactories: made once when the route loads, never per render.
  return function ComposedDashboard() {
    return <DashboardPage widgets={widgets} />;
  };
}

/** The logged-in pages that have landed (paths and rules in the page table); the side menu offers exactly these. */
const userPageRoutes: Partial<Record<UserPage, Lazy>> = {
  dashboard: page(loadDashboard),
  profile: page(async () => (await import('@kundenportal/portal-features/profile')).ProfilePage),
  basket: page(async () => (await import('@kundenportal/portal-features/basket')).BasketPage),
  favorites: page(async () => (await import('@kundenportal/portal-features/basket')).FavoritesPage),
  orders: page(async () => (await import('@kundenportal/portal-features/orders')).OrderHistoryPage),
  order: page(async () => (await import('@kundenportal/portal-features/orders')).OrderDetailPage),
};
export const mountedUserPages: ReadonlySet<UserPage> = new Set(Object.keys(userPageRoutes) as UserPage[]);

const notLandedYet = ['search', 'reorder', 'requestOffer'];

/** /register exists only while the runtime flag allows self-registration. */
function RegistrationGate() {
  return useRuntimeConfig().registrationEnabled ? <Outlet /> : <NotFoundRoute />;
}

const notFound = <NotFoundRoute />;

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@kundenportal/portal-features/home') },
  { path: 'faq', lazy: () => import('@kundenportal/portal-features/faq') },
  {
    path: 'outofservice',
    lazy: page(async () => (await import('@kundenportal/portal-features/status')).OutOfServicePage),
  },
  { path: 'login', lazy: page(async () => (await auth()).LoginPage) },
  { path: 'magic', lazy: page(async () => (await auth()).MagicLinkPage) },
  { path: 'activation', lazy: page(async () => (await auth()).ActivationPage) },
  {
    path: 'register',
    element: <RegistrationGate />,
    children: [{ index: true, lazy: page(async () => (await auth()).RegisterPage) }],
  },
  {
    path: 'user',
    children: [
      ...(Object.entries(userPageRoutes) as [UserPage, Lazy][]).map(
        ([name, lazy]): RouteObject => ({
          path: userPageTable[name].path,
          element: <RequireUser page={name} fallback={notFound} />,
          children: [{ index: true, lazy }],
        }),
      ),
      { path: '*', Component: NotFoundRoute },
    ],
  },
  ...notLandedYet.map((path): RouteObject => ({ path, Component: NotFoundRoute })),
  { path: '*', Component: NotFoundRoute },
];
