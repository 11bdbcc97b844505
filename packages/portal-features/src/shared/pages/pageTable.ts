/**
 * The one table of the portal's pages (spec §2, §6): one row per page. The router, the side menu, the pages'
 * names, the doors, the login targets, the dashboard widgets, the prerendered pages, the hosts' known paths
 * (their 404s) and the size budgets are all derived from it – `npm run pages:generate` writes what the Node
 * scripts read (scripts/generated/pages.json, the nginx template's location). Adding a page is a row here and
 * its feature folder (README, "Adding a page"); what the row names and nothing provides fails the type check:
 * a door the app's route table lacks, an export its door lacks, a widget the dashboard's registry lacks, a text
 * chunk that does not exist.
 */
import { defineMessage, type TypedMessageDescriptor } from '@formatjs/intl';
import type { IconName } from '@kundenportal/ui';
import type { MessageChunk } from '../i18n';
import { scopes } from '../session/scopes';

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
 * A page component the door exports, or a `load…` function of the door that loads it apart (its own chunk). The
 * door is the module the page's code comes from: a feature folder of `@kundenportal/portal-features` by its name
 * (its `routes.tsx`), or `dashboard`, the app's own composition of the widgets.
 */
export type PageCode = { door: string; page: string } | { door: string; load: `load${string}Page` };

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
  /** What the page is called: its menu entry, and its heading while nobody is logged in (`defineMessage`). */
  title: TypedMessageDescriptor;
  /** In the side menu with this icon, in table order; pages without one are reached from other pages. */
  menuIcon?: IconName;
  /** May be the target of a login (`?target=basket`); pages that need an id may not. */
  loginTarget?: boolean;
  /**
   * The dashboard widget that belongs to the page: shown only to users who may see the page. The app's registry
   * (apps/portal/src/dashboard.tsx) must hold one by this id.
   */
  widget?: string;
}

export type PageRow = PublicPageRow | UserPageRow;

/** The basket's name, also the order wizards' while nobody is logged in (they lead to an order of its contents). */
const basketTitle = defineMessage({ id: 'session.page.basket', defaultMessage: 'Warenkorb' });

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
    budgetKb: 153,
  },
  faq: {
    path: '/faq',
    code: { door: 'faq', page: 'Component' },
    texts: ['faq'],
    prerender: true,
    budgetKb: 146,
  },
  outofservice: {
    path: '/outofservice',
    code: { door: 'status', page: 'OutOfServicePage' },
    texts: [],
    prerender: true,
    budgetKb: 145,
  },
  publicSearch: {
    path: '/search',
    code: { door: 'search', page: 'PublicSearchPage' },
    texts: ['search', 'productSearch', 'productLists'],
    prerender: true,
    budgetKb: 168,
  },
  login: {
    path: '/login',
    code: { door: 'auth', page: 'LoginPage' },
    texts: ['auth', 'registrationAnswers'],
    prerender: true,
    // The header's auth dialogs load when one opens, not with /login (197 → 178).
    budgetKb: 171,
  },
  magic: {
    path: '/magic',
    code: { door: 'auth', page: 'MagicLinkPage' },
    texts: ['auth', 'registrationAnswers'],
    budgetKb: 171,
  },
  activation: {
    path: '/activation',
    code: { door: 'auth', page: 'ActivationPage' },
    texts: ['auth', 'registrationAnswers'],
    budgetKb: 171,
  },
  register: {
    path: '/register',
    code: { door: 'auth', load: 'loadRegisterPage' },
    texts: ['auth', 'registrationAnswers'],
    onlyWithRegistration: true,
    budgetKb: 187,
  },
  dashboard: {
    path: '/user/dashboard',
    guard: {},
    title: defineMessage({ id: 'session.page.dashboard', defaultMessage: 'Dashboard' }),
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
    budgetKb: 183,
  },
  basket: {
    path: '/user/basket',
    guard: basketGuard,
    title: basketTitle,
    menuIcon: 'basket',
    loginTarget: true,
    widget: 'basket',
    code: { door: 'basketAndFavorites', page: 'BasketPage' },
    texts: ['basketAndFavorites', 'productLists'],
    budgetKb: 183,
  },
  favorites: {
    path: '/user/favorites',
    guard: {
      scope: scopes.favourites,
      staffViewHidden: true,
      asksForCompanyInStaffView: true,
      companyFirst: true,
    },
    title: defineMessage({ id: 'session.page.favorites', defaultMessage: 'Favoriten' }),
    menuIcon: 'bookmark',
    loginTarget: true,
    widget: 'favorites',
    code: { door: 'basketAndFavorites', page: 'FavoritesPage' },
    texts: ['basketAndFavorites', 'productLists'],
    budgetKb: 183,
  },
  registrations: {
    path: '/user/registrations',
    guard: { scope: scopes.registrations },
    title: defineMessage({ id: 'session.page.registrations', defaultMessage: 'Registrierungen' }),
    menuIcon: 'registrations',
    loginTarget: true,
    code: { door: 'registrations', page: 'RegistrationsPage' },
    texts: ['registrations', 'registrationAnswers'],
    budgetKb: 200,
  },
  usermanagement: {
    path: '/user/usermanagement',
    guard: { scope: scopes.userManagement },
    title: defineMessage({ id: 'session.page.usermanagement', defaultMessage: 'Benutzerverwaltung' }),
    menuIcon: 'users',
    loginTarget: true,
    code: { door: 'users', load: 'loadUserManagementPage' },
    texts: ['users'],
    budgetKb: 164,
  },
  orders: {
    path: '/user/orders',
    guard: { scope: scopes.orders },
    title: defineMessage({ id: 'session.page.orders', defaultMessage: 'Bestellhistorie' }),
    menuIcon: 'orders',
    loginTarget: true,
    widget: 'order',
    code: { door: 'orders', page: 'OrderHistoryPage' },
    texts: ['orders', 'productLists'],
    budgetKb: 179,
  },
  search: {
    path: '/user/search',
    guard: {},
    title: defineMessage({ id: 'session.page.search', defaultMessage: 'Suche' }),
    menuIcon: 'search',
    loginTarget: true,
    widget: 'search',
    code: { door: 'search', page: 'SearchPage' },
    texts: ['search', 'productSearch', 'productLists'],
    budgetKb: 168,
  },
  products: {
    path: '/user/products',
    guard: { scope: scopes.myProducts, staffViewHidden: true, companyFirst: true },
    title: defineMessage({ id: 'session.page.products', defaultMessage: 'Meine Produkte' }),
    menuIcon: 'products',
    loginTarget: true,
    code: { door: 'myProducts', page: 'MyProductsPage' },
    texts: ['myProducts', 'productSearch', 'productLists'],
    budgetKb: 167,
  },
  documents: {
    path: '/user/documents',
    guard: { scope: scopes.documents, companyFirst: true },
    title: defineMessage({ id: 'session.page.documents', defaultMessage: 'Meine Dokumente' }),
    menuIcon: 'document',
    loginTarget: true,
    widget: 'document',
    code: { door: 'documents', page: 'DocumentsPage' },
    texts: ['documents', 'safetyDataSheetRequest'],
    budgetKb: 174,
  },
  profile: {
    path: '/user/profile',
    guard: {},
    title: defineMessage({ id: 'session.page.profile', defaultMessage: 'Profil' }),
    menuIcon: 'user',
    loginTarget: true,
    widget: 'profile',
    code: { door: 'profile', page: 'ProfilePage' },
    texts: ['profile', 'punchoutSession'],
    budgetKb: 153,
  },
  // Not in spec §2's menu list, but the responsible contact person must be one click away from everywhere.
  contact: {
    path: '/user/contact',
    guard: { companyFirst: true },
    title: defineMessage({ id: 'session.page.contact', defaultMessage: 'Kontakt' }),
    menuIcon: 'mail',
    loginTarget: true,
    code: { door: 'contact', page: 'ContactPage' },
    texts: ['contact'],
    budgetKb: 163,
  },
  order: {
    path: '/user/order/:id',
    guard: { scope: scopes.orders },
    title: defineMessage({ id: 'session.page.order', defaultMessage: 'Auftragsdetails' }),
    code: { door: 'orders', load: 'loadOrderDetailPage' },
    texts: ['orders', 'productLists', 'safetyDataSheetRequest'],
    budgetKb: 185,
  },
  edit: {
    path: '/user/edit/:id?',
    guard: { scope: scopes.userManagement },
    title: defineMessage({ id: 'session.page.edit', defaultMessage: 'Benutzer bearbeiten' }),
    code: { door: 'users', load: 'loadEditUserPage' },
    texts: ['users'],
    budgetKb: 173,
  },
  // The order wizards (spec §2 top-level routes) need what the basket needs: a login, its scope and a company.
  reorder: {
    path: '/reorder',
    guard: basketGuard,
    title: basketTitle,
    code: { door: 'reorderAndOffer', page: 'ReorderPage' },
    texts: ['reorderAndOffer', 'punchoutSession'],
    budgetKb: 184,
  },
  requestOffer: {
    path: '/requestOffer',
    guard: basketGuard,
    title: basketTitle,
    code: { door: 'reorderAndOffer', page: 'RequestOfferPage' },
    texts: ['reorderAndOffer', 'punchoutSession'],
    budgetKb: 184,
  },
  // Punchout (issue 44): the procurement system's start URL carries a one-time token, exchanged here.
  punchoutStart: {
    path: '/punchout',
    code: { door: 'punchout', page: 'PunchoutStartPage' },
    texts: ['punchout'],
    budgetKb: 152,
  },
  // The hand-back to the procurement system (or its cancellation): what the basket sends, and the send.
  punchout: {
    path: '/user/punchout',
    guard: basketGuard,
    title: defineMessage({ id: 'session.page.punchout', defaultMessage: 'An Ihr Einkaufssystem übertragen' }),
    code: { door: 'punchout', page: 'PunchoutPage' },
    texts: ['punchout'],
    budgetKb: 152,
  },
} as const satisfies Record<string, PageRow>;

export type PageTable = typeof pageTable;
export type PageName = keyof PageTable;
/** The doors the rows name: the app's route table must have each (apps/portal/src/routeTable.tsx). */
export type Door = PageTable[PageName]['code']['door'];
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

/** What each logged-in page is called, from its row: its menu entry, its heading while nobody is logged in. */
export const pageNames = Object.fromEntries(
  [...allUserPages].map((page) => [page, userPageRow(page).title]),
) as {
  [P in UserPage]: PageTable[P]['title'];
};
