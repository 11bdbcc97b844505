#!/usr/bin/env node
/**
 * The built Storybook a reviewer opens (issue 32): builds it into storybook-static, checks that its index lists
 * every story of every story file, serves it and opens a sample in Chromium – the first story of every
 * design-system component and every screen, and one in the manager UI with a link's globals – failing on a page
 * error, a console error or a story that does not render. Served by Debian's nginx with the storybook image's
 * site (deploy/nginx/storybook.conf.template, scripts/storybookSite.mjs) where nginx is installed, so a CSP
 * violation fails too; otherwise by the static server below. `--serve [port]` serves the built folder instead
 * (building it first when it is missing).
 *
 *   node scripts/storybook-check.mjs            # build, index, sample
 *   node scripts/storybook-check.mjs --serve    # http://127.0.0.1:6007/ (any static web server would do)
 */
import { spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { chromiumArgs, headlessShellPath } from '../chromium.config.mjs';
import { bin, root } from './lib.mjs';
import { nginxBinary } from './nginx.mjs';
import { startStorybookNginx, storybookTemplate } from './storybookSite.mjs';

const outDir = join(root, 'storybook-static');
const serveAt = process.argv.indexOf('--serve');

/** `storybook build --test`: no docs pages or addon panels, which a reviewer of states does not need. */
function build() {
  const started = Date.now();
  const result = spawnSync(bin('storybook'), ['build', '--test', '--quiet', '-o', outDir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  if (result.status !== 0) fail(`storybook build failed (exit ${result.status})`);
  return Date.now() - started;
}

function fail(message) {
  console.error(`✖ ${message}`);
  process.exit(1);
}

// ---- the index lists every story ----

function storyFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return storyFiles(path);
    return /\.stories\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Every named export of a CSF file is a story (no file here uses includeStories/excludeStories). */
function exportsOf(file) {
  return [...readFileSync(file, 'utf8').matchAll(/^export const (\w+)/gm)].map((match) => match[1]);
}

function checkIndex() {
  const index = JSON.parse(readFileSync(join(outDir, 'index.json'), 'utf8'));
  const stories = Object.values(index.entries).filter((entry) => entry.type === 'story');
  const indexed = new Map();
  for (const entry of stories) {
    const file = resolve(root, entry.importPath);
    indexed.set(file, [...(indexed.get(file) ?? []), entry.exportName]);
  }
  const files = readdirSync(join(root, 'packages')).flatMap((pkg) => {
    const src = join(root, 'packages', pkg, 'src');
    return existsSync(src) ? storyFiles(src) : [];
  });
  const problems = [];
  let expected = 0;
  for (const file of files) {
    const names = exportsOf(file);
    expected += names.length;
    const listed = new Set(indexed.get(file) ?? []);
    const missing = names.filter((name) => !listed.has(name));
    if (missing.length > 0) problems.push(`${relative(root, file)}: not in the index: ${missing.join(', ')}`);
  }
  for (const file of indexed.keys()) {
    if (!files.includes(file)) problems.push(`${relative(root, file)}: in the index, but no story file`);
  }
  if (problems.length > 0 || stories.length !== expected) {
    fail(
      `index.json lists ${stories.length} stories, the ${files.length} story files export ${expected}:\n  ${problems.join('\n  ')}`,
    );
  }
  console.log(`✔ index.json lists all ${stories.length} stories of ${files.length} story files`);
  return stories;
}

// ---- a static server for the built folder ----

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** Serves `dir` on 127.0.0.1 (port 0: a free one); resolves to the server and its base URL. */
export function serveStatic(dir, port = 0, host = '127.0.0.1') {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir + sep) && file !== dir) {
      response.writeHead(403).end();
      return;
    }
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!existsSync(file)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    response.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((done) => {
    server.listen(port, host, () => {
      const address = server.address();
      done({
        server,
        url: `http://${host}:${typeof address === 'object' && address ? address.port : port}/`,
      });
    });
  });
}

// ---- a sample opened in Chromium ----

/**
 * The first story of every design-system component (UI/…), every screen (Screens/…) and the page frame. A story
 * that shows nothing on purpose (a paginator of one page) carries the tag `renders-nothing`.
 */
function sampleOf(stories) {
  const first = new Map();
  for (const story of stories) {
    const wanted = /^(UI|Screens)\//.test(story.title) || story.title === 'Layout/PortalLayout';
    if (wanted && !first.has(story.title)) first.set(story.title, story);
  }
  return [...first.values()];
}

/**
 * A page in a context of its own that collects page errors and console errors –
 * a CSP violation, in the page or its preview frame, is one.
 */
async function watchedPage(browser, baseUrl) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The browser asks every origin for /favicon.ico (Storybook has an SVG one); the mock backend's 4xx answers
    // (a logged-out story's session check) are the browser's note on a response the story asked for.
    if (
      url.endsWith('/favicon.ico') ||
      (new URL(url, baseUrl).pathname.startsWith('/api/') && /^Failed to load resource/.test(message.text()))
    )
      return;
    errors.push(`console error: ${message.text()}`);
  });
  return { context, page, errors };
}

/** Waits for the preview's own record of the render: finished (no play here), errored or aborted. */
function renderPhase(frame) {
  return frame
    .waitForFunction(
      () => {
        const render = globalThis.__STORYBOOK_PREVIEW__?.currentRender;
        const shown = document.body.classList.contains('sb-show-errordisplay');
        return shown ? 'errored' : ['finished', 'errored', 'aborted'].includes(render?.phase) && render.phase;
      },
      null,
      { timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timed out');
}

/**
 * The issue's link, opened in the manager UI as a reviewer gets it (README "Storybook for designers"): the page
 * frame in Polish at phone width as sales staff. The story fixes the same globals, so its play – which the
 * manager runs – asserts the Polish staff view. The sidebar lists the story, the preview frame renders it and
 * took the link's locale.
 */
const managerStory = 'layout-review-toolbar--in-polish-on-phone-as-sales-staff';

async function openManager(browser, baseUrl, stories) {
  const story = stories.find((entry) => entry.id === managerStory);
  if (!story) return [`manager: ${managerStory} is not in the index (update scripts/storybook-check.mjs)`];
  const { context, page, errors } = await watchedPage(browser, baseUrl);
  try {
    await page.goto(`${baseUrl}?path=/story/${story.id}&globals=locale:pl;viewport:phone;role:sales`);
    const listed = await page
      .locator(`[data-item-id="${story.id}"]`)
      .first()
      .waitFor({ timeout: 30_000 })
      .then(() => true)
      .catch(() => false);
    if (!listed) errors.push(`the sidebar does not list ${story.id}`);
    const frame = page.frameLocator('#storybook-preview-iframe');
    await frame
      .locator('body')
      .waitFor({ timeout: 30_000 })
      .catch(() => {});
    const preview = page.frames().find((candidate) => candidate.url().includes('/iframe.html'));
    if (!preview) errors.push('no preview frame');
    else {
      const phase = await renderPhase(preview);
      if (phase !== 'finished') errors.push(`story ${phase} in the manager`);
      const lang = await preview.evaluate(() => document.documentElement.lang);
      if (lang !== 'pl') errors.push(`the preview is in '${lang}', not the link's locale 'pl'`);
    }
  } finally {
    await context.close();
  }
  return errors.length > 0 ? [`manager › ${story.title} › ${story.name}:`, ...errors] : [];
}

/**
 * Opens the story alone (`embed=true`: without its play function – the plays are Vitest's job, and they need
 * its focus and timing) and waits until Storybook has rendered it. Each of the two workers keeps one context –
 * its cache spares every story the preview's start-up, as a reviewer's tab does – and empties the site's
 * storage before each story, so no mock state or storage is shared.
 */
async function openStory(watched, baseUrl, story) {
  const { page, errors } = watched;
  errors.length = 0;
  await page.evaluate(forgetSiteStorage).catch(() => undefined);
  // a11y.manual: axe is the story tests' job too; here it would only add a second per story.
  await page.goto(`${baseUrl}iframe.html?id=${story.id}&viewMode=story&embed=true&globals=a11y.manual:!true`);
  // The preview's own record of the render: finished (rendered; no play, no axe here), errored or aborted.
  const phase = await renderPhase(page);
  if (phase !== 'finished') {
    const shown = await page
      .locator('.sb-errordisplay')
      .textContent()
      .catch(() => '');
    errors.push(`story ${phase}${shown ? `: ${shown.trim().split('\n').slice(0, 3).join(' ')}` : ''}`);
  } else if (!story.tags?.includes('renders-nothing')) {
    // Something to see: in the story's root, or an overlay react-aria put on the body (an open dialog, whose
    // code may still be loading when the story counts as rendered).
    const shown = await page
      .locator('#storybook-root > *, [role=dialog], [role=alertdialog]')
      .first()
      .waitFor({ state: 'attached', timeout: 5000 })
      .then(() => true)
      .catch(() => false);
    if (!shown) errors.push('nothing rendered (#storybook-root is empty, no overlay)');
  }
  return [...errors];
}

/** Runs in the page: the last story's localStorage, sessionStorage and IndexedDB go. */
async function forgetSiteStorage() {
  localStorage.clear();
  sessionStorage.clear();
  const databases = (await indexedDB.databases?.()) ?? [];
  await Promise.all(
    databases.map(
      ({ name }) =>
        new Promise((done) => {
          const request = indexedDB.deleteDatabase(name);
          request.onsuccess = request.onerror = request.onblocked = done;
        }),
    ),
  );
}

/** The storybook image's nginx site where nginx is installed (npm test installs it as root), else Node. */
async function startHost() {
  if (nginxBinary()) {
    const { stop, port } = await startStorybookNginx({ dir: outDir });
    return { url: `http://127.0.0.1:${port}/`, stop, host: `nginx with ${storybookTemplate}` };
  }
  console.warn(
    `⚠ No nginx: the sample opens from a plain static server, without the storybook image's headers and CSP (${storybookTemplate}). Install nginx-light or set NGINX_PATH.`,
  );
  const { server, url } = await serveStatic(outDir);
  return { url, stop: () => new Promise((done) => server.close(done)), host: 'a static server' };
}

async function checkSample(stories) {
  const sample = sampleOf(stories);
  const { url, stop, host } = await startHost();
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
  const started = Date.now();
  const failures = [];
  let managerSeconds = '–';
  try {
    // Two stories at a time: the machines have two cores.
    const queue = [...sample];
    const worker = async () => {
      const watched = await watchedPage(browser, url);
      try {
        for (let story = queue.shift(); story; story = queue.shift()) {
          const errors = await openStory(watched, url, story);
          if (errors.length > 0)
            failures.push(`${story.title} › ${story.name} (${story.id}):\n    ${errors.join('\n    ')}`);
        }
      } finally {
        await watched.context.close();
      }
    };
    await Promise.all([worker(), worker()]);
    const managerStarted = Date.now();
    const manager = await openManager(browser, url, stories);
    managerSeconds = ((Date.now() - managerStarted) / 1000).toFixed(1);
    if (manager.length > 0) failures.push(manager.join('\n    '));
  } finally {
    await browser.close();
    await stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0)
    fail(
      `${failures.length} failed of ${sample.length} sampled stories and the manager, served by ${host}:\n  ${failures.join('\n  ')}`,
    );
  console.log(
    `✔ ${sample.length} stories and the manager open from the build without errors, served by ${host} (${seconds}s, the manager ${managerSeconds}s)`,
  );
}

if (serveAt >= 0) {
  if (!existsSync(join(outDir, 'index.json'))) build();
  const port = Number(process.argv[serveAt + 1]) || 6007;
  const { url } = await serveStatic(outDir, port);
  console.log(`Storybook (built) at ${url} – Ctrl+C to stop`);
} else {
  const buildMs = build();
  console.log(`✔ storybook build (${(buildMs / 1000).toFixed(1)}s)`);
  const stories = checkIndex();
  await checkSample(stories);
}
