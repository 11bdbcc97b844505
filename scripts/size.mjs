#!/usr/bin/env node
// Size budgets: builds the portal and adds up, per route, the gzip bytes of the JS and CSS a cold visit of
// that route loads – the entry with its static imports, the route's feature chunk with its imports, and the
// German texts of the shell and the chunks the page table names for the page – and checks that those chunks
// hold every text the route's code shows. Every row of the page table is a route here (scripts/generated/
// pages.json), with the budget its row gives. The demo backend (demo mode only) is reported on its own line. `npm test` fails when a
// route is over its budget and names the route and its largest modules.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { pages } from './appPaths.mjs';
import { bin, root, run } from './lib.mjs';
import { brotliQuality } from './precompress.mjs';

/**
 * KB of JS gzip per route: `aim` is issue 16's target (home 150, every other route 200), printed beside the
 * figure; the budget – each page's `budgetKb` in the page table – is the line no change may cross today, a KB or two above what each route loads since the
 * header's overlays and the demo backend left the entry (home 201 → 166), registration left the login, and
 * menus, dialogs, request forms, the order page and the customer combobox load with their use (orders 270 →
 * 219, basket 240 → 199, profile 221 → 166, registrations 239 → 214), and the order wizards' later steps load
 * apart from their first (ordering 260 → 238), and React Router's declarative mode replaced its data router (17 KB
 * less on every route: home 172 → 155), and the Select's react-aria code (select, popover, list box) loads
 * apart from the page that shows it (documents 212 → 172, ordering 222 → 182, registration 217 → 180, users
 * 226 → 208, the user editor 232 → 214; the split cost the entry 1.6 KB), and so does the DateField's (orders
 * 200 → 178, the order page 206 → 184; the entry +0.5 KB), and the users door loads the list and the editor
 * each apart (the editor 214 → 172, without the list's table), and the entry's static imports build one chunk
 * instead of ten (3–5 KB less on every route: gzip compresses one file better than ten; home 156.5 → 152.6), and the texts' chunks share one hash, which
 * gzip folds away in the entry's catalog map (0.6 KB), and texts are formatted with intl-messageformat
 * directly instead of @formatjs/intl's createIntl (2.9 KB less on every route: home 152.1 → 149.2), and the
 * user list's results table loads apart from the filter it opens on (200.6 → 155.3), and the product lists' and
 * safety data sheet request's texts left the shell's chunk (0.7 KB less where they are not shown: home
 * 149.3 → 148.6). Every route was inside its aim then; going live (issue 28) put 2.3 KB on every route and
 * home over its aim (152.3) – its row says what to win it back with. One form system on Valibot (issue 31.4) put 1.6–3 KB
 * on the routes with forms (login 162.4 → 164.6, contact, the editor, registration, the order wizards 175.5 →
 * 178.8); the search routes and orders took ~1.4 KB with the page table's shared pieces (164.7), and every
 * route ~0.3 KB for the entry's map of the new small shared chunks (LoadFailed, CompanyFirst, PageWidget …), and
 * the feature folders named for their pages (issue 31.2) ~0.3 KB for the entry's maps of doors and text chunks (two
 * more chunks a locale, myProducts and productSearch, and longer names: home 153.3 → 153.6; search 165.0 → 165.6
 * with the search form's and cards' texts as a chunk of their own, my products 165.0 → 164.2 without the search's
 * pages). The dashboard
 * row counts its widgets. Home is over
 * its aim since going live (issue 28): config.json's strict parser – legal links, support contact, brand,
 * capabilities – the support contact on the error screens and the quiet API client are on every page, +2.3 KB
 * in the entry. To win back: the generated field limits (~1 KB) and the texts' catalog map sit in it.
 * Issues 39 and 40 put ~2 KB more on every route (home 153.9 → 156.0, measured from the entry's source maps; budgets ½ KB above):
 * config.json's parser naming every problem with the operator's rules (+3.2 KB raw), the reason a session ended
 * shown on the page it lands on (InlineAlert and the notice, +1.2 KB raw) and Retry-After (+0.4 KB raw); loading
 * the notice lazily saved 0.2 KB on home and cost 0.3 KB on every other route (a chunk of its own), so it stays.
 * Issue 43: chunks import each other through the import map (0.1 KB less: stable names in the entry's maps), the
 * session's refresh from the boot script and config.json from its request (+0.2 KB); every budget is now set 3 KB
 * above its route's measure (`headroomKb`, scripts/generated/sizes.json) – home 155.9 of 159, still 5.9 KB over
 * its aim of 150. Issue 43.5 (home 157.1 → 148.4, inside its aim again): React Router's unused components
 * (Link, NavLink, Form and their prefetching, made by calls a bundler kept) left every page (−4.7 KB,
 * apps/portal/replacements.mjs), the contract's field limits left the entry (−0.8 KB), and the frame's counts
 * (basket, favourites, safety data sheet updates) load apart for a logged-in user (−2.9 KB on the public pages,
 * +0.7 KB on the logged-in ones, which load them as one chunk with the data layer they share); createSession's
 * split cost +0.06 KB. Budgets set 3 KB above again. All JS of a home visit is checked too (200 → 165 KB of 180):
 * the language menu loads on hover, focus or press instead of at idle (−25 KB).
 */
const aimOf = (page) => (page.name === 'home' ? 150 : 200);

/**
 * Issue 43.5: all JS of a home visit – the boot script, the entry, the page's chunks and texts, and what the page
 * loads by itself once it has settled (`homeIdlePreloads`: the overlays the logged-out frame preloads at idle,
 * lazyOverlay's `usePreloadWhenIdle`) – at most this many KB gzip. Named files that grew like a route's budget.
 */
const homeVisitBudgetKb = 180;
/**
 * The overlays a logged-out page preloads at idle: the side menu's drawer (phones and tablets, where its toggle
 * shows). The language menu and the cookie note load on hover, focus or first use; the user menu is logged in only.
 */
const homeIdlePreloads = ['packages/ui/src/components/SideMenu/SideMenuDrawer.tsx'];
/**
 * What the frame loads for a logged-in user besides the page (PortalLayout): the header's and side menu's counts,
 * counted on every logged-in route.
 */
const loggedInFrame = ['packages/portal-features/src/layout/ListCounts.tsx'];
const dist = join(root, 'apps/portal/dist');

/**
 * Issue 43.5: budgets with honest headroom – each budget at least `headroomKb` above what its route loads when it
 * is set, so a change fails the check only on the routes it grows. What each route loaded then, file by file, is
 * kept in scripts/generated/sizes.json (`--write-sizes` writes it when the budgets are set): a route over its
 * budget is told which of its files grew since, and by how much. A file is named by its source (the manifest's
 * key, a shared chunk's name without its hash), so the names hold from build to build.
 */
const headroomKb = 3;
const sizesFile = join(root, 'scripts/generated/sizes.json');
const writeSizes = process.argv.includes('--write-sizes');
let recorded = {};
try {
  recorded = JSON.parse(readFileSync(sizesFile, 'utf8')).routes ?? {};
} catch {
  // None written yet: an over-budget route is told its largest files instead.
}

if (!process.argv.includes('--no-build')) {
  run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entries = Object.entries(manifest);
const byKey = (suffix) => entries.find(([key]) => key.endsWith(suffix))?.[0];

/** A file's name that holds from build to build: its source module, or a shared chunk's name without its hash. */
const stableName = new Map();
for (const [key, chunk] of entries) {
  const name = chunk.isEntry
    ? 'the entry (apps/portal/src/main.tsx and what it imports)'
    : key.replace(/^(\.\.\/)+/, '').replace(/^_(.+)-[\w-]{8}\.(js|css)$/, '$1 (shared $2)');
  stableName.set(chunk.file, name);
  for (const css of chunk.css ?? []) if (!stableName.has(css)) stableName.set(css, `${name} (styles)`);
}

/**
 * The files a chunk needs, with its static imports (dynamic imports load later, on use); `stop` holds files
 * already counted, which are neither counted again nor followed.
 */
function closure(keys, { dynamic = false, stop = new Set() } = {}) {
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file) || stop.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    if (dynamic) for (const imported of chunk.dynamicImports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return files;
}

/**
 * What a route (or the home visit) over its budget is told: the files that grew since its budget was set
 * (scripts/generated/sizes.json), or without a record its largest files.
 */
function overBudget(name, js, budget, jsFiles) {
  const before = recorded[name];
  const now = measured[name].files;
  if (before) {
    const grew = Object.entries(now)
      .map(([file, bytes]) => ({ file, bytes, growth: bytes - (before.files[file] ?? 0) }))
      .filter(({ growth }) => growth > 0)
      .sort((a, b) => b.growth - a.growth)
      .slice(0, 8)
      .map(
        ({ file, bytes, growth }) =>
          `    +${kb(growth).padStart(6)} KB  ${file} (${kb(bytes)} KB${before.files[file] === undefined ? ', new' : ''})`,
      );
    return `  ${name} is ${js - budget * 1024} bytes over; since its budget was set (${kb(before.js)} KB) grew:\n${grew.join('\n')}`;
  }
  const largest = [...jsFiles]
    .sort((a, b) => gzipOf(b) - gzipOf(a))
    .slice(0, 5)
    .map((f) => `    ${kb(gzipOf(f)).padStart(7)} KB  ${stableName.get(f) ?? f}`);
  return `  ${name} is ${js - budget * 1024} bytes over; its largest modules:\n${largest.join('\n')}`;
}

/** The files' gzip bytes by their stable names, as sizes.json keeps them. */
const byStableName = (jsFiles) =>
  Object.fromEntries(
    jsFiles.map((f) => [stableName.get(f) ?? f, gzipOf(f)]).sort(([a], [b]) => a.localeCompare(b)),
  );

const gzipCache = new Map();
const gzipOf = (file) => {
  if (!gzipCache.has(file))
    gzipCache.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipCache.get(file);
};
const kb = (bytes) => (bytes / 1024).toFixed(1);
const sum = (files, ext) => [...files].filter((f) => f.endsWith(ext)).reduce((t, f) => t + gzipOf(f), 0);

const entry = entries.find(([, chunk]) => chunk.isEntry)?.[0];
// The shell's German texts load with every page; a route adds its feature's chunk (same name as the route).
const core = byKey('shared/i18n/compiled/de/core.json');
if (!entry || !core) throw new Error('manifest lacks the entry or the German core catalog');

/** A route per page of the page table: its door's chunk, and for a page its door loads apart that page's chunk. */
const routes = pages.map((page) => {
  const door = byKey(page.doorModule.replace(/^(packages|apps\/portal)\//, ''));
  if (!door) throw new Error(`manifest lacks ${page.doorModule}, the door of the page ${page.name}`);
  const apart = page.apart
    ? (manifest[door].dynamicImports ?? []).find((key) => key.endsWith(`/${page.apart}.tsx`))
    : undefined;
  if (page.apart && !apart) throw new Error(`${page.doorModule} does not load ${page.apart}.tsx apart`);
  return { ...page, keys: apart ? [door, apart] : [door] };
});
if (!routes.some((route) => route.name === 'home')) throw new Error('manifest lacks the home route');
/** The manifest's keys of these source modules; a module the build no longer has fails the check, named. */
const keysOf = (modules, what) =>
  modules.map((module) => {
    // A module the build groups into a chunk of its own name (vite.config.ts's codeSplitting) is keyed by it.
    const group = module.replace(/^.*\/|\.tsx?$/g, '');
    const key =
      byKey(module.replace(/^(packages|apps\/portal)\//, '')) ??
      entries.find(([k, chunk]) => k.startsWith('_') && chunk.name === group)?.[0];
    if (!key) throw new Error(`manifest lacks ${module} (${what} in scripts/size.mjs)`);
    return key;
  });
const frameKeys = keysOf(loggedInFrame, 'loggedInFrame');

let failed = false;
const measured = {};
console.log('route                      JS gzip   CSS gzip   budget   aim');
for (const route of routes) {
  const texts = route.texts.map((chunk) => byKey(`shared/i18n/compiled/de/${chunk}.json`)).filter(Boolean);
  const files = closure([entry, ...route.keys, ...(route.loggedIn ? frameKeys : []), core, ...texts]);
  const js = sum(files, '.js');
  const css = sum(files, '.css');
  const budget = route.budgetKb;
  const aim = aimOf(route);
  const over = js > budget * 1024;
  const jsFiles = [...files].filter((f) => f.endsWith('.js'));
  measured[route.name] = { js, files: byStableName(jsFiles) };
  console.log(
    `${route.name.padEnd(24)} ${kb(js).padStart(7)} KB ${kb(css).padStart(7)} KB ${String(budget).padStart(5)} KB ${String(aim).padStart(4)} KB${over ? '  OVER' : ''}`,
  );
  if (over) {
    failed = true;
    console.error(overBudget(route.name, js, budget, jsFiles));
  } else if (writeSizes && js > (budget - headroomKb) * 1024) {
    failed = true;
    console.error(
      `  ${route.name}: its budget leaves less than ${headroomKb} KB headroom – set it to at least ${Math.ceil(js / 1024 + headroomKb)} KB`,
    );
  }
}

// All JS of a home visit (issue 43.5): what the home page's HTML asks for – the boot script, which runs the entry
// after the first paint – and what the page then loads itself: its code and texts, and at idle the overlays.
const homeRoute = routes.find((route) => route.name === 'home');
const bootScript = readFileSync(join(dist, 'index.html'), 'utf8').match(
  /<script src="\/(assets\/boot-[\w-]+\.js)"/,
)?.[1];
if (!bootScript) throw new Error('dist/index.html has no boot script (apps/portal/prerender.mjs writes it)');
stableName.set(bootScript, 'the boot script (apps/portal/prerenderBoot.js)');
const homeTexts = homeRoute.texts
  .map((chunk) => byKey(`shared/i18n/compiled/de/${chunk}.json`))
  .filter(Boolean);
const homeVisitFiles = [
  bootScript,
  ...[
    ...closure([
      entry,
      ...homeRoute.keys,
      core,
      ...homeTexts,
      ...keysOf(homeIdlePreloads, 'homeIdlePreloads'),
    ]),
  ].filter((f) => f.endsWith('.js')),
];
const homeVisit = homeVisitFiles.reduce((t, f) => t + gzipOf(f), 0);
measured.homeVisit = { js: homeVisit, files: byStableName(homeVisitFiles) };
const homeVisitOver = homeVisit > homeVisitBudgetKb * 1024;
console.log(
  `\nAll JS of a home visit (boot script, page, idle preloads): ${kb(homeVisit)} KB gzip of ${homeVisitBudgetKb} KB${homeVisitOver ? '  OVER' : ''}`,
);
if (homeVisitOver) {
  failed = true;
  console.error(overBudget('homeVisit', homeVisit, homeVisitBudgetKb, homeVisitFiles));
}

/**
 * Issue 43: every page's HTML as the production host sends it – brotli at scripts/precompress.mjs's quality for
 * nginx's brotli_static – arrives in the first round trip of its connection: TCP's initial window is 10
 * segments, 14,600 bytes (RFC 6928), and so is Lighthouse's slow-4G model's. The dashboard's shell at 15.0 KB
 * (gzip on the fly) waited a round trip more for its last bytes – 150 ms of its LCP. The rest is the answer's
 * headers.
 */
const firstWindowHtmlBytes = 14_300;
const htmlSizes = readdirSync(dist, { recursive: true })
  .map(String)
  .filter((name) => name.endsWith('.html'))
  .map((name) => {
    const file = join(dist, name);
    const quality = brotliQuality(file);
    const bytes = brotliCompressSync(readFileSync(file), {
      params: { [constants.BROTLI_PARAM_QUALITY]: quality },
    });
    return { name, bytes: bytes.length };
  })
  .sort((a, b) => b.bytes - a.bytes);
const htmlOver = htmlSizes.filter(({ bytes }) => bytes > firstWindowHtmlBytes);
console.log(
  `
The pages' HTML (${htmlSizes.length} files, brotli): at most ${htmlSizes[0]?.bytes} bytes (${htmlSizes[0]?.name}) of ${firstWindowHtmlBytes}, TCP's first window${htmlOver.length ? '  OVER' : ''}`,
);
if (htmlOver.length > 0) {
  failed = true;
  for (const { name, bytes } of htmlOver)
    console.error(
      `  ${name}: ${bytes} bytes of HTML (brotli) – over ${firstWindowHtmlBytes}, it needs a second round trip before its first paint`,
    );
}

if (writeSizes) {
  writeFileSync(
    sizesFile,
    `${JSON.stringify({ writtenBy: 'node scripts/size.mjs --write-sizes', routes: measured }, null, 2)}\n`,
  );
  console.log(`\n${sizesFile} written.`);
}

// Every page loads the texts it shows: each message id in its code – the build keeps a descriptor's `id` –
// belongs to the shell's chunk or to one the page table names for the page. A shared folder's chunk left out
// would show ids instead of texts. The route's own lazily loaded parts (dialogs, fields) count; other routes
// and the entry do not.
const compiledDe = join(root, 'packages/portal-features/src/shared/i18n/compiled/de');
const chunkOfId = new Map();
for (const file of readdirSync(compiledDe))
  for (const id of Object.keys(JSON.parse(readFileSync(join(compiledDe, file), 'utf8'))))
    chunkOfId.set(id, file.replace(/\.json$/, ''));
/** The message ids a built file shows (the build keeps a descriptor's `id`), each with its chunk. */
const textsShownIn = (file) =>
  [...readFileSync(join(dist, file), 'utf8').matchAll(/\bid:`([\w.-]+)`/g)].map(([, id]) => ({
    id,
    chunk: chunkOfId.get(id),
  }));
const entryFiles = closure([entry]);
const filesOf = (route) => new Set(route.keys.map((key) => manifest[key].file));
// The shell – the entry and what it loads on use (the header's menus and dialogs) – loads only `core` with the
// locale: it must show no other chunk's texts. The pages, the demo backend and the error page (it loads its
// `errors` texts itself, apps/portal/src/RouteError.tsx) are not the shell.
const notShell = new Set(routes.flatMap((route) => [...filesOf(route)]));
for (const key of [
  byKey('src/demoBackend.ts'),
  byKey('src/dashboard.tsx'),
  byKey('portal-features/src/errors/routes.tsx'),
])
  if (key) notShell.add(manifest[key].file);
const shellFiles = closure([entry], { dynamic: true, stop: notShell });
for (const file of [...shellFiles].filter((f) => f.endsWith('.js')))
  for (const { id, chunk } of textsShownIn(file)) {
    if (chunk && chunk !== 'core') {
      failed = true;
      console.error(`  the shell (${file}) shows ${id} of the '${chunk}' chunk, but loads only 'core'`);
    }
  }
// The error page (apps/portal/src/RouteError.tsx) loads the `errors` texts with its code: it shows no others.
const errorPage = byKey('portal-features/src/errors/routes.tsx');
if (!errorPage) throw new Error('manifest lacks the error page (portal-features/src/errors/routes.tsx)');
for (const file of closure([errorPage], { dynamic: true, stop: entryFiles }))
  for (const { id, chunk } of file.endsWith('.js') ? textsShownIn(file) : [])
    if (chunk && chunk !== 'core' && chunk !== 'errors') {
      failed = true;
      console.error(
        `  the error page (${file}) shows ${id} of the '${chunk}' chunk, but loads only 'errors'`,
      );
    }
for (const route of routes) {
  const own = filesOf(route);
  const others = routes.filter((other) => other !== route).flatMap((other) => [...filesOf(other)]);
  const stop = new Set([...entryFiles, ...others.filter((file) => !own.has(file))]);
  const shown = new Map();
  for (const file of closure(route.keys, { dynamic: true, stop })) {
    if (!file.endsWith('.js')) continue;
    for (const { id, chunk } of textsShownIn(file))
      if (chunk && chunk !== 'core') shown.set(chunk, [...(shown.get(chunk) ?? []), id]);
  }
  for (const [chunk, ids] of shown)
    if (!route.texts.includes(chunk)) {
      failed = true;
      console.error(
        `  ${route.name} shows texts of the '${chunk}' chunk (${[...new Set(ids)].slice(0, 3).join(', ')}…), but its row in the page table does not load that chunk`,
      );
    }
}

const demo = byKey('src/demoBackend.ts');
if (demo) {
  // Not followed into the entry, whose own dynamic imports are every page of the portal.
  const base = closure([entry]);
  const atStart = closure([demo, ...(manifest[demo].dynamicImports ?? [])], { stop: base });
  const onUse = [...closure([demo], { dynamic: true, stop: base })].filter((f) => !atStart.has(f));
  console.log(
    `\nDemo backend (demo mode only, loads beside the route): ${kb(sum(atStart, '.js'))} KB JS gzip,` +
      ` and ${kb(sum(onUse, '.js'))} KB more on the first write (request validators).`,
  );
}
if (failed) process.exit(1);
