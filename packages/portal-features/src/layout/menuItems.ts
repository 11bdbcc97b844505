import type { TypedMessageDescriptor } from '@formatjs/intl';
import type { IconName } from '@kundenportal/ui';
import { userPageNames as m, menuPages, type UserPage } from '../shared/session';

type MenuEntry = { icon: IconName; label: TypedMessageDescriptor };

/** How each menu page looks; which pages and their order come from the page table. */
const entries: Partial<Record<UserPage, MenuEntry>> = {
  dashboard: { label: m.dashboard, icon: 'dashboard' },
  basket: { label: m.basket, icon: 'basket' },
  favorites: { label: m.favorites, icon: 'bookmark' },
  registrations: { label: m.registrations, icon: 'registrations' },
  usermanagement: { label: m.usermanagement, icon: 'users' },
  orders: { label: m.orders, icon: 'orders' },
  search: { label: m.search, icon: 'search' },
  products: { label: m.products, icon: 'products' },
  documents: { label: m.documents, icon: 'document' },
  profile: { label: m.profile, icon: 'user' },
  contact: { label: m.contact, icon: 'mail' },
};

/** The logged-in side menu of spec §2, in the page table's order. */
export const userMenuPages: readonly ({ page: UserPage } & MenuEntry)[] = menuPages.flatMap((page) => {
  const entry = entries[page];
  return entry ? [{ page, ...entry }] : [];
});
