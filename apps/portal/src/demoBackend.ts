/** Demo mode: the built-in mock backend answers in the browser through MSW's service worker. */
export async function startDemoBackend(): Promise<void> {
  // TODO(issue 3): start the api-client's MSW worker once the mock backend has landed.
}
