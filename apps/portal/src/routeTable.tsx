import {
  type Door,
  type Locale,
  type MessageChunk,
  type PageCode,
  type PageRow,
  pageTable,
  RequireUser,
  type UserPage,
  useLocale,
  useRuntimeConfig,
} from '@kundenportal/portal-features';
import { type ComponentType, type ReactElement, use } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { nextTask } from './nextTask';
import { NotFoundRoute } from './RouteError';
import { promiseCache, type Settled, textsFor } from './routeData';

/**
 * Every route of spec §2, the same under every locale prefix, derived from the page table
 * (packages/portal-features/src/shared/pages/pageTable.ts): its rows name each page's path, guard, code and texts.
 */

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

/** A door: the module a page's code comes from, loaded when a page of it is first drawn. */
type DoorLoader = () => Promise<object>;
type PageRows = Readonly<Record<string, PageRow>>;
/** The doors a table's rows name, each of which the route table must have. */
type DoorsOf<T extends PageRows> = T[keyof T]['code']['door'];
type DoorModule<F, D> = D extends keyof F
  ? F[D] extends DoorLoader
    ? Awaited<ReturnType<F[D]>>
    : never
  : never;
/** What is missing for a row's code, or `true`: its door's export, a page component or a `load…Page`. */
type MissingExport<C, F> = C extends { door: infer D extends string; page: infer P extends string }
  ? [P] extends [keyof DoorModule<F, D>]
    ? [DoorModule<F, D>[P]] extends [ComponentType]
      ? true
      : `the door '${D}' exports '${P}', which is no page component`
    : `the door '${D}' exports no page component '${P}'`
  : C extends { door: infer D extends string; load: infer L extends string }
    ? [L] extends [keyof DoorModule<F, D>]
      ? [DoorModule<F, D>[L]] extends [() => Promise<ComponentType>]
        ? true
        : `the door '${D}' exports '${L}', which loads no page`
      : `the door '${D}' exports no '${L}' that loads a page`
    : never;
/**
 * A table whose every row's door exports what the row names. A row that names an export its door lacks fails
 * the type check at that row, saying which door lacks which export.
 */
type ExportedBy<T extends PageRows, F> = {
  [P in keyof T]: MissingExport<T[P]['code'], F> extends true
    ? T[P]
    : { code: { missing: MissingExport<T[P]['code'], F> } };
};

/**
 * The doors the pages' code comes through: each feature folder's `routes.tsx` (a package export), and the
 * app's dashboard composed of its features' widgets. A door a row names and this map lacks fails the type check,
 * naming the door.
 */
export const doors = {
  home: () => import('@kundenportal/portal-features/home'),
  faq: () => import('@kundenportal/portal-features/faq'),
  status: () => import('@kundenportal/portal-features/status'),
  search: () => import('@kundenportal/portal-features/search'),
  myProducts: () => import('@kundenportal/portal-features/myProducts'),
  auth: () => import('@kundenportal/portal-features/auth'),
  basketAndFavorites: () => import('@kundenportal/portal-features/basketAndFavorites'),
  contact: () => import('@kundenportal/portal-features/contact'),
  documents: () => import('@kundenportal/portal-features/documents'),
  reorderAndOffer: () => import('@kundenportal/portal-features/reorderAndOffer'),
  orders: () => import('@kundenportal/portal-features/orders'),
  profile: () => import('@kundenportal/portal-features/profile'),
  registrations: () => import('@kundenportal/portal-features/registrations'),
  users: () => import('@kundenportal/portal-features/users'),
  punchout: () => import('@kundenportal/portal-features/punchout'),
  dashboard: () => import('./dashboard'),
} satisfies Record<Door, DoorLoader>;

type Doors = Readonly<Record<string, DoorLoader>>;

/** A row's page component, from its door. */
async function codeOf(code: PageCode, from: Doors): Promise<ComponentType> {
  const module = (await from[code.door]?.()) as Record<string, unknown> | undefined;
  const exported = module?.['page' in code ? code.page : code.load];
  if (typeof exported !== 'function') throw new Error(`the door '${code.door}' lacks the page its row names`);
  return 'page' in code ? (exported as ComponentType) : (exported as () => Promise<ComponentType>)();
}

/** /register exists only while the runtime flag allows self-registration. */
function RegistrationGate() {
  return useRuntimeConfig().registrationEnabled ? <Outlet /> : <NotFoundRoute />;
}

const notFound = <NotFoundRoute />;
const notFoundRoute: RouteObject = { path: '*', element: notFound };
/** Whether a matched route draws the not-found page: a path no route knows, or /user itself (no page of its own). */
export const isNotFoundRoute = (route: RouteObject) => route.element === notFound;

/** A row's route: the page, behind its guard (logged-in pages) or the registration flag. */
function routeOf(name: string, row: PageRow, from: Doors): RouteObject {
  const drawn = page(() => codeOf(row.code, from), row.texts);
  const path = row.path === '/' ? undefined : row.path.slice(1);
  if (row.guard)
    return {
      path,
      // The guard's rules are the row's: RequireUser reads them from the table by the page's name.
      element: <RequireUser page={name as UserPage} fallback={notFound} />,
      children: [route({ index: true }, drawn)],
    };
  if (row.onlyWithRegistration)
    return { path, element: <RegistrationGate />, children: [route({ index: true }, drawn)] };
  return route(path === undefined ? { index: true } : { path }, drawn);
}

/**
 * The routes of a page table: one per row, in its order, and the not-found page for every other path (/user
 * alone included – it drew an empty frame; the hosts answer it 404 too, scripts/appPaths.mjs). `from` must hold
 * every door the rows name, and each door what its rows name (else the type check fails, naming it).
 */
export function routesOf<const T extends PageRows, F extends Record<DoorsOf<T>, DoorLoader>>(
  table: T & ExportedBy<T, F>,
  from: F,
): RouteObject[] {
  return [...Object.entries(table).map(([name, row]) => routeOf(name, row, from)), notFoundRoute];
}

export const pageRoutes: RouteObject[] = routesOf(pageTable, doors);
