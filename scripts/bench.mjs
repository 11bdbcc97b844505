#!/usr/bin/env node
// `npm run bench`: Lighthouse 12 (mobile preset) on the built portal – home, FAQ, login, and logged in the
// dashboard and the search – in demo mode (mock backend in the browser) and against a real API (a local stub
// serving the mock's data over HTTP, scripts/mockApi.mjs); the prerendered public pages under simulated and
// applied throttling, the logged-in ones simulated. Median of BENCH_RUNS (default 5) per page, the
// machine's 1-minute load average printed beside each figure (2 shared cores: a busy machine slows every
// figure), and BENCH.md rewritten with the latest table (the section of `npm run bench:interaction` is kept). Not part of `npm test`: performance is measured
// here, never with timed assertions in tests.
//   BENCH_RUNS=3 npm run bench          fewer runs
//   npm run bench -- --no-build         measure the existing apps/portal/dist
//   npm run bench -- --mode demo        one mode only (demo | api)
//   npm run bench -- --page search      one page only (home | FAQ | login | dashboard | search)
//   npm run bench -- --http1            plain HTTP/1.1 on loopback instead of TLS and HTTP/2
import { readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';
import { chromiumArgs } from '../chromium.config.mjs';
import { benchInteractionMarker, bin, ensureChromium, install, root, run } from './lib.mjs';
import { serveMockApi } from './mockApi.mjs';
import { servePortal } from './serve.mjs';
import { serveTlsFront } from './tlsFront.mjs';

const runs = Number(process.env.BENCH_RUNS ?? 5);
const option = (name) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : undefined;
};
const modes = option('--mode') ? [option('--mode')] : ['demo', 'api'];
if (!process.argv.includes('--no-build')) {
  install();
  run(bin('vite'), ['build', 'apps/portal', '--logLevel', 'warn'], { label: 'build the portal' });
}
const chromePath = ensureChromium();
const portalPort = Number(process.env.BENCH_PORT ?? 4480);
const stubPort = portalPort + 2;
// Browsers reach the portal and its API over TLS and HTTP/2 (scripts/tlsFront.mjs); `--http1` measures plain
// HTTP/1.1 on loopback instead.
const http1 = process.argv.includes('--http1');
const frontPort = (port) => (http1 ? port : port + 1);
const portalOrigin = `${http1 ? 'http' : 'https'}://127.0.0.1:${frontPort(portalPort)}`;
const login = { email: 'einkauf@kundenportal.example', password: 'Demo1234!' };
const pages = [
  { name: 'home', path: '/' },
  { name: 'FAQ', path: '/faq' },
  { name: 'login', path: '/login' },
  { name: 'dashboard', path: '/user/dashboard', loggedIn: true },
  { name: 'search', path: '/user/search?term=S%C3%A4ure', loggedIn: true },
];

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

/** Logged-in runs keep the storage (the session) but start with an empty HTTP cache, like the public ones. */
async function clearCache(cdpPort) {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${cdpPort}`);
  try {
    const page = await browser.contexts()[0].newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.close();
  } finally {
    await browser.close();
  }
}

async function measure(url, cdpPort, keepStorage, throttlingMethod, attempt = 1) {
  if (keepStorage) await clearCache(cdpPort);
  const { lhr } = await lighthouse(url, {
    port: cdpPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    throttlingMethod,
    // Logged-in pages need the session the login left in localStorage.
    disableStorageReset: keepStorage,
  });
  // Lighthouse now and then loses the trace (NO_NAVSTART, NO_FCP): such a run has no figures, so it is run
  // again instead of entering the median as a score of 0.
  if (lhr.runtimeError) {
    if (attempt >= 3) throw new Error(`Lighthouse failed three times on ${url}: ${lhr.runtimeError.code}`);
    console.log(`  ${lhr.runtimeError.code} – measuring again`);
    return measure(url, cdpPort, keepStorage, throttlingMethod, attempt + 1);
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    kb: audit('total-byte-weight') / 1024,
    load: loadavg()[0],
  };
}

const median = (results, key) => {
  const values = results.map((r) => r[key]).sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)];
};

const rows = [];
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
  const server = await servePortal({
    port: portalPort,
    dist: join(root, 'apps/portal/dist'),
    configFile,
    apiOrigin,
  });
  const front = http1 ? undefined : await serveTlsFront({ port: frontPort(portalPort), target: portalPort });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...(http1 ? [] : ['--ignore-certificate-errors']), ...chromiumArgs],
  });
  try {
    for (const page of pages.filter((p) => !option('--page') || p.name === option('--page'))) {
      if (page.loggedIn && !rows.some((row) => row.mode === mode && row.loggedIn)) await logIn(chrome.port);
      // The prerendered public pages are measured with applied throttling too (see the BENCH.md text).
      for (const throttling of page.loggedIn ? ['simulate'] : ['simulate', 'devtools']) {
        const results = [];
        for (let i = 1; i <= runs; i++) {
          const url = `${portalOrigin}${page.path}`;
          const result = await measure(url, chrome.port, Boolean(page.loggedIn), throttling);
          results.push(result);
          console.log(
            `${mode} ${page.name} ${throttling} run ${i}: score ${result.score}, LCP ${Math.round(result.lcp)} ms (load ${result.load.toFixed(2)})`,
          );
        }
        const row = { mode, page: page.name, loggedIn: page.loggedIn, throttling };
        for (const key of ['score', 'fcp', 'lcp', 'tbt', 'cls', 'kb', 'load'])
          row[key] = median(results, key);
        row.loadRange = `${Math.min(...results.map((r) => r.load)).toFixed(2)}–${Math.max(...results.map((r) => r.load)).toFixed(2)}`;
        rows.push(row);
      }
    }
  } finally {
    await chrome.kill();
    await front?.close();
    server.close();
    await stubFront?.close();
    await stub?.close();
  }
}

const header =
  '| mode | page | throttling | score | FCP | LCP | TBT | CLS | transferred | load avg (1 min) |';
const table = [
  header,
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.mode === 'demo' ? 'demo' : 'real API (stub)'} | ${r.page} | ${r.throttling === 'devtools' ? 'applied' : 'simulated'} | ${r.score} | ${Math.round(r.fcp)} ms | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} | ${r.kb.toFixed(0)} KB | ${r.load.toFixed(2)} (${r.loadRange}) |`,
  ),
].join('\n');
console.log(`\nLighthouse 12 mobile, median of ${runs}\n${table}`);

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

const machine = `${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
writeFileSync(
  join(root, 'BENCH.md'),
  `# Benchmarks

Written by \`npm run bench\` (scripts/bench.mjs) – the latest run only. Lighthouse 12, mobile preset
(slow 4G and 4× CPU slowdown), performance category, median of ${runs} runs per page, against the
production build served by scripts/serve.mjs behind a TLS and HTTP/2 front (scripts/tlsFront.mjs), as browsers
reach production through its load balancer${http1 ? ' – this run: plain HTTP/1.1 (--http1)' : ''}. *simulated* is Lighthouse's default throttling (Lantern: a
fast load, then a model of a slow one). The public pages are prerendered and start their scripts only after
their first paint (apps/portal/prerenderBoot.js); a logged-in page paints the app shell's first frame the same
way, before its scripts. The public pages are measured with *applied* throttling too (network and
CPU really slowed through DevTools), which shows the paint a phone on slow 4G sees before any script ran. *demo*: \`"demo": true\`, the mock backend in the browser.
*real API (stub)*: a config whose \`apiBaseUrl\` points to scripts/mockApi.mjs, the mock's handlers over HTTP
on loopback (behind its own TLS front, JSON gzip-compressed like a production API server's). Logged-in pages as einkauf@kundenportal.example (customer with three companies). The load
average is the machine's 1-minute figure at each run (median, then min–max): the machine is shared, and a
high load slows every figure.

- date: ${new Date().toISOString()}
- machine: ${machine}
- issue 16 targets: score ≥ 95, LCP ≤ 1.8 s on the public pages, TBT ≤ 150 ms, CLS 0

${table}
${interactionSection}`,
);
// Formatted like every other file, so `npm run lint` stays green after a bench.
run(bin('biome'), ['format', '--write', 'BENCH.md'], { label: 'format BENCH.md' });
console.log('\nBENCH.md written.');
