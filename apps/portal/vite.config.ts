import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { precompiledValidators } from './precompiledValidators.mjs';

/**
 * The build ships no config.json – each environment brings its own, and without one the app stays out of
 * service. The dev server is the demo, so it answers with the explicit demo configuration.
 */
const demoConfigInDev: Plugin = {
  name: 'kundenportal-demo-config',
  apply: 'serve',
  configureServer(server) {
    const demoConfig = fileURLToPath(new URL('../../deploy/demo.config.json', import.meta.url));
    server.middlewares.use('/config.json', (_request, response) => {
      response.setHeader('content-type', 'application/json; charset=utf-8');
      response.setHeader('cache-control', 'no-cache');
      response.end(readFileSync(demoConfig));
    });
  },
};

// react-aria ships strings for ~30 locales; keep only ours.
const ariaLocales = ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'nl-NL', 'pl-PL', 'it-IT'];

export default defineConfig({
  plugins: [
    { ...optimizeLocales.vite({ locales: ariaLocales }), enforce: 'pre' },
    react(),
    vanillaExtractPlugin(),
    demoConfigInDev,
    precompiledValidators(),
  ],
  resolve: {
    // Catalogs are precompiled to ASTs (scripts/i18n.mjs), so the runtime needs no ICU parser.
    alias: {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
      // Demo mode only: MSW's cookie jar needs no public-suffix list for a mock that sets no cookies.
      tldts: fileURLToPath(new URL('./src/shims/tldts.ts', import.meta.url)),
    },
  },
  build: { target: 'es2022', sourcemap: true, manifest: true },
  server: { port: 5173 },
  preview: { port: 4173 },
});
