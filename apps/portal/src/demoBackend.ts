import { nextTask } from './nextTask';

/** Demo mode: the built-in mock backend answers in the browser through MSW's service worker. */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  const { buildMockDb, createMockWorker } = await import('@kundenportal/api-client/mocks/browser');
  // Four tasks instead of one (~40 ms on a fast machine while a page loads): the module's evaluation, the seeded
  // data, the handlers with the stored demo state, the worker's start.
  await nextTask();
  buildMockDb();
  await nextTask();
  // The demo keeps its changes in localStorage like the session keeps its refresh token: a reload, a followed
  // login link or a second tab meet the same mock. Clearing the site's data resets the demo.
  const worker = createMockWorker(baseUrl, { storage: window.localStorage });
  await nextTask();
  await worker.start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The app's own files (chunks, config.json) go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
