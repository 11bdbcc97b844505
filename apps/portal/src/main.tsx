import { createApiClient, type EarlyRefresh, type SessionEndReason } from '@kundenportal/api-client';
import {
  brandHintKey,
  buildTimeConfig,
  createLoadingCounter,
  createNotificationStore,
  defaultLocale,
  effectiveApiBaseUrl,
  isDemoMode,
  loadRuntimeConfig,
  localizedPath,
  outOfServiceHref,
  type PortalServices,
  PortalServicesProvider,
  preloadCurrentUser,
  type RuntimeConfig,
  readLocaleCookie,
  SessionProvider,
  safeReturnPath,
  sessionEndedState,
  splitLocale,
} from '@kundenportal/portal-features';
import { type ReactElement, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, type NavigateFunction, type NavigateOptions, useNavigate } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { takeOverEarlyInput } from './earlyInput';
import { nextTask } from './nextTask';
import { RootErrorBoundary, RootErrorScreen } from './RootError';
import { isNotFoundPath, PortalRoutes, preloadPage } from './router';

/** An unprefixed (German) URL on a visit whose cookie chose another language goes to that language. */
function honourLocaleCookie() {
  const { locale, path } = splitLocale(window.location.pathname);
  const chosen = readLocaleCookie(document.cookie);
  if (locale === defaultLocale && chosen && chosen !== defaultLocale) {
    const { search, hash } = window.location;
    window.history.replaceState(null, '', `${localizedPath(path, chosen)}${search}${hash}`);
  }
}

const configUrl = `${import.meta.env.BASE_URL}config.json`;
/** scripts/appPaths.mjs reads the same name. */
const sessionCookie = 'kundenportal_session';

declare global {
  interface Window {
    /** What the page's boot script started before the entry (apps/portal/prerenderBoot.js, issue 43.2). */
    __kundenportalEarly?: {
      config: Promise<Response>;
      refresh: EarlyRefresh;
      user: Promise<Response | undefined>;
    };
  }
}

/**
 * config.json as the boot script asked for it (once: a later load, the out-of-service page's retry, asks anew);
 * without a boot script (the dev server) the loader's own request.
 */
function configFetch(): typeof fetch {
  let early = window.__kundenportalEarly?.config;
  return (input, init) => {
    const response = early ?? fetch(input, init);
    early = undefined;
    return response;
  };
}

/** config.json's support contact once read: the root error screen offers it, even when the start failed after. */
let startedSupport: RuntimeConfig['support'] | undefined;

/** Whether an earlier config.json's brand is remembered (storage may be refused: then none). */
function rememberedBrand(): boolean {
  try {
    return localStorage.getItem(brandHintKey) !== null;
  } catch {
    return false;
  }
}

/** Stands in while config.json is missing or invalid: not the demo, no backend – every call is unreachable. */
const configFault: RuntimeConfig = buildTimeConfig;
const noBackend = () => Promise.reject(new TypeError('config.json is missing or invalid'));

/**
 * A mock worker left registered by an earlier demo on this origin must not outlive it: outside demo mode it
 * is removed, so no request of a real environment can ever reach the mock.
 */
async function retireDemoWorker() {
  const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
  await Promise.all(
    registrations
      .filter((registration) =>
        [registration.active, registration.waiting, registration.installing].some((worker) =>
          worker?.scriptURL.endsWith('/mockServiceWorker.js'),
        ),
      )
      .map((registration) => registration.unregister()),
  );
}

async function start() {
  honourLocaleCookie();
  const root = rootElement();
  // Presses and typing on the prerendered page wait for React: held since the page's boot script ran,
  // replayed after hydration (earlyInput.ts).
  const isHydratable = root.dataset.prerendered !== undefined || root.hasAttribute('data-hydratable');
  const releaseEarlyInput = isHydratable ? takeOverEarlyInput(root) : undefined;
  // The entry's evaluation was one long task; what follows (the page's code and texts asked for, each in a task
  // of its own) comes after, so the browser may paint or handle input between.
  await nextTask();
  // First: the page's code and texts load while config and mock load. Nothing in them calls the API, so nothing
  // reaches the (demo) backend before it is up.
  // A failure is the first render's to show (the error page, or the one reload).
  preloadPage(window.location.pathname).catch(() => undefined);
  window.addEventListener('vite:preloadError', (event) => {
    // A chunk of the page being opened failed: the address is already that page's, so the one reload goes there.
    if (reloadForChunkError(sessionStorage)) event.preventDefault();
  });
  const loaded = await loadRuntimeConfig(configUrl, configFetch());
  const config = takeConfig(loaded);
  const apiBaseUrl = effectiveApiBaseUrl(config);
  const isDemo = isDemoMode(config);
  // The session the page's boot script started against a real backend (its refresh and the user).
  const early = loaded.ok && !isDemo ? window.__kundenportalEarly : undefined;
  const demoReady = demoBackendStarter(apiBaseUrl);
  const demoFetch = async (request: Request) => {
    await demoReady();
    return globalThis.fetch(request);
  };
  if (!isDemo) await retireDemoWorker().catch(() => undefined);
  const loading = createLoadingCounter();
  // The server or another tab ended the session: home, and the layout says why (see PortalLayout).
  const goHome = (reason: SessionEndReason) => {
    const { locale, path } = splitLocale(window.location.pathname);
    navigation.navigate(localizedPath('/', locale), {
      replace: path === '/',
      state: sessionEndedState(reason),
    });
  };
  const goOutOfService = () => {
    const href = outOfServiceHref(window.location);
    if (href) navigation.navigate(href);
  };
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    ...(loaded.ok ? (isDemo ? { fetch: demoFetch } : {}) : { fetch: noBackend }),
    loading,
    onSessionEnd: goHome,
    onServiceUnavailable: goOutOfService,
    offers: (operation) => config.capabilities.has(operation),
    // The boot script's refresh, started beside the page's modules: the session's first refresh takes its tokens.
    ...(early ? { earlyRefresh: early.refresh } : {}),
  });
  // A real backend is asked for the user (and the token refreshed) now, while the page's code loads; the demo's
  // mock starts with the first call the page makes, not before the first render.
  // What the boot script still has under way counts as the app's own calls would (the loading overlay, spec §4).
  for (const pending of early ? [early.refresh, early.user] : []) {
    const ticket = loading.start();
    pending.finally(() => loading.end(ticket)).catch(() => undefined);
  }
  if (loaded.ok && !isDemo) preloadCurrentUser(api, early?.user);
  markSession(api.session.getSnapshot());
  api.session.subscribe(() => markSession(api.session.getSnapshot()));
  const services = portalServices({ config, loaded, api, loading, isDemo, demoReady, apiBaseUrl });
  if (!loaded.ok) {
    const href = outOfServiceHref(window.location);
    if (href) window.history.replaceState(null, '', href);
  }
  const app = (hydratingShell: boolean) => (
    <StrictMode>
      <RootErrorBoundary support={startedSupport}>
        <PortalServicesProvider services={services}>
          <SessionProvider onServiceFault={goOutOfService} hydrating={hydratingShell}>
            <BrowserRouter>
              <NavigationBridge />
              <PortalRoutes />
            </BrowserRouter>
          </SessionProvider>
        </PortalServicesProvider>
      </RootErrorBoundary>
      {/* Last: its effect runs after every other one of the first commit. */}
      {releaseEarlyInput && <AfterHydration run={releaseEarlyInput} />}
    </StrictMode>
  );
  await draw(root, app, api.session.getSnapshot(), releaseEarlyInput);
}

/**
 * The configuration to start with: config.json's, or – missing, unreadable or invalid – the out-of-service one
 * (fail closed: it never starts the demo). A brand's logo box and faces load as soon as it is known.
 */
function takeConfig(loaded: Awaited<ReturnType<typeof loadRuntimeConfig>>) {
  // Fail closed: a missing, unreadable or invalid config.json never starts the demo; it is an outage.
  const config = loaded.ok ? loaded.config : configFault;
  if (loaded.ok) {
    startedSupport = config.support;
    // The logo's box and the faces for the next page load – its code only where there is a brand, now or from
    // an earlier config.json; a faulty config.json changes nothing of it.
    if (config.brand.logo || config.brand.fonts || rememberedBrand()) {
      import('@kundenportal/portal-features/brand')
        .then(({ applyBrand }) => applyBrand(config.brand))
        .catch(() => undefined);
    }
  } else {
    console.error(`Kundenportal: ${loaded.problem}. The portal stays out of service.`);
  }
  return config;
}

/**
 * Demo mode: the mock backend (MSW, seeded data, validators – larger than the app itself) starts with the first
 * API call, not before the first render. Only the explicit demo flag gets here (fail closed).
 */
function demoBackendStarter(apiBaseUrl: string): () => Promise<void> {
  let demoBackend: Promise<void> | undefined;
  return () => {
    demoBackend ??= import('./demoBackend')
      .then(({ startDemoBackend }) => startDemoBackend(apiBaseUrl))
      .catch((error: unknown) => {
        demoBackend = undefined; // the next call tries again (a retry from the out-of-service page)
        throw error;
      });
    return demoBackend;
  };
}

/** What the portal's parts are handed: config, API client, loading counter, notices, the service's checks. */
function portalServices({
  config,
  loaded,
  api,
  loading,
  isDemo,
  demoReady,
  apiBaseUrl,
}: {
  config: PortalServices['config'];
  loaded: { ok: boolean };
  api: PortalServices['api'];
  loading: PortalServices['loading'];
  isDemo: boolean;
  demoReady(): Promise<void>;
  apiBaseUrl: string;
}): PortalServices {
  return {
    config,
    api,
    loading,
    notifications: createNotificationStore(),
    checkService: async () => {
      if (!loaded.ok) {
        // Back only once the operator fixed config.json: then a fresh start with it, at the page left.
        if (!(await loadRuntimeConfig(configUrl)).ok) return false;
        const from = new URLSearchParams(window.location.search).get('from');
        window.location.replace(safeReturnPath(from) ?? '/');
        return new Promise<boolean>(() => {});
      }
      try {
        if (isDemo) await demoReady();
        const response = await fetch(`${apiBaseUrl}/products/search?term=%25`, { cache: 'no-store' });
        return response.status < 500;
      } catch {
        return false;
      }
    },
    prepareBackend: () => {
      if (isDemo) demoReady().catch(() => undefined); // a failed start is retried and reported by the call
    },
  };
}

/**
 * Draws the app: hydrating the prerendered page where it can, else rendering it anew once the page's code and
 * texts are in.
 */
async function draw(
  root: HTMLElement,
  app: (hydratingShell: boolean) => ReactElement,
  isAuthenticated: boolean,
  releaseEarlyInput: ReturnType<typeof takeOverEarlyInput> | undefined,
) {
  if (await canHydrate(root, isAuthenticated)) {
    // As a transition: React hydrates in slices of a few milliseconds and lets the browser handle input in
    // between, instead of in one task of ~350 ms on a slow phone (a default-priority render is not sliced).
    // What the visitor does meanwhile waits in earlyInput.ts.
    startTransition(() => {
      hydrateRoot(root, app(root.hasAttribute('data-hydratable')), {
        // A mismatch makes React draw the page anew – correct, only slower; say so for the e2e tests.
        onRecoverableError: (error) => console.error('Kundenportal: prerendered markup not kept –', error),
      });
    });
  } else {
    // The prerendered markup is replaced: what was pressed on it is gone with it.
    releaseEarlyInput?.({ replay: false });
    // The first render draws the page at once when its code and texts are in (else it would suspend, and the
    // app shell's first frame, app.html, stay until they are).
    await preloadPage(window.location.pathname).catch(() => undefined);
    // As a transition too: the first render of a logged-in page (header, menu, the page) is sliced instead of
    // one long task – on a slow phone it blocked input for a few hundred milliseconds.
    startTransition(() => createRoot(root).render(app(false)));
  }
}

/** Renders nothing; its effect runs once the hydrating render has committed (effects run after commit). */
function AfterHydration({ run }: { run(): void }) {
  useEffect(run, [run]); // one function for the app's lifetime: runs once
  return null;
}

/**
 * Tells the host that this browser holds a session (nothing secret: a flag, not the token). The hosts then
 * answer the public pages with the app's shell instead of their prerendered logged-out markup, so a logged-in
 * visitor never sees the login button and the public layout flash before their own page (scripts/appPaths.mjs).
 */
function markSession(isAuthenticated: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie is all we need; Cookie Store API is not in every browser.
  document.cookie = isAuthenticated
    ? `${sessionCookie}=1; path=/; max-age=2592000; samesite=lax`
    : `${sessionCookie}=; path=/; max-age=0; samesite=lax`;
}

/**
 * The build prerendered this page (apps/portal/prerender.mjs) for a visitor without a session: its markup is
 * kept when the browser would draw exactly that – the same path, no query that changes the page, nobody
 * logged in; a logged-in page's shell, when a session is there to draw it for. The page's code and texts must be in, so the first render draws the page, not nothing (it would
 * suspend). Anything else replaces the markup.
 */
async function canHydrate(root: HTMLElement, isAuthenticated: boolean): Promise<boolean> {
  const { pathname, search } = window.location;
  const withoutSlash = (path: string) => path.replace(/(.)\/$/, '$1');
  // A logged-in page's own shell (issue 43.1): its frame while the user loads, with the page's heading and
  // lead – what the app draws first for a session whatever the query, the user not yet known.
  const shell = root.hasAttribute('data-hydratable') ? root.dataset.shell : undefined;
  if (shell !== undefined) {
    if (!isAuthenticated || withoutSlash(pathname) !== withoutSlash(shell)) return false;
    return preloadPage(pathname).then(
      () => true,
      () => false,
    );
  }
  const prerendered = root.dataset.prerendered;
  if (prerendered === undefined || isAuthenticated) return false;
  if (search !== '') return false;
  try {
    await preloadPage(pathname);
  } catch {
    return false; // the page's code or texts cannot load: the first render shows why
  }
  // The not-found page stands for every path no route knows (prerendered as <prefix>/404).
  if (isNotFoundPath(pathname)) return prerendered === localizedPath('/404', splitLocale(pathname).locale);
  return withoutSlash(pathname) === withoutSlash(prerendered);
}

/**
 * Navigation from outside React – the session ended, the backend is out of service – through the router's own
 * `navigate` (NavigationBridge hands it over); asked for before the router is up (a refused refresh as the app
 * starts), it waits for it.
 */
const navigation: {
  navigateInRouter?: NavigateFunction;
  pending?: { to: string; options: NavigateOptions };
  navigate(to: string, options?: NavigateOptions): void;
} = {
  navigate(to, options = {}) {
    if (this.navigateInRouter) void this.navigateInRouter(to, options);
    else this.pending = { to, options };
  },
};

function NavigationBridge() {
  const navigate = useNavigate();
  // After the first commit's layout effects, among them the router's own subscription to the history.
  useEffect(() => {
    navigation.navigateInRouter = navigate;
    const { pending } = navigation;
    navigation.pending = undefined;
    if (pending) void navigate(pending.to, pending.options);
  }, [navigate]);
  return null;
}

function rootElement(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  return root;
}

start().catch((error: unknown) => {
  if (isChunkLoadError(error) && reloadForChunkError()) return;
  console.error(error);
  // Even a start that failed (the entry's own chunks gone for good) leaves the error page, not a blank one.
  createRoot(rootElement()).render(<RootErrorScreen status={500} support={startedSupport} />);
});
