import type { createMockWorker } from '@kundenportal/api-client/mocks/browser';
import { nextTask } from './nextTask';

/** Made once: a start that failed (the service worker refused) is retried with the same worker and storage. */
let worker: ReturnType<typeof createMockWorker> | undefined;

/** Demo mode: the built-in mock backend answers in the browser through MSW's service worker. */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  if (!worker) {
    const mocks = await import('@kundenportal/api-client/mocks/browser');
    // Four tasks instead of one (~40 ms on a fast machine while a page loads): the module's evaluation, the
    // seeded data, the handlers with the stored demo state, the worker's start.
    await nextTask();
    mocks.buildMockDb();
    await nextTask();
    // The demo keeps its changes in localStorage like the session keeps its refresh token: a reload, a followed
    // login link or a second tab meet the same mock. Clearing the site's data resets the demo.
    worker = mocks.createMockWorker(baseUrl, { storage: window.localStorage });
    await nextTask();
  }
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The app's own files (chunks, config.json) go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
