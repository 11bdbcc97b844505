import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { type Plugin, transform } from 'esbuild';
import { defineConfig } from 'tsup';

/**
 * vanilla-extract compiles each `recipe()` to a top-level `createRuntimeFn({…})` call, which a consumer's bundler
 * must keep unless it is marked pure – and with it every import of the module it sits in, so one component
 * pulled in the whole package. This wraps the plugin's loader of `.css.ts` modules and marks those calls
 * `@__PURE__` (the module is our own compiled style file; nothing else is touched).
 */
function pureRecipes(plugin: Plugin): Plugin {
  return {
    name: `${plugin.name}-pure-recipes`,
    setup(build) {
      return plugin.setup({
        ...build,
        onLoad(options, callback) {
          build.onLoad(options, async (args) => {
            const result = await callback(args);
            const runtime =
              typeof result?.contents === 'string' &&
              /import \{ createRuntimeFn as (\w+) \}/.exec(result.contents)?.[1];
            if (!result || !runtime || typeof result.contents !== 'string') return result;
            return {
              ...result,
              contents: result.contents.replaceAll(`${runtime}(`, `/* @__PURE__ */ ${runtime}(`),
            };
          });
        },
      });
    },
  };
}

/**
 * The one stylesheet a consumer imports, as it should ship: esbuild writes `dist/index.css` with a comment naming
 * each source module (vanilla-extract's base64 virtual-file ids – three quarters of the file) and, with code
 * splitting, a copy of each lazy part's rules in a CSS file of its own that nothing references (the JS never
 * imports CSS; `index.css` already holds every rule). Minified, without comments and without the copies.
 */
async function shipOneStylesheet(dist: string): Promise<void> {
  const index = join(dist, 'index.css');
  const { code } = await transform(readFileSync(index, 'utf8'), {
    loader: 'css',
    minify: true,
    legalComments: 'none',
  });
  writeFileSync(index, code);
  for (const file of readdirSync(dist)) {
    if (/\.css(\.map)?$/.test(file) && file !== 'index.css') rmSync(join(dist, file));
  }
}

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
  esbuildPlugins: [pureRecipes(vanillaExtractPlugin({ identifiers: 'short' }))],
  onSuccess: () => shipOneStylesheet(join(import.meta.dirname, 'dist')),
});
