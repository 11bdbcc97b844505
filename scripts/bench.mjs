#!/usr/bin/env node
// `npm run bench`: Lighthouse 12 (mobile preset) on the built portal – home, FAQ, login, and logged in the
// dashboard, the search, the order history and the basket – in demo mode (mock backend in the browser) and
// against a real API (a local stub serving the mock's data over HTTP, scripts/mockApi.mjs); the prerendered public
// pages under simulated and applied throttling, the logged-in ones simulated, cold (empty HTTP cache) and
// returning (the cache of a visit just before), and – real API only – the returning dashboard after a deployment
// that changed one line in one feature (scripts/deployCache.mjs builds it). Beside them, in the same run and on
// the same server and front, the smallest Vite + React Router app (scripts/benchReference), cold and returning.
// Median of BENCH_RUNS (default 5) per page, the machine's 1-minute load average printed beside each figure (2
// shared cores: a busy machine slows every figure), and BENCH.md rewritten with the latest table (the section of
// `npm run bench:interaction` is kept). Not part of `npm test`: performance is measured here, never with timed
// assertions in tests.
//   BENCH_RUNS=3 npm run bench             fewer runs
//   npm run bench -- --no-build            measure the existing apps/portal/dist
//   npm run bench -- --mode demo           one mode only (demo | api)
//   npm run bench -- --page search,basket  these pages only (home | FAQ | login | dashboard | search | orders | basket)
//   npm run bench -- --no-rebuild          without the returning visit after a one-feature deployment
//   npm run bench -- --http1               plain HTTP/1.1 on loopback instead of TLS and HTTP/2
//   BENCH_REPORTS=dir npm run bench        also keeps each run's Lighthouse report and trace (JSON) in dir, to see why
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { build } from 'vite';
import { chromiumArgs } from '../chromium.config.mjs';
import { changedModule, deployRebuild } from './deployCache.mjs';
import { benchInteractionMarker, bin, ensureChromium, install, root, run } from './lib.mjs';
import { serveMockApi } from './mockApi.mjs';
import { precompress } from './precompress.mjs';
import { servePortal } from './serve.mjs';
import { serveTlsFront, trustedCertificateFlag } from './tlsFront.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const modes = option('--mode') ? [option('--mode')] : ['demo', 'api'];
const onlyPages = option('--page')?.split(',');
const rebuild = !process.argv.includes('--no-rebuild');
if (!process.argv.includes('--no-build')) {
  install();
  run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });
}
const chromePath = ensureChromium();
const portalPort = Number(process.env.BENCH_PORT ?? 4480);
const stubPort = portalPort + 2;
const referencePort = portalPort + 4;
// Browsers reach the portal and its API over TLS and HTTP/2 (scripts/tlsFront.mjs); `--http1` measures plain
// HTTP/1.1 on loopback instead.
const http1 = process.argv.includes('--http1');
const frontPort = (port) => (http1 ? port : port + 1);
const originOf = (port) => `${http1 ? 'http' : 'https'}://127.0.0.1:${frontPort(port)}`;
const portalOrigin = originOf(portalPort);
const dist = join(root, 'apps/portal/dist');
const login = { email: 'einkauf@kundenportal.example', password: 'Demo1234!' };
const pages = [
  { name: 'home', path: '/' },
  { name: 'FAQ', path: '/faq' },
  { name: 'login', path: '/login' },
  { name: 'dashboard', path: '/user/dashboard', loggedIn: true },
  { name: 'search', path: '/user/search?term=S%C3%A4ure', loggedIn: true },
  { name: 'orders', path: '/user/orders', loggedIn: true },
  { name: 'basket', path: '/user/basket', loggedIn: true },
].filter((page) => !onlyPages || onlyPages.includes(page.name));

/** Logs in through the portal's own dialog in the browser Lighthouse drives, so its storage holds the session. */
async function logIn(cdpPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await page.goto(`${portalOrigin}/`);
    // The home page arrives prerendered: its login button works once React hydrated it.
    await page.waitForFunction(() => {
      const first = document.getElementById('root')?.firstElementChild;
      return first ? Object.keys(first).some((key) => key.startsWith('__reactFiber')) : false;
    });
    await page.getByRole('banner').getByRole('button', { name: 'Anmelden' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /E-Mail/ }).fill(login.email);
    await dialog
      .getByLabel(/Passwort/)
      .first()
      .fill(login.password);
    await dialog.getByRole('button', { name: 'Anmelden', exact: true }).click();
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Benutzermenü/ })
      .waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    await browser.close(); // disconnects; the browser stays up
  }
}

/** Runs `use` with a page of the browser Lighthouse drives (over CDP); the browser stays up. */
async function withPage(cdpPort, use) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    await use(page);
    await page.close();
  } finally {
    await browser.close(); // disconnects
  }
}

/** Logged-in cold runs keep the storage (the session) but start with an empty HTTP cache, like the public ones. */
const clearCache = (cdpPort) =>
  withPage(cdpPort, async (page) => {
    await (await page.context().newCDPSession(page)).send('Network.clearBrowserCache');
  });

/** A visit just before a returning one: what it loads is in the HTTP cache (the certificate is trusted). */
const visit = (cdpPort, url) =>
  withPage(cdpPort, async (page) => {
    await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
  });

/**
 * One Lighthouse run. `cold`: an empty HTTP cache (a logged-in page keeps its session in the storage); `returning`:
 * the cache as `before()` left it – by default a visit of the same page – and the storage kept.
 */
async function measure(url, cdpPort, { loggedIn, visitKind, throttlingMethod, before }, attempt = 1) {
  if (visitKind === 'returning') await (before ? before() : visit(cdpPort, url));
  else if (loggedIn) await clearCache(cdpPort);
  const { lhr, artifacts } = await lighthouse(url, {
    port: cdpPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    // Logged-in pages need the session the login left in localStorage; a returning visit its HTTP cache too.
    disableStorageReset: Boolean(loggedIn) || visitKind === 'returning',
  });
  // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): such a run has no figures, so it is run
  // again instead of entering the median as a score of 0.
  if (lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`Lighthouse failed three times on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  ${lhr.runtimeError.code} – measuring again`);
    return measure(url, cdpPort, { loggedIn, visitKind, throttlingMethod, before }, attempt + 1);
  }
  if (process.env.BENCH_REPORTS) {
    const name = `${new URL(url).pathname.replaceAll('/', '_')}-${visitKind}-${throttlingMethod}-${Date.now()}.json`;
    writeFileSync(join(process.env.BENCH_REPORTS, name), JSON.stringify(lhr));
    // The trace of the (unthrottled) load, for where a long task's time goes (chrome://tracing, Perfetto).
    writeFileSync(join(process.env.BENCH_REPORTS, `${name}.trace`), JSON.stringify(artifacts.Trace ?? {}));
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scripts = lhr.audits['resource-summary']?.details?.items?.find(
    (item) => item.resourceType === 'script',
  );
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
    jsKb: (scripts?.transferSize ?? Number.NaN) / 1024,
    load: loadavg()[0],
  };
}

const median = (results, key) => {
  const values = results.map((r) => r[key]).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};

const rows = [];
/** Runs `measure` BENCH_RUNS times and keeps the medians as a row of the table. */
async function measureRow(row, url, cdpPort, options) {
  const results = [];
  for (let i = 1; i <= runs; i++) {
    const result = await measure(url, cdpPort, options);
    results.push(result);
    console.log(
      `${row.mode} ${row.page} ${row.visit} ${options.throttlingMethod} run ${i}: score ${result.score}, LCP ${Math.round(result.lcp)} ms, ${result.kb.toFixed(0)} KB (load ${result.load.toFixed(2)})`,
    );
  }
  for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'kb', 'jsKb', 'load'])
    row[key] = median(results, key);
  row.throttling = options.throttlingMethod;
  row.loadRange = `${Math.min(...results.map((r) => r.load)).toFixed(2)}–${Math.max(...results.map((r) => r.load)).toFixed(2)}`;
  rows.push(row);
}

const trustFlag = http1 ? [] : [trustedCertificateFlag()];
const launchChrome = () =>
  chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...trustFlag, ...chromiumArgs] });

// The returning visit after a deployment: the same sources with one line changed in one feature.
const deployDir =
  rebuild && modes.includes('api') ? await mkdtemp(join(tmpdir(), 'kp-bench-deploy-')) : undefined;
// Both builds from the sources as they are (apps/portal/dist may be older, with --no-build).
const deployed = deployDir ? await deployRebuild({ keep: deployDir }) : undefined;

for (const mode of modes) {
  const stub = mode === 'api' ? await serveMockApi({ port: stubPort, allowOrigin: portalOrigin }) : undefined;
  const stubFront =
    stub && !http1 ? await serveTlsFront({ port: frontPort(stubPort), target: stubPort }) : undefined;
  const apiOrigin = stubFront?.origin ?? stub?.origin ?? '';
  const configDir = await mkdtemp(join(tmpdir(), 'kp-bench-'));
  const configFile = join(configDir, 'config.json');
  writeFileSync(
    configFile,
    JSON.stringify(
      stub
        ? {
            apiBaseUrl: `${apiOrigin}/api`,
            registrationEnabled: true,
            productKey: 'kundenportal',
            legal: { privacyUrl: '/datenschutz', imprintUrl: '/impressum' },
            support: { email: 'support@kundenportal.example' },
          }
        : { demo: true, registrationEnabled: true, productKey: 'kundenportal' },
    ),
  );
  // Precompressed as the container's nginx serves it (deploy/Dockerfile): the bytes its users download.
  const serve = (from) => {
    precompress(from);
    return servePortal({ port: portalPort, dist: from, configFile, apiOrigin });
  };
  let server = await serve(dist);
  /** Serves another build on the same origin (a deployment): the browser's cache stays. */
  const deploy = async (from) => {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
    server = await serve(from);
  };
  const front = http1 ? undefined : await serveTlsFront({ port: frontPort(portalPort), target: portalPort });
  const chrome = await launchChrome();
  try {
    let loggedIn = false;
    for (const page of pages) {
      if (page.loggedIn && !loggedIn) {
        await logIn(chrome.port);
        loggedIn = true;
      }
      const url = `${portalOrigin}${page.path}`;
      // The prerendered public pages are measured with applied throttling too (see the BENCH.md text); the
      // logged-in pages cold and returning.
      const variants = page.loggedIn
        ? [
            { visitKind: 'cold', throttlingMethod: 'simulate' },
            { visitKind: 'returning', throttlingMethod: 'simulate' },
          ]
        : [
            { visitKind: 'cold', throttlingMethod: 'simulate' },
            { visitKind: 'cold', throttlingMethod: 'devtools' },
          ];
      for (const variant of variants) {
        const row = { mode, page: page.name, loggedIn: page.loggedIn, visit: variant.visitKind };
        await measureRow(row, url, chrome.port, { loggedIn: page.loggedIn, ...variant });
      }
    }
    const dashboard = pages.find((page) => page.name === 'dashboard');
    if (deployed && mode === 'api' && dashboard) {
      if (!loggedIn) await logIn(chrome.port);
      const url = `${portalOrigin}${dashboard.path}`;
      const row = { mode, page: 'dashboard', loggedIn: true, visit: 'returning after a deployment' };
      await measureRow(row, url, chrome.port, {
        loggedIn: true,
        visitKind: 'returning',
        throttlingMethod: 'simulate',
        // Each run: a visit on the build before, then the deployment of the changed one.
        before: async () => {
          await deploy(join(deployDir, 'before'));
          await visit(chrome.port, url);
          await deploy(join(deployDir, 'after'));
        },
      });
      await deploy(dist);
    }
  } finally {
    await chrome.kill();
    await front?.close();
    server.close();
    await stubFront?.close();
    await stub?.close();
  }
}

// The reference: the smallest Vite + React Router app, on the same server and front.
const referenceDir = await mkdtemp(join(tmpdir(), 'kp-bench-reference-'));
await build({
  root: join(root, 'scripts/benchReference'),
  configFile: false,
  logLevel: 'error',
  build: { outDir: referenceDir, emptyOutDir: true },
});
{
  const server = await servePortal({ port: referencePort, dist: referenceDir });
  const front = http1
    ? undefined
    : await serveTlsFront({ port: frontPort(referencePort), target: referencePort });
  const chrome = await launchChrome();
  try {
    for (const visitKind of ['cold', 'returning']) {
      const row = { mode: 'reference', page: 'minimal app', loggedIn: false, visit: visitKind };
      await measureRow(row, `${originOf(referencePort)}/`, chrome.port, {
        visitKind,
        throttlingMethod: 'simulate',
      });
    }
  } finally {
    await chrome.kill();
    await front?.close();
    server.close();
    rmSync(referenceDir, { recursive: true, force: true });
    if (deployDir) rmSync(deployDir, { recursive: true, force: true });
  }
}

const modeName = { demo: 'demo', api: 'real API (stub)', reference: 'reference app' };
const header =
  '| mode | page | visit | throttling | score | FCP | LCP | TBT | CLS | transferred | JS transferred | load avg (1 min) |';
const table = [
  header,
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${modeName[r.mode]} | ${r.page} | ${r.visit} | ${r.throttling === 'devtools' ? 'applied' : 'simulated'} | ${r.score} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.kb.toFixed(0)} KB | ${r.jsKb.toFixed(0)} KB | ${r.load.toFixed(2)} (${r.loadRange}) |`,
  ),
].join('\n');

// Issue 43's ratios: each logged-in page's LCP over the reference's, cold and returning (simulated).
const referenceLcp = (visitKind) =>
  rows.find((r) => r.mode === 'reference' && r.visit === visitKind && r.throttling === 'simulate')?.lcp;
const ratioRows = rows
  .filter((r) => r.loggedIn && r.throttling === 'simulate')
  .map((r) => {
    const reference = referenceLcp(r.visit === 'cold' ? 'cold' : 'returning');
    return `| ${modeName[r.mode]} | ${r.page} | ${r.visit} | ${Math.round(r.lcp)} ms | ${reference ? `${Math.round(reference)} ms` : '–'} | ${reference ? `${(r.lcp / reference).toFixed(2)}×` : '–'} |`;
  });
const ratios = ratioRows.length
  ? [
      '| mode | page | visit | LCP | reference app | ratio |',
      '| --- | --- | --- | --- | --- | --- |',
      ...ratioRows,
    ].join('\n')
  : '';
console.log(`\nLighthouse 12 mobile, median of ${runs}\n${table}\n\n${ratios}`);

// The interaction figures (npm run bench:interaction) are a section of their own: kept, not overwritten.
let interactionSection = '';
try {
  const current = readFileSync(join(root, 'BENCH.md'), 'utf8');
  if (current.includes(benchInteractionMarker)) {
    interactionSection = `\n${current.slice(current.indexOf(benchInteractionMarker))}`;
  }
} catch {
  // No BENCH.md yet.
}

const load = loadavg();
const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const scope = [
  `modes: ${modes.join(', ')}`,
  `pages: ${pages.map((page) => page.name).join(', ')}`,
  ...(process.env.BENCH_NOTE ? [process.env.BENCH_NOTE] : []),
].join('; ');
writeFileSync(
  join(root, 'BENCH.md'),
  `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) – the latest run only. Lighthouse 12, mobile preset
(slow 4G and 4× CPU slowdown), performance category, median of ${runs} runs per page, against the
production build served by scripts/serve.mjs – its brotli copies, as the container's nginx sends them (scripts/precompress.mjs) – behind a TLS and HTTP/2 front (scripts/tlsFront.mjs), as browsers
reach production through its load balancer${http1 ? ' – this run: plain HTTP/1.1 (--http1)' : ''}; the browser trusts the front's certificate (by its public key), so its HTTP cache works as a visitor's does. *simulated* is Lighthouse's default throttling (Lantern: a
fast load, then a model of a slow one). The public pages are prerendered and start their scripts only after
their first paint (apps/portal/prerenderBoot.js); a logged-in page paints its route's shell the same
way, before its scripts; the HTML names them, and the boot script asks for them all once the browser reports the first paint. The public pages are measured with *applied* throttling too (network and
CPU really slowed through DevTools), which shows the paint a phone on slow 4G sees before any script ran. *demo*: \`"demo": true\`, the mock backend in the browser.
*real API (stub)*: a config whose \`apiBaseUrl\` points to scripts/mockApi.mjs, the mock's handlers over HTTP
on loopback (behind its own TLS front, JSON gzip-compressed like a production API server's). Logged-in pages as einkauf@kundenportal.example (customer with three companies),
*cold* with an empty HTTP cache, *returning* right after a visit of the same page (the session in both);
*returning after a deployment*: the visit on the build before, then a build with one line changed in
\`${changedModule}\` served in its place (scripts/deployCache.mjs) – *transferred* is what the browser downloaded again.
*reference app*: the smallest Vite + React Router app (scripts/benchReference: a heading and a paragraph drawn by
React), on the same server and front in the same run. *JS transferred*: the scripts' bytes over the network
(on a returning visit only what the cache did not have). The load
average is the machine's 1-minute figure at each run (median, then min–max): the machine is shared, and a
high load slows every figure.

- date: ${new Date().toISOString()}
- machine: ${machine}; load average at the end ${load.map((value) => value.toFixed(2)).join(' / ')} (1 / 5 / 15 min)
- this run: ${scope}
- issue 16 targets: score ≥ 95, LCP ≤ 1.8 s on the public pages, TBT ≤ 150 ms, CLS 0
- issue 43 goals: logged-in dashboard, search, order history and basket LCP ≤ 1.2 s cold and ≤ 1.0 s returning
  (simulated), a one-feature deployment re-downloads ≤ 30 KB for a returning dashboard, score ≥ 98, CLS 0

${table}

${ratios ? `### Logged-in pages beside the reference app (LCP, simulated)\n\n${ratios}\n` : ''}${interactionSection}`,
);
// Formatted like every other file, so `npm run lint` stays green after a bench.
run(bin('biome'), ['format', '--write', 'BENCH.md'], { label: 'format BENCH.md' });
console.log('\nBENCH.md written.');
