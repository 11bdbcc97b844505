import { createApiClient } from '@kundenportal/api-client';
import {
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
  readLocaleCookie,
  SessionProvider,
  splitLocale,
} from '@kundenportal/portal-features';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { isChunkLoadError, reloadForChunkError } from './chunkReload';
import { createPortalRouter } from './router';
import { mountedUserPages } from './routeTable';

/** An unprefixed (German) URL on a visit whose cookie chose another language goes to that language. */
function honourLocaleCookie() {
  const { locale, path } = splitLocale(window.location.pathname);
  const chosen = readLocaleCookie(document.cookie);
  if (locale === defaultLocale && chosen && chosen !== defaultLocale) {
    const { search, hash } = window.location;
    window.history.replaceState(null, '', `${localizedPath(path, chosen)}${search}${hash}`);
  }
}

async function start() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError()) event.preventDefault();
  });
  honourLocaleCookie();
  // Made first: the router starts loading the catalog and the page's chunk while config and mock load.
  // Its loaders never call the API, so nothing reaches the (demo) backend before it is up.
  const router = createPortalRouter();
  const config = await loadRuntimeConfig(`${import.meta.env.BASE_URL}config.json`);
  const apiBaseUrl = effectiveApiBaseUrl(config);
  if (isDemoMode(config)) {
    const { startDemoBackend } = await import('./demoBackend');
    await startDemoBackend(apiBaseUrl);
  }
  const loading = createLoadingCounter();
  const goHome = () => {
    const { locale, path } = splitLocale(window.location.pathname);
    if (path !== '/') void router.navigate(localizedPath('/', locale));
  };
  const goOutOfService = () => {
    const href = outOfServiceHref(window.location);
    if (href) void router.navigate(href);
  };
  const api = createApiClient({
    baseUrl: apiBaseUrl,
    loading,
    onSessionEnd: goHome,
    onServiceUnavailable: goOutOfService,
  });
  const services: PortalServices = {
    config,
    api,
    loading,
    notifications: createNotificationStore(),
    checkService: async () => {
      try {
        const response = await fetch(`${apiBaseUrl}/products/search?term=%25`, { cache: 'no-store' });
        return response.status < 500;
      } catch {
        return false;
      }
    },
  };
  const root = document.getElementById('root');
  if (!root) throw new Error('index.html has no #root');
  createRoot(root).render(
    <StrictMode>
      <PortalServicesProvider services={services}>
        <SessionProvider userPages={mountedUserPages}>
          <RouterProvider router={router} />
        </SessionProvider>
      </PortalServicesProvider>
    </StrictMode>,
  );
}

start().catch((error: unknown) => {
  if (isChunkLoadError(error) && reloadForChunkError()) return;
  throw error;
});
