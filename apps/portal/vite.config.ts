import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, version as viteVersion } from 'vite';
import { precompiledValidators } from './precompiledValidators.mjs';
import { preloadInTurns } from './preloadInTurns.mjs';
import { prerenderPublicPages } from './prerender.mjs';
import { gregorianCalendarOnly, reactRouterProduction, reactRouterTreeShakable } from './replacements.mjs';

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

/**
 * Before any script runs the page should already speak the language of its URL: the build writes one
 * index.html per locale (`dist/en/index.html` …, the root one for German) with `<html lang>` set and the
 * no-JavaScript note only in that language. The hosts serve `/<locale>/…` from its locale's file (nginx
 * template, scripts/serve.mjs) and fall back to the root one. The locales are those the note is written in.
 */
const htmlPerLocale: Plugin = {
  name: 'kundenportal-html-per-locale',
  apply: 'build',
  enforce: 'post',
  generateBundle(_options, bundle) {
    const root = bundle['index.html'];
    if (root?.type !== 'asset') return;
    const html = typeof root.source === 'string' ? root.source : new TextDecoder().decode(root.source);
    const notes = [...html.matchAll(/^\s*<p lang="([a-z]{2})">.*<\/p>\n/gm)].map(([line, lang]) => ({
      line,
      lang: lang ?? '',
    }));
    const defaultLocale = html.match(/<html lang="([a-z]{2})">/)?.[1];
    if (!defaultLocale || notes.length < 2)
      throw new Error('index.html: <html lang> or the per-language notes are missing');
    const forLocale = (locale: string) =>
      notes
        .reduce((page, { line, lang }) => (lang === locale ? page : page.replace(line, '')), html)
        .replace(`<html lang="${defaultLocale}">`, `<html lang="${locale}">`)
        .replace(/\s*<!-- One line per language[^>]*-->/, '');
    root.source = forLocale(defaultLocale);
    for (const { lang: locale } of notes) {
      if (locale !== defaultLocale)
        this.emitFile({ type: 'asset', fileName: `${locale}/index.html`, source: forLocale(locale) });
    }
  },
};

/**
 * The German source texts stay in the code for extraction and stories; the app takes every text from the
 * precompiled catalogs (scripts/i18n.mjs checks them complete in every locale), so the build drops the
 * `defaultMessage`s – 1–3 KB gzip per route.
 */
const literal = String.raw`'(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"|\x60(?:[^\x60\\$]|\\.)*\x60`;
const defaultMessage = new RegExp(String.raw`\bdefaultMessage:\s*(?:${literal})\s*,?`, 'g');
const stripDefaultMessages: Plugin = {
  name: 'kundenportal-strip-default-messages',
  apply: 'build',
  enforce: 'pre',
  transform(code, id) {
    if (!/packages\/portal-features\/src\/.*\.tsx?$/.test(id) || /\.(stories|test)\.tsx?$/.test(id))
      return null;
    if (!code.includes('defaultMessage')) return null;
    return { code: code.replace(defaultMessage, ''), map: null };
  },
};

/**
 * The texts' chunks (one per locale and feature, ~100) are named by one hash over all catalogs instead of one
 * hash each: the catalog map in the entry (a loader per chunk) then repeats that one hash, which gzip folds
 * away – 0.6 KB less on every page. Any text change still renames them all, so none is ever served stale.
 */
const catalogDir = fileURLToPath(
  new URL('../../packages/portal-features/src/shared/i18n/compiled/', import.meta.url),
);
const catalogPath = /\/shared\/i18n\/compiled\/([a-z]{2})\/([A-Za-z]+)\.json$/;
let catalogsHash: string | undefined;
function catalogChunkName(moduleId: string | null): string | undefined {
  const [, locale, chunk] = moduleId?.match(catalogPath) ?? [];
  if (!locale || !chunk) return undefined;
  if (!catalogsHash) {
    const hash = createHash('sha256').update(viteVersion);
    for (const dir of readdirSync(catalogDir).sort())
      for (const file of readdirSync(join(catalogDir, dir)).sort())
        hash.update(`${dir}/${file}`).update(readFileSync(join(catalogDir, dir, file)));
    catalogsHash = hash.digest('base64url').slice(0, 10);
  }
  return `assets/texts-${catalogsHash}/${locale}/${chunk}.js`;
}

/**
 * No source in production: the build writes no source maps and no file names one (no `sourceMappingURL`).
 * `PORTAL_SOURCEMAPS=1` builds them for local debugging – hidden (still named by no file) and moved out of
 * the build to `apps/portal/sourcemaps/`, so neither a host nor the container image can ever carry them.
 */
const sourceMaps = process.env.PORTAL_SOURCEMAPS === '1';
const sourceMapsDir = fileURLToPath(new URL('./sourcemaps/', import.meta.url));
const sourceMapsOutOfBuild: Plugin = {
  name: 'kundenportal-source-maps-out-of-build',
  apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
  enforce: 'post',
  writeBundle(options) {
    const outDir = options.dir;
    if (!sourceMaps || !outDir) return;
    rmSync(sourceMapsDir, { recursive: true, force: true });
    for (const name of readdirSync(outDir, { recursive: true, encoding: 'utf8' })) {
      if (!name.endsWith('.map')) continue;
      const target = join(sourceMapsDir, name);
      mkdirSync(dirname(target), { recursive: true });
      renameSync(resolve(outDir, name), target);
    }
  },
};

// react-aria ships strings for ~30 locales; keep only ours.
const ariaLocales = ['de-DE', 'en-US', 'es-ES', 'fr-FR', 'nl-NL', 'pl-PL', 'it-IT'];

export default defineConfig({
  plugins: [
    { ...optimizeLocales.vite({ locales: ariaLocales }), enforce: 'pre' },
    stripDefaultMessages,
    // Each fails the build when the module it replaces never comes through it (replacements.mjs).
    gregorianCalendarOnly(),
    reactRouterProduction(),
    reactRouterTreeShakable(),
    react(),
    vanillaExtractPlugin(),
    demoConfigInDev,
    precompiledValidators(),
    preloadInTurns(),
    htmlPerLocale,
    sourceMapsOutOfBuild,
    prerenderPublicPages(),
  ],
  resolve: {
    // Catalogs are precompiled to ASTs (scripts/i18n.mjs), so the runtime needs no ICU parser.
    alias: {
      '@formatjs/icu-messageformat-parser': '@formatjs/icu-messageformat-parser/no-parser.js',
      // Demo mode only: MSW's cookie jar needs no public-suffix list for a mock that sets no cookies.
      tldts: fileURLToPath(new URL('./src/shims/tldts.ts', import.meta.url)),
    },
  },
  build: {
    target: 'es2022',
    sourcemap: sourceMaps ? 'hidden' : false,
    manifest: true,
    // Chunks import each other by stable names that the pages' import map resolves to the hashed files: a change
    // renames only the chunks it touches, not the entry and everything that imports it (every chunk does) –
    // a one-line change in one feature renamed 130 files (460 KB gzip) without it, one with it
    // (scripts/deployCache.mjs). The map is inline in every page; the CSP allows it by its hash (prerender.mjs).
    chunkImportMap: true,
    rolldownOptions: {
      // What the entry imports statically loads on every page anyway: one chunk instead of the ten that Rolldown
      // cut it into (modules the pages share), which gzip compresses 3–5 KB better and the browser asks for once.
      // Likewise the frame's counts for a logged-in user (layout/ListCounts.tsx, loaded apart so a logged-out
      // visit goes without them) and the data layer they share with the pages: one chunk, not ten small ones
      // (2.5 KB less on a logged-in page).
      output: {
        codeSplitting: {
          groups: [
            { name: 'shell', tags: ['$initial'] },
            { name: 'ListCounts', test: /\/layout\/ListCounts\.tsx$/ },
          ],
        },
        chunkFileNames: (chunk) => catalogChunkName(chunk.facadeModuleId) ?? 'assets/[name]-[hash].js',
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
});
