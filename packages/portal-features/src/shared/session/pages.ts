/**
 * The one table of logged-in pages (spec §2, §6). Route table, side menu, login targets, dashboard widgets
 * and the layout stories all read it; adding a page is one row here plus the feature's `routes.tsx`.
 */
import { scopes } from './scopes';

export interface UserPageRule {
  /** Below /user/, in React Router's pattern syntax. */
  path: string;
  /** The scope the user must hold (spec §6). */
  scope?: string;
  /** Gone in the staff view (customer id 0): no menu entry, badge or widget, and no data fetched. */
  staffViewHidden?: boolean;
  /**
   * Reached by URL in the staff view (a bookmark, or switching to the staff view while on it), the page asks
   * for a company instead of answering 404 – spec §2: "company must be chosen first".
   */
  asksForCompanyInStaffView?: boolean;
  /** In the side menu, in this order; pages without it are reached from other pages. */
  inMenu: boolean;
  /** May be the target of a login (`/user/{target}`); pages that need an id may not. */
  loginTarget: boolean;
}

export const userPageTable = {
  dashboard: { path: 'dashboard', inMenu: true, loginTarget: true },
  basket: {
    path: 'basket',
    scope: scopes.basket,
    staffViewHidden: true,
    asksForCompanyInStaffView: true,
    inMenu: true,
    loginTarget: true,
  },
  favorites: {
    path: 'favorites',
    scope: scopes.favourites,
    staffViewHidden: true,
    asksForCompanyInStaffView: true,
    inMenu: true,
    loginTarget: true,
  },
  registrations: { path: 'registrations', scope: scopes.registrations, inMenu: true, loginTarget: true },
  usermanagement: { path: 'usermanagement', scope: scopes.userManagement, inMenu: true, loginTarget: true },
  orders: { path: 'orders', scope: scopes.orders, inMenu: true, loginTarget: true },
  search: { path: 'search', inMenu: true, loginTarget: true },
  products: {
    path: 'products',
    scope: scopes.myProducts,
    staffViewHidden: true,
    inMenu: true,
    loginTarget: true,
  },
  documents: { path: 'documents', scope: scopes.documents, inMenu: true, loginTarget: true },
  profile: { path: 'profile', inMenu: true, loginTarget: true },
  // Not in spec §2's menu list, but the responsible contact person must be one click away from everywhere.
  contact: { path: 'contact', inMenu: true, loginTarget: true },
  order: { path: 'order/:id', scope: scopes.orders, inMenu: false, loginTarget: false },
  edit: { path: 'edit/:id?', scope: scopes.userManagement, inMenu: false, loginTarget: false },
} as const satisfies Record<string, UserPageRule>;

export type UserPage = keyof typeof userPageTable;

export const userPageRule = (page: UserPage): UserPageRule => userPageTable[page];

/** Every /user/* page in table order (what an app mounts once every feature has landed). */
export const allUserPages: ReadonlySet<UserPage> = new Set(Object.keys(userPageTable) as UserPage[]);

/** The side menu's pages, in order. */
export const menuPages: readonly UserPage[] = [...allUserPages].filter((page) => userPageTable[page].inMenu);

export const isUserPage = (name: string | null | undefined): name is UserPage =>
  typeof name === 'string' && Object.hasOwn(userPageTable, name);
