import { type HttpHandler, RequestHandler } from 'msw';

type RunArgs = Parameters<HttpHandler['run']>[0];
type RunResult = Awaited<ReturnType<HttpHandler['run']>>;

/**
 * An absolute URL up to the path's first parameter or wildcard, lower-cased; the scheme's and port's colons
 * are not parameters.
 */
function fixedStart(path: string, origin: string): string {
  const url = path.startsWith('/') ? `${origin}${path}` : path;
  const pathStart = url.indexOf('/', url.indexOf('//') + 2);
  const fixed = pathStart < 0 ? url : url.slice(0, pathStart) + (url.slice(pathStart).split(/[:*]/)[0] ?? '');
  return fixed.toLowerCase();
}

export interface MockRouterOptions {
  /**
   * Runs around the handling of each request some handler may answer (never around the page's own files):
   * `sharedState.ts` holds the tabs' common lock there.
   */
  around?: ((request: Request, handle: () => Promise<RunResult>) => Promise<RunResult>) | undefined;
}

interface Route {
  handler: HttpHandler;
  method: string;
  /** The path's fixed start, up to its first parameter or wildcard, as an absolute URL. */
  prefix: string;
}

/**
 * The mock backend's handlers behind one handler that picks the candidates by method and path first.
 * MSW tries each handler in turn and every try parses the URL and the request's cookies (tough-cookie) – for
 * each of the ~40 operations and every request the page makes, the app's own chunks and texts included
 * (the service worker hands all of them to the page). That was most of demo mode's main-thread time while a
 * page loaded. Only the handlers whose method and fixed path start fit run now, in their order, with MSW's
 * own matching.
 */
export class MockRouter extends RequestHandler {
  private readonly routes: Route[];
  private readonly around: MockRouterOptions['around'];

  constructor(handlers: readonly HttpHandler[], origin: string, options: MockRouterOptions = {}) {
    super({
      info: { header: `the mock backend's ${handlers.length} operations` },
      resolver: () => undefined,
    });
    this.around = options.around;
    this.routes = handlers.map((handler) => {
      const { method, path } = handler.info;
      return {
        handler,
        method: typeof method === 'string' ? method.toUpperCase() : '',
        prefix: typeof path === 'string' ? fixedStart(path, origin) : '',
      };
    });
  }

  override async run(args: RunArgs): Promise<RunResult> {
    const url = new URL(args.request.url);
    // MSW matches paths regardless of case.
    const target = `${url.origin}${url.pathname}`.toLowerCase();
    // A handler with a method pattern or a path predicate is always tried, as MSW would.
    const candidates = this.routes.filter(
      (route) => (!route.method || route.method === args.request.method) && target.startsWith(route.prefix),
    );
    if (candidates.length === 0) return null;
    const handle = async () => {
      let matched: RunResult = null;
      for (const route of candidates) {
        const result = await route.handler.run(args);
        if (result) matched = result;
        if (result?.response) return result;
      }
      return matched;
    };
    return this.around ? this.around(args.request, handle) : handle();
  }

  // `run` decides; MSW calls these only through the base class's `run`.
  predicate() {
    return false;
  }

  log() {}
}
