import type { TypedMessageDescriptor } from '@formatjs/intl';
import type { IconName } from '@kundenportal/ui';
import type { UserPage } from '../shared/session';
import { layoutMessages as m } from './messages';

/** The logged-in side menu of spec §2, in its order; each entry is a /user/* page. */
export const userMenuPages: readonly { page: UserPage; icon: IconName; label: TypedMessageDescriptor }[] = [
  { page: 'dashboard', label: m.dashboard, icon: 'dashboard' },
  { page: 'basket', label: m.basket, icon: 'basket' },
  { page: 'favorites', label: m.favorites, icon: 'bookmark' },
  { page: 'registrations', label: m.registrations, icon: 'registrations' },
  { page: 'usermanagement', label: m.usermanagement, icon: 'users' },
  { page: 'orders', label: m.orders, icon: 'orders' },
  { page: 'search', label: m.search, icon: 'search' },
  { page: 'products', label: m.products, icon: 'products' },
  { page: 'documents', label: m.documents, icon: 'document' },
  { page: 'profile', label: m.profile, icon: 'user' },
];
