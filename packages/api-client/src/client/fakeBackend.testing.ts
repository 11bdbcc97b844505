/** A scripted stand-in for the server for the client's unit tests: records requests, answers per route. */
import type { FetchFn } from './retryingFetch';
import type { PersistedSession, SessionStore } from './sessionStore';

export interface RecordedRequest {
  method: string;
  path: string;
  search: string;
  headers: Headers;
  body: string;
}

type Answer = Response | 'network-error' | Promise<Response | 'network-error'>;
type Route = (request: RecordedRequest) => Answer;

export const BASE_URL = 'https://portal.test/api';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function tokenPair(n: number, expiresIn: number | undefined = 60) {
  return {
    token: `access-${n}`,
    refresh_token: `refresh-${n}`,
    ...(expiresIn ? { expires_in: expiresIn } : {}),
  };
}

/** A promise to resolve from outside, for holding a response back. */
export function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

export function createFakeBackend() {
  const routes = new Map<string, Route[]>();
  const requests: RecordedRequest[] = [];
  let tokenCounter = 0;

  /** Answers `method path` with `route`; several calls queue answers, the last one repeats. */
  const on = (method: string, path: string, ...answers: Route[]) => {
    routes.set(`${method} ${path}`, answers);
  };

  const fetch: FetchFn = async (request) => {
    const url = new URL(request.url);
    const recorded: RecordedRequest = {
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      headers: new Headers(request.headers),
      body: await request.text(),
    };
    requests.push(recorded);
    const queue = routes.get(`${recorded.method} ${recorded.path}`);
    const route = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!route) return json({ message: 'Not found', code: 'not_found' }, 404);
    const answer = await route(recorded);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  };

  // Defaults: a working login and refresh that hand out numbered tokens.
  on('POST', '/auth/login', () => json(tokenPair(++tokenCounter)));
  on('POST', '/auth/refresh', () => json(tokenPair(++tokenCounter)));
  on('POST', '/auth/logout', () => new Response(null, { status: 204 }));

  return {
    fetch,
    on,
    requests,
    to: (method: string, path: string) => requests.filter((r) => r.method === method && r.path === path),
  };
}

/**
 * Two tabs' view of one localStorage: a write in one tab reaches the others' subscribers, never its
 * own – as the browser's `storage` event does.
 */
export function createTabbedStores() {
  let value: PersistedSession | null = null;
  const tabs = new Set<(value: PersistedSession | null) => void>();
  const tab = (): SessionStore => {
    let self: ((value: PersistedSession | null) => void) | null = null;
    return {
      load: () => value,
      save(next) {
        value = next;
        for (const listener of tabs) if (listener !== self) listener(next);
      },
      subscribe(listener) {
        self = listener;
        tabs.add(listener);
        return () => tabs.delete(listener);
      },
    };
  };
  return { tab };
}

/** A store without other tabs, for tests that are about one tab. */
export function createMemoryStore(initial: PersistedSession | null = null): SessionStore {
  let value = initial;
  return {
    load: () => value,
    save: (next) => {
      value = next;
    },
    subscribe: () => () => undefined,
  };
}
