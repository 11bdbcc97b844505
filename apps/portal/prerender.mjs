/**
 * Prerenders the public pages (issue 16): after the browser build, a second, server-side build of
 * src/prerender.tsx renders home, FAQ, public search, login, out of service and the not-found page for every
 * locale, and each page's HTML gets that markup in #root, its title, and its route's styles and code up front.
 * The browser hydrates the markup (main.tsx) instead of replacing it, so the page paints before any script ran.
 *
 * What the build writes next to the app:
 *   <prefix>/index.html, <prefix>/faq/index.html, … – a page per path (prefix '' for German, '/en' …)
 *   <prefix>/app.html    – the shell every other route (the logged-in pages …) starts from: its first frame is
 *                          a logged-in page waiting for its user (header, side menu, footer), inert, and the
 *                          app's first render replaces it – the page paints before its ~200 KB of scripts ran
 *   <prefix>/<path>/app.html – the same shell for one route of the page table (each without a parameter), its
 *                          code, styles and texts requested by the HTML itself (`shellRoutes`); a logged-in
 *                          page's holds its heading and lead too and is hydrated (`userPageShell`, issue 43.1)
 *   <prefix>/404.html    – the not-found page, served with status 404 for paths no route knows
 *   .csp-style-hashes    – the hashes of the pages' inlined styles for the CSP's style-src (hosts read it)
 *   .csp-script-hashes   – the hash of the pages' import map for the CSP's script-src (hosts read it)
 *
 * A page's styles (the entry's and its route's) are inlined into one <style>, so its first paint waits for
 * no stylesheet; the CSP allows exactly that text by its hash (scripts/securityHeaders.mjs).
 *
 * Every page's HTML names its scripts itself (issue 43.3): the entry and the route's chunks and texts are in the
 * boot script's `data-preload`; as the page has painted, the boot script starts the entry and asks for the rest
 * six a task (prerenderBoot.js) – not after the entry ran, and not before the first paint.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { pages } from '../../scripts/appPaths.mjs';
import { locales } from '../../scripts/locales.mjs';

/** Beside the build, never served (hosts refuse dotfiles): the style-src hashes of the inlined styles. */
export const styleHashesFile = '.csp-style-hashes';
/** … and the script-src hash of the import map every page carries (`build.chunkImportMap`, vite.config.ts). */
export const scriptHashesFile = '.csp-script-hashes';

/**
 * The import map Vite put into index.html: the chunks' stable names (what they import each other by) to their
 * hashed files, so a change renames only the chunks it touches, not everything that imports them. Inline (an
 * import map cannot be a file), so the CSP allows it by its hash; one map for the whole build.
 */
const importMapScript = /<script type="importmap">([^<]*)<\/script>/;
function importMapHash(outDir, template) {
  const map = importMapScript.exec(template)?.[1];
  if (!map) throw new Error('index.html has no <script type="importmap"> (build.chunkImportMap)');
  // The copy Vite also writes beside the pages is no business of the browser.
  rmSync(join(outDir, 'importmap.json'), { force: true });
  return `'sha256-${createHash('sha256').update(map).digest('base64')}'`;
}

/**
 * The public pages the page table marks `prerender` (scripts/generated/pages.json), each with the module whose
 * chunk draws it – and the not-found page, which no route knows (the router's catch-all draws it).
 */
export const prerenderedPages = [
  ...pages
    .filter((page) => page.prerender)
    .map(({ path, doorModule }) => ({
      path,
      module: doorModule.replace(/^packages\//, ''),
      file: path === '/' ? 'index.html' : `${path.slice(1)}/index.html`,
    })),
  { path: '/404', module: undefined, file: '404.html' },
];

/**
 * The routes the app draws in the browser (logged-in pages, /register …) that get a shell of their own: each
 * row of the page table that is not prerendered and has no parameter (`/user/order/:id` starts from app.html).
 */
export const shellRoutes = pages
  .filter((page) => !page.prerender && !page.path.includes(':'))
  .map(({ path, doorModule, apart, texts, loggedIn }) => ({
    path,
    module: doorModule.replace(/^(packages|apps\/portal)\//, ''),
    apart,
    texts,
    loggedIn,
  }));

const root = fileURLToPath(new URL('.', import.meta.url));

/**
 * The files a manifest chunk needs up front: itself and its static imports, with their styles – the styles of
 * what a chunk imports before its own, the order the browser would apply them in (a page's rules override the
 * design system's at equal specificity).
 */
function closure(manifest, key) {
  const js = new Set();
  const css = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const file of chunk.css ?? []) css.add(file);
  };
  visit(key);
  return { js, css };
}

const escapeHtml = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The stylesheet links Vite put into index.html (the entry's styles), in their order. */
const stylesheetLink = /^\s*<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">\n/gm;

/**
 * Puts a page into its locale's HTML: markup, title, all its styles inlined in place of the entry's links, and
 * the route's code preloaded. `root` is the attribute that tells main.tsx what #root holds. Returns the HTML and
 * the inlined style's CSP hash.
 * Each inlined stylesheet also gets a `disabled` link, which browsers do not fetch: Vite's loader of the
 * route's chunk fetches every stylesheet of the chunk that no stylesheet link names, and hydration would wait
 * for a second copy of what is inlined (measured: ~200 ms on slow 4G).
 */
function pageHtml(
  template,
  { html, title },
  root,
  { files: cssFiles, texts: styles },
  extraJs,
  boot,
  extraCss = [],
) {
  const style = styles.join('\n');
  if (style.includes('</')) throw new Error('a stylesheet contains "</" and cannot be inlined');
  const hash = `'sha256-${createHash('sha256').update(style).digest('base64')}'`;
  const preloads = [
    ...cssFiles.map((file) => `    <link rel="stylesheet" href="/${file}" disabled>`),
    ...[...extraJs].map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">`),
    // A shell's route styles, not inlined (its first frame does not show the page): fetched with the HTML, so
    // the stylesheet the route's loader adds finds them at once.
    ...[...extraCss].map((file) => `    <link rel="preload" as="style" crossorigin href="/${file}">`),
  ];
  const page = template
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(stylesheetLink, '')
    .replace('  </head>', `    <style>${style}</style>\n${preloads.join('\n')}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="root" ${root}>${html}</div>`);
  if (!page.includes(root)) throw new Error('index.html has no empty <div id="root">');
  return { page: withBoot(page, boot), hash };
}

const entryScript = /^\s*<script type="module" crossorigin src="([^"]+)"><\/script>\n/m;

/** The boot script (prerenderBoot.js) as a hashed asset: immutable, like every other file in /assets. */
function writeBoot(outDir) {
  const source = readFileSync(join(import.meta.dirname, 'prerenderBoot.js'), 'utf8');
  const file = `assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
  writeFileSync(join(outDir, file), source);
  return `/${file}`;
}

/** A module or style preload tag as pageHtml and Vite write it. */
const preloadTag = /^\s*<link rel="(?:modulepreload|preload" as="style)" crossorigin href="([^"]+)">\n/gm;

/**
 * The page's entry script moves into the boot script, which runs it after the first paint (prerenderBoot.js) –
 * and so do the preloads of its code (the entry, Vite's for its imports, the route's chunks, texts and styles):
 * the boot script asks for them as the page has painted, so the HTML and its first paint do not
 * share a slow link with ~200 KB of scripts (Lighthouse's slow-4G model counted every preload the HTML asked
 * for before the first paint into it: +600 ms to a page that paints from its HTML alone).
 */
function withBoot(page, boot) {
  const entry = entryScript.exec(page)?.[1];
  if (!entry) throw new Error('index.html has no entry <script type="module">');
  const preloads = [entry, ...[...page.matchAll(preloadTag)].map((match) => match[1])];
  if (preloads.some((href) => /[\s"<>&]/.test(href)))
    throw new Error(`a preload has an odd name: ${preloads}`);
  const tag = `    <script src="${boot}" defer data-entry="${entry}" data-preload="${[...new Set(preloads)].join(' ')}"></script>`;
  return page.replace(preloadTag, '').replace(entryScript, `${tag}\n`);
}

/**
 * A logged-in page's own shell (issue 43.1): the frame while its user loads with the page's heading and lead
 * (PageFrame draws them before the user is known), all its styles inlined – it paints the page's own text from
 * the HTML, and main.tsx hydrates it (`data-hydratable`) instead of replacing it.
 */
async function userPageShell(renderShell, path, { template, boot, js, css, entryStyles, outDir }) {
  const rendered = await renderShell(`http://portal.invalid${path}`);
  if (!rendered.html.includes('<h1')) throw new Error(`the shell of ${path} has no heading`);
  const inline = /<[^>]+\sstyle="[^"]*"/.exec(rendered.html);
  if (inline) throw new Error(`the shell of ${path} has a style attribute the CSP blocks: ${inline[0]}`);
  const files = [...entryStyles.files, ...css];
  const texts = [...entryStyles.texts, ...[...css].map((f) => readFileSync(join(outDir, f), 'utf8').trim())];
  const root = `data-shell="${escapeHtml(path)}" data-hydratable`;
  return pageHtml(template, rendered, root, { files, texts }, js, boot);
}

/** @param {{ configFile: string, outDir: string }} options */
export async function prerender({ configFile, outDir }) {
  const serverDir = join(root, 'node_modules/.prerender');
  rmSync(serverDir, { recursive: true, force: true });
  await build({
    configFile,
    root,
    logLevel: 'warn',
    build: {
      ssr: 'src/prerender.tsx',
      outDir: serverDir,
      emptyOutDir: true,
      sourcemap: false,
      manifest: false,
      copyPublicDir: false,
      chunkImportMap: false,
    },
  });
  const { renderPage, renderShell } = await import(pathToFileURL(join(serverDir, 'prerender.js')).href);
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const inEntry = closure(manifest, entry);
  const chunkOf = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));

  const boot = writeBoot(outDir);
  const hashes = new Set();
  const scriptHashes = new Set();
  let written = 0;
  for (const locale of locales) {
    const prefix = locale === locales[0] ? '' : `/${locale}`;
    const templateFile = join(outDir, prefix, 'index.html');
    const template = readFileSync(templateFile, 'utf8');
    scriptHashes.add(importMapHash(outDir, template));
    const entryCss = [...template.matchAll(stylesheetLink)].map(([, file]) => file);
    const entryStyles = {
      files: entryCss,
      texts: entryCss.map((f) => readFileSync(join(outDir, f), 'utf8').trim()),
    };
    // The shell's frame is inert: nothing on it works before the app replaces it, and nothing claims to.
    const shell = await renderShell(`http://portal.invalid${prefix}/user/dashboard`);
    const shellHtml = { ...shell, html: `<div class="kp-shell" inert>${shell.html}</div>` };
    const app = pageHtml(template, shellHtml, 'data-shell', entryStyles, [], boot);
    hashes.add(app.hash);
    writeFileSync(join(outDir, prefix, 'app.html'), app.page);
    for (const route of shellRoutes) {
      const door = chunkOf(route.module);
      if (!door) throw new Error(`the build has no chunk for ${route.module}, the door of ${route.path}`);
      const apart = route.apart
        ? (manifest[door].dynamicImports ?? []).find((key) => key.endsWith(`/${route.apart}.tsx`))
        : undefined;
      if (route.apart && !apart) throw new Error(`${route.module} does not load ${route.apart}.tsx apart`);
      const js = new Set();
      const css = new Set();
      const needs = [
        door,
        apart,
        ...['core', ...route.texts].map((chunk) => chunkOf(`shared/i18n/compiled/${locale}/${chunk}.json`)),
      ].filter(Boolean);
      for (const key of needs) {
        const needed = closure(manifest, key);
        for (const f of needed.css) if (!inEntry.css.has(f)) css.add(f);
        for (const f of needed.js) if (!inEntry.js.has(f)) js.add(f);
      }
      const shellRoot = `data-shell="${escapeHtml(`${prefix}${route.path}`)}"`;
      const own = route.loggedIn
        ? await userPageShell(renderShell, `${prefix}${route.path}`, {
            template,
            boot,
            js,
            css,
            entryStyles,
            outDir,
          })
        : pageHtml(template, shellHtml, shellRoot, entryStyles, js, boot, css);
      hashes.add(own.hash);
      const target = join(outDir, prefix, route.path.slice(1), 'app.html');
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, own.page);
    }
    for (const { path, module, file } of prerenderedPages) {
      const url = `http://portal.invalid${prefix}${path}`;
      const rendered = await renderPage(url);
      if (!rendered.html.includes('<h1')) throw new Error(`${url} prerendered without a heading`);
      // The CSP forbids style attributes in markup (React sets styles through the DOM, which it allows).
      const inline = /<[^>]+\sstyle="[^"]*"/.exec(rendered.html);
      if (inline) throw new Error(`${url} prerendered a style attribute the CSP blocks: ${inline[0]}`);
      const css = new Set(entryCss);
      const js = new Set();
      const needs = [
        module && chunkOf(module),
        ...['core', ...rendered.texts].map((chunk) =>
          chunkOf(`shared/i18n/compiled/${locale}/${chunk}.json`),
        ),
      ].filter(Boolean);
      for (const key of needs) {
        const needed = closure(manifest, key);
        for (const f of needed.css) if (!inEntry.css.has(f)) css.add(f);
        for (const f of needed.js) if (!inEntry.js.has(f)) js.add(f);
      }
      const files = [...css];
      const texts = files.map((f) => readFileSync(join(outDir, f), 'utf8').trim());
      const root = `data-prerendered="${escapeHtml(`${prefix}${path}`)}"`;
      const { page, hash } = pageHtml(template, rendered, root, { files, texts }, js, boot);
      hashes.add(hash);
      const target = join(outDir, prefix, file);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, page);
      written++;
    }
  }
  writeFileSync(join(outDir, styleHashesFile), `${[...hashes].join(' ')}\n`);
  writeFileSync(join(outDir, scriptHashesFile), `${[...scriptHashes].join(' ')}\n`);
  rmSync(serverDir, { recursive: true, force: true });
  return written;
}

/** The browser build's last step; the server-side build it starts skips it. */
export function prerenderPublicPages() {
  let configFile;
  let outDir;
  return {
    name: 'kundenportal-prerender',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    configResolved(config) {
      configFile = config.configFile;
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const pages = await prerender({ configFile, outDir });
      this.info?.(`prerendered ${pages} pages`);
    },
  };
}
