import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

// tsup (esbuild) + the vanilla-extract esbuild plugin: ESM, declarations and the extracted CSS in a few
// seconds. Vite library mode would also work, but its d.ts story needs another plugin; tsup does both.
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  dts: true,
  clean: true,
  sourcemap: true,
  target: 'es2022',
  platform: 'browser',
  splitting: true,
  treeshake: true,
  external: ['react', 'react-dom', 'react/jsx-runtime', /^react-aria-components/, /^@vanilla-extract\//],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
