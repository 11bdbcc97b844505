/**
 * The build's renderer of the public pages (vite.config.ts prerenders them with it): the same routes and
 * providers as the browser (main.tsx), with the build-time config and no backend – nothing is fetched while
 * rendering, and what depends on login or config.json renders after hydration. It also draws the app shell's
 * first frame (`renderShell`).
 */
import { createApiClient, type SessionStore } from '@kundenportal/api-client';
import {
  buildTimeConfig,
  createLoadingCounter,
  createNotificationStore,
  PageTitleSink,
  type PortalServices,
  PortalServicesProvider,
  SessionProvider,
} from '@kundenportal/portal-features';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { RootErrorBoundary } from './RootError';
import { isNotFoundPath, PortalRoutes, preloadPage, textChunksFor } from './router';

export interface PrerenderedPage {
  /** The markup of #root. */
  html: string;
  /** The page's document title. */
  title: string;
  /** The HTTP status the page stands for (404 for the not-found page). */
  status: number;
  /** The text chunks the page shows besides `core` (routeTable.tsx): the page's HTML preloads them. */
  texts: string[];
}

const noBackend = () => Promise.reject(new TypeError('The build renders without a backend.'));

async function text(stream: AsyncIterable<string | Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const part of stream)
    parts.push(typeof part === 'string' ? Buffer.from(part) : Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
}

/** Holds a session that is never used: the shell is drawn for a visitor who has one, their user not yet known. */
const shellSession: SessionStore = {
  load: () => ({ refreshToken: 'shell', refreshExpiresAt: Number.MAX_SAFE_INTEGER }),
  save: () => undefined,
  subscribe: () => () => undefined,
};

/**
 * The first frame of every page the app draws in the browser (the logged-in pages, /register …): what a
 * logged-in page shows while its user loads – header, side menu and footer, and in main what the page draws
 * before its user is known (its heading and lead). The app's shells paint it before any script ran; a logged-in
 * page's own is hydrated in that state (main.tsx), app.html replaced by the app's first render.
 */
export function renderShell(url: string): Promise<PrerenderedPage> {
  return renderPage(url, shellSession);
}

export async function renderPage(url: string, sessionStore?: SessionStore): Promise<PrerenderedPage> {
  const { pathname } = new URL(url);
  // The texts must all be in before rendering: the IntlProvider above the page reads the catalog once.
  await preloadPage(pathname);
  const services: PortalServices = {
    config: buildTimeConfig,
    api: createApiClient({ baseUrl: '', fetch: noBackend, ...(sessionStore && { sessionStore }) }),
    loading: createLoadingCounter(),
    notifications: createNotificationStore(),
    checkService: async () => false,
  };
  let title = '';
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RootErrorBoundary>
        <PortalServicesProvider services={services}>
          <SessionProvider>
            <PageTitleSink.Provider
              value={(pageTitle) => {
                title = pageTitle;
              }}
            >
              <StaticRouter location={pathname}>
                <PortalRoutes />
              </StaticRouter>
            </PageTitleSink.Provider>
          </SessionProvider>
        </PortalServicesProvider>
      </RootErrorBoundary>
    </StrictMode>,
  );
  return {
    html: await text(prelude),
    title,
    status: isNotFoundPath(pathname) ? 404 : 200,
    texts: textChunksFor(pathname),
  };
}
