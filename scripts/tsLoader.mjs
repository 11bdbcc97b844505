// Loads the repository's TypeScript modules in Node – the mock backend, its schema validators – through Vite's
// SSR transform, with no build step. Each loader has a module graph of its own, so each holds its own mock state.
import { createServer } from 'vite';
import { root } from './lib.mjs';

/** @returns {Promise<{ load(path: string): Promise<Record<string, any>>, close(): Promise<void> }>} */
export async function openTsLoader() {
  const vite = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    // No HMR socket: two loaders (the mock and api:verify) would fight over its port.
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    appType: 'custom',
  });
  return { load: (path) => vite.ssrLoadModule(path), close: () => vite.close() };
}
