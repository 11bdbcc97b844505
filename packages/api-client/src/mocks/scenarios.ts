/**
 * Per-route overrides for tests and stories: `server.use(scenario('GET /basket', 'serverError'))`,
 * or in a story `beforeEach({ msw }) { withScenario(msw, 'GET /basket', 'empty') }`.
 */
import { delay, type HttpHandler, HttpResponse, http } from 'msw';
import openapi from '../generated/openapi.json';
import type { paths } from '../generated/schema';
import { DEFAULT_BASE_URL } from './handlers';
import { normaliseBaseUrl } from './handlers/http';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** Every operation as `METHOD /path`, e.g. `GET /basket` or `POST /orders/{id}/{positionId}/document`. */
export type ApiRoute = {
  [P in keyof paths]: {
    [M in Method]: [NonNullable<paths[P][M]>] extends [never] ? never : `${Uppercase<M>} ${P & string}`;
  }[Method];
}[keyof paths];

export type ScenarioKind = 'empty' | 'serverError' | 'notFound' | 'slow' | 'unreachable';

const emptyPage = {
  results: [],
  page: 1,
  pages: 0,
  limit: 15,
  count: 0,
  next_page: null,
  previous_page: null,
  first_page: 1,
  last_page: 1,
};
const emptyProductList = { product_list_items: [] };

/** The empty answer of each list route (a successful call that found nothing). */
const emptyBodies = {
  'GET /basket': emptyProductList,
  'POST /basket': emptyProductList,
  'DELETE /basket': emptyProductList,
  'GET /product-list': emptyProductList,
  'POST /product-list': emptyProductList,
  'DELETE /product-list': emptyProductList,
  'GET /customer/orders': emptyPage,
  'GET /registrations': emptyPage,
  'GET /user': emptyPage,
  'GET /products/search': emptyPage,
  'GET /documents': [],
  'GET /orders/topics': [],
  'GET /roles': [],
} as const satisfies Partial<Record<ApiRoute, unknown>>;

export type ListRoute = keyof typeof emptyBodies;

/** `empty` exists only for routes that answer with a list. */
export type ScenarioFor<Route extends ApiRoute> = Route extends ListRoute
  ? ScenarioKind
  : Exclude<ScenarioKind, 'empty'>;

export interface ScenarioOptions {
  /** API base URL the handlers were created with; default `/api`. */
  baseUrl?: string;
  /** Delay of `slow` before the normal handler answers; default 2500 ms. */
  delayMs?: number | 'infinite';
}

export const apiRoutes: readonly ApiRoute[] = Object.entries(openapi.paths).flatMap(([path, item]) =>
  Object.keys(item)
    .filter((method): method is Method => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map((method) => `${method.toUpperCase()} ${path}` as ApiRoute),
);

export function isListRoute(route: ApiRoute): route is ListRoute {
  return route in emptyBodies;
}

export function scenario<Route extends ApiRoute>(
  route: Route,
  kind: ScenarioFor<Route>,
  options: ScenarioOptions = {},
): HttpHandler {
  const [method = '', path = ''] = route.split(' ');
  const url = normaliseBaseUrl(options.baseUrl ?? DEFAULT_BASE_URL) + path.replace(/\{(\w+)\}/g, ':$1');
  const register = http[method.toLowerCase() as Method];
  return register(url, async () => {
    switch (kind) {
      case 'serverError':
        return HttpResponse.json({ message: 'Internal Server Error', code: 'server_error' }, { status: 500 });
      case 'notFound':
        return HttpResponse.json({ message: 'Nicht gefunden.', code: 'not_found' }, { status: 404 });
      case 'unreachable':
        return HttpResponse.error();
      case 'slow':
        await delay(options.delayMs ?? 2500);
        // Falling through lets the regular handler answer, just late.
        return undefined;
      case 'empty': {
        if (!isListRoute(route))
          throw new Error(`No empty scenario for ${route}: it does not answer with a list.`);
        return HttpResponse.json(emptyBodies[route]);
      }
      default:
        throw new Error(`Unknown scenario ${String(kind)}`);
    }
  });
}

/** Several overrides at once: `server.use(...scenarios({ 'GET /basket': 'empty', 'GET /user': 'serverError' }))`. */
export function scenarios(
  map: { [Route in ApiRoute]?: ScenarioFor<Route> },
  options: ScenarioOptions = {},
): HttpHandler[] {
  return (Object.entries(map) as Array<[ApiRoute, ScenarioKind]>).map(([route, kind]) =>
    scenario(route, kind as ScenarioFor<typeof route>, options),
  );
}

/** Anything MSW handlers can be added to: setupServer(), setupWorker() or Storybook's `msw` in beforeEach. */
export interface UsesHandlers {
  use(...handlers: HttpHandler[]): void;
}

export function withScenario<Route extends ApiRoute>(
  target: UsesHandlers,
  route: Route,
  kind: ScenarioFor<Route>,
  options?: ScenarioOptions,
): HttpHandler {
  const handler = scenario(route, kind, options);
  target.use(handler);
  return handler;
}

export function withScenarios(
  target: UsesHandlers,
  map: { [Route in ApiRoute]?: ScenarioFor<Route> },
  options?: ScenarioOptions,
): HttpHandler[] {
  const list = scenarios(map, options);
  target.use(...list);
  return list;
}
