/** Demo mode: the built-in mock backend answers in the browser through MSW's service worker. */
export async function startDemoBackend(baseUrl: string): Promise<void> {
  const { createMockWorker } = await import('@kundenportal/api-client/mocks/browser');
  await createMockWorker(baseUrl).start({
    serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    // The app's own files (chunks, config.json) go to the network untouched.
    onUnhandledRequest: 'bypass',
    quiet: true,
  });
}
