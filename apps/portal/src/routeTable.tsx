import type { RouteObject } from 'react-router-dom';
import { NotFoundRoute } from './RouteError';

/**
 * Every route of spec §2, the same under every locale prefix. A route whose feature has not landed yet
 * answers like an unknown route (404) – no placeholder screens.
 */
const notLandedYet = [
  'login',
  'magic',
  'activation',
  'search',
  'reorder',
  'requestOffer',
  'user/dashboard',
  'user/basket',
  'user/favorites',
  'user/contact',
  'user/documents',
  'user/order',
  'user/orders',
  'user/products',
  'user/profile',
  'user/registrations',
  'user/search',
  'user/usermanagement',
  'user/edit/:id?',
];

export const pageRoutes: RouteObject[] = [
  { index: true, lazy: () => import('@kundenportal/portal-features/home') },
  { path: 'faq', lazy: () => import('@kundenportal/portal-features/faq') },
  {
    path: 'outofservice',
    lazy: async () => ({ Component: (await import('@kundenportal/portal-features/status')).OutOfServicePage }),
  },
  ...notLandedYet.map((path): RouteObject => ({ path, Component: NotFoundRoute })),
  { path: '*', Component: NotFoundRoute },
];
