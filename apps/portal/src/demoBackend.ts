/** Demo mode: the built-in mock backend answers in the browser through MSW's service worker. */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  const { createMockWorker } = await import('@kundenportal/api-client/mocks/browser');
  // The demo keeps its changes in localStorage like the session keeps its refresh token: a reload, a followed
  // login link or a second tab meet the same mock. Clearing the site's data resets the demo.
  await createMockWorker(baseUrl, { storage: window.localStorage }).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The app's own files (chunks, config.json) go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
