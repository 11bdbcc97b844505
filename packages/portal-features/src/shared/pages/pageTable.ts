/**
 * The one table of the portal's pages (spec §2, §6): one row per page. The router, the side menu, the pages'
 * names, the login targets, the dashboard widgets' visibility, the prerendered pages, the hosts' known paths
 * (their 404s) and the size budgets are all derived from it – `npm run pages:generate` writes what the Node
 * scripts read (scripts/generated/pages.json, the nginx template's location). Adding a page is a row here and
 * its feature folder; the app's route table type-checks that the row's door exports the page it names.
 */
import type { IconName } from '@kundenportal/ui';
import type { MessageChunk } from '../i18n';
import { scopes } from '../session/scopes';
import { pageNames as names } from './pageNames';

/** What a logged-in page asks of its user (spec §6). */
export interface PageGuard {
  /** The scope the user must hold. */
  scope?: string;
  /** Gone in the staff view (customer id 0): no menu entry, badge or widget, and no data fetched. */
  staffViewHidden?: boolean;
  /**
   * Reached by URL in the staff view (a bookmark, or switching to the staff view while on it), the page asks
   * for a company instead of answering 404 – spec §2: "company must be chosen first".
   */
  asksForCompanyInStaffView?: boolean;
  /**
   * Its content belongs to one company: in the staff view the part the page wraps in `CompanyFirst` asks for a
   * company instead (spec §2 "company must be chosen first").
   */
  companyFirst?: boolean;
}

/**
 * The module a page's code comes from: a door of `@kundenportal/portal-features` (its feature folder's
 * `routes.tsx`), or the app's own dashboard composition.
 */
export type Door =
  | 'home'
  | 'faq'
  | 'status'
  | 'search'
  | 'myProducts'
  | 'auth'
  | 'basketAndFavorites'
  | 'contact'
  | 'documents'
  | 'reorderAndOffer'
  | 'orders'
  | 'profile'
  | 'registrations'
  | 'users'
  | 'dashboard';

/** A page component the door exports, or a `load…` function of the door that loads it apart (its own chunk). */
export type PageCode = { door: Door; page: string } | { door: Door; load: `load${string}Page` };

interface PageRowBase {
  /** After the locale prefix, in React Router's pattern syntax (`:id` one segment, `:id?` one or none). */
  path: `/${string}`;
  code: PageCode;
  /** The text chunks the page shows besides the shell's `core` (scripts/size.mjs checks it shows no others). */
  texts: readonly MessageChunk[];
  /** KB of JS gzip a cold visit may load (scripts/size.mjs; its comment keeps the history). */
  budgetKb: number;
}

export interface PublicPageRow extends PageRowBase {
  guard?: undefined;
  /** Rendered to HTML at build time for every locale (apps/portal/prerender.mjs). */
  prerender?: boolean;
  /** Exists only while config.json allows self-registration. */
  onlyWithRegistration?: boolean;
}

export interface UserPageRow extends PageRowBase {
  guard: PageGuard;
  /** What the page is called: its menu entry, and its heading while nobody is logged in. */
  title: (typeof names)[keyof typeof names];
  /** In the side menu with this icon, in table order; pages without one are reached from other pages. */
  menuIcon?: IconName;
  /** May be the target of a login (`?target=basket`); pages that need an id may not. */
  loginTarget?: boolean;
  /** The dashboard widget that belongs to the page: shown only to users who may see the page. */
  widget?: string;
}

export type PageRow = PublicPageRow | UserPageRow;

/** The guard of the basket: its scope, gone in the staff view, asks for a company there. */
const basketGuard = {
  scope: scopes.basket,
  staffViewHidden: true,
  asksForCompanyInStaffView: true,
  companyFirst: true,
} as const satisfies PageGuard;

export const pageTable = {
  home: {
    path: '/',
    code: { door: 'home', page: 'Component' },
    texts: ['home'],
    prerender: true,
    budgetKb: 159,
  },
  faq: {
    path: '/faq',
    code: { door: 'faq', page: 'Component' },
    texts: ['faq'],
    prerender: true,
    budgetKb: 153,
  },
  outofservice: {
    path: '/outofservice',
    code: { door: 'status', page: 'OutOfServicePage' },
    texts: [],
    prerender: true,
    budgetKb: 151,
  },
  publicSearch: {
    path: '/search',
    code: { door: 'search', page: 'PublicSearchPage' },
    texts: ['search', 'productSearch', 'productLists'],
    prerender: true,
    budgetKb: 170,
  },
  login: {
    path: '/login',
    code: { door: 'auth', page: 'LoginPage' },
    texts: ['auth', 'registrationAnswers'],
    prerender: true,
    // The header's auth dialogs load when one opens, not with /login (197 → 178).
    budgetKb: 172,
  },
  magic: {
    path: '/magic',
    code: { door: 'auth', page: 'MagicLinkPage' },
    texts: ['auth', 'registrationAnswers'],
    budgetKb: 172,
  },
  activation: {
    path: '/activation',
    code: { door: 'auth', page: 'ActivationPage' },
    texts: ['auth', 'registrationAnswers'],
    budgetKb: 172,
  },
  register: {
    path: '/register',
    code: { door: 'auth', load: 'loadRegisterPage' },
    texts: ['auth', 'registrationAnswers'],
    onlyWithRegistration: true,
    budgetKb: 188,
  },
  dashboard: {
    path: '/user/dashboard',
    guard: {},
    title: names.dashboard,
    menuIcon: 'dashboard',
    loginTarget: true,
    code: { door: 'dashboard', page: 'ComposedDashboard' },
    // The dashboard shows its widgets, and they the texts of their pages.
    texts: [
      'dashboard',
      'profile',
      'basketAndFavorites',
      'orders',
      'search',
      'productSearch',
      'documents',
      'productLists',
    ],
    budgetKb: 184,
  },
  basket: {
    path: '/user/basket',
    guard: basketGuard,
    title: names.basket,
    menuIcon: 'basket',
    loginTarget: true,
    widget: 'basket',
    code: { door: 'basketAndFavorites', page: 'BasketPage' },
    texts: ['basketAndFavorites', 'productLists'],
    budgetKb: 184,
  },
  favorites: {
    path: '/user/favorites',
    guard: {
      scope: scopes.favourites,
      staffViewHidden: true,
      asksForCompanyInStaffView: true,
      companyFirst: true,
    },
    title: names.favorites,
    menuIcon: 'bookmark',
    loginTarget: true,
    widget: 'favorites',
    code: { door: 'basketAndFavorites', page: 'FavoritesPage' },
    texts: ['basketAndFavorites', 'productLists'],
    budgetKb: 184,
  },
  registrations: {
    path: '/user/registrations',
    guard: { scope: scopes.registrations },
    title: names.registrations,
    menuIcon: 'registrations',
    loginTarget: true,
    code: { door: 'registrations', page: 'RegistrationsPage' },
    texts: ['registrations', 'registrationAnswers'],
    budgetKb: 202,
  },
  usermanagement: {
    path: '/user/usermanagement',
    guard: { scope: scopes.userManagement },
    title: names.usermanagement,
    menuIcon: 'users',
    loginTarget: true,
    code: { door: 'users', load: 'loadUserManagementPage' },
    texts: ['users'],
    budgetKb: 165,
  },
  orders: {
    path: '/user/orders',
    guard: { scope: scopes.orders },
    title: names.orders,
    menuIcon: 'orders',
    loginTarget: true,
    widget: 'order',
    code: { door: 'orders', page: 'OrderHistoryPage' },
    texts: ['orders', 'productLists'],
    budgetKb: 181,
  },
  search: {
    path: '/user/search',
    guard: {},
    title: names.search,
    menuIcon: 'search',
    loginTarget: true,
    widget: 'search',
    code: { door: 'search', page: 'SearchPage' },
    texts: ['search', 'productSearch', 'productLists'],
    budgetKb: 170,
  },
  products: {
    path: '/user/products',
    guard: { scope: scopes.myProducts, staffViewHidden: true, companyFirst: true },
    title: names.products,
    menuIcon: 'products',
    loginTarget: true,
    code: { door: 'myProducts', page: 'MyProductsPage' },
    texts: ['myProducts', 'productSearch', 'productLists'],
    budgetKb: 169,
  },
  documents: {
    path: '/user/documents',
    guard: { scope: scopes.documents, companyFirst: true },
    title: names.documents,
    menuIcon: 'document',
    loginTarget: true,
    widget: 'document',
    code: { door: 'documents', page: 'DocumentsPage' },
    texts: ['documents', 'safetyDataSheetRequest'],
    budgetKb: 175,
  },
  profile: {
    path: '/user/profile',
    guard: {},
    title: names.profile,
    menuIcon: 'user',
    loginTarget: true,
    widget: 'profile',
    code: { door: 'profile', page: 'ProfilePage' },
    texts: ['profile'],
    budgetKb: 154,
  },
  // Not in spec §2's menu list, but the responsible contact person must be one click away from everywhere.
  contact: {
    path: '/user/contact',
    guard: { companyFirst: true },
    title: names.contact,
    menuIcon: 'mail',
    loginTarget: true,
    code: { door: 'contact', page: 'ContactPage' },
    texts: ['contact'],
    budgetKb: 165,
  },
  order: {
    path: '/user/order/:id',
    guard: { scope: scopes.orders },
    title: names.order,
    code: { door: 'orders', load: 'loadOrderDetailPage' },
    texts: ['orders', 'productLists', 'safetyDataSheetRequest'],
    budgetKb: 186,
  },
  edit: {
    path: '/user/edit/:id?',
    guard: { scope: scopes.userManagement },
    title: names.edit,
    code: { door: 'users', load: 'loadEditUserPage' },
    texts: ['users'],
    budgetKb: 174,
  },
  // The order wizards (spec §2 top-level routes) need what the basket needs: a login, its scope and a company.
  reorder: {
    path: '/reorder',
    guard: basketGuard,
    title: names.basket,
    code: { door: 'reorderAndOffer', page: 'ReorderPage' },
    texts: ['reorderAndOffer'],
    budgetKb: 184,
  },
  requestOffer: {
    path: '/requestOffer',
    guard: basketGuard,
    title: names.basket,
    code: { door: 'reorderAndOffer', page: 'RequestOfferPage' },
    texts: ['reorderAndOffer'],
    budgetKb: 184,
  },
} as const satisfies Record<string, PageRow>;

export type PageTable = typeof pageTable;
export type PageName = keyof PageTable;
/** The pages behind a login (they have a guard). */
export type UserPage = { [P in PageName]: PageTable[P] extends { guard: PageGuard } ? P : never }[PageName];
/** The pages in the side menu (they have a menu icon; none takes params). */
export type MenuPage = { [P in PageName]: PageTable[P] extends { menuIcon: IconName } ? P : never }[PageName];
/** The dashboard widgets, by the ids their pages' rows give them. */
export type DashboardWidgetId = {
  [P in PageName]: PageTable[P] extends { widget: infer W extends string } ? W : never;
}[PageName];

const rows = Object.entries(pageTable) as [PageName, PageRow][];
export const pageNamesInOrder: readonly PageName[] = rows.map(([name]) => name);

export const isUserPage = (name: string | null | undefined): name is UserPage =>
  typeof name === 'string' &&
  Object.hasOwn(pageTable, name) &&
  (pageTable[name as PageName] as PageRow).guard !== undefined;

export const userPageRow = (page: UserPage): UserPageRow => pageTable[page];

/** Every logged-in page in table order. */
export const allUserPages: ReadonlySet<UserPage> = new Set(pageNamesInOrder.filter(isUserPage));

/** The side menu's pages, in table order. */
export const menuPages: readonly MenuPage[] = [...allUserPages].filter(
  (page): page is MenuPage => userPageRow(page).menuIcon !== undefined,
);

/** The page a dashboard widget belongs to. */
export const widgetPage = Object.fromEntries(
  [...allUserPages].flatMap((page) => {
    const { widget } = userPageRow(page);
    return widget ? [[widget, page]] : [];
  }),
) as Record<DashboardWidgetId, UserPage>;
