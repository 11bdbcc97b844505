#!/usr/bin/env node
/**
 * The built Storybook a reviewer opens (issues 32, 41): builds it into storybook-static, checks that its index
 * lists every story of every story file, serves it and opens in Chromium every docs page – each design-system
 * story drawn on it, and of each screen the first and last story in their frames (`--all-frames`: every one) –
 * and two links in the manager UI with a link's globals. It fails on a page error, a console error, a story that
 * does not render, and an error alert a story shows on its docs page but not alone (the stories of a page sharing
 * a backend or state). Served by Debian's nginx with the storybook image's site
 * (deploy/nginx/storybook.conf.template, scripts/storybookSite.mjs) where nginx is installed, so a CSP violation
 * fails too; otherwise by the static server below. `--serve [port]` serves the built folder instead (building it
 * first when it is missing).
 *
 *   node scripts/storybook-check.mjs               # build, index, every docs page, the manager (~1½ min)
 *   node scripts/storybook-check.mjs --all-frames  # the same with every screen story's frame (~4 min)
 *   node scripts/storybook-check.mjs --no-docs     # build without docs pages, index, the first story of each
 *                                                  # component and screen alone, the manager (npm test)
 *   node scripts/storybook-check.mjs --docs [part of an id] [--all-frames]   # docs pages of the last build
 *   node scripts/storybook-check.mjs --serve       # http://127.0.0.1:6007/ (any static web server would do)
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

/**
 * `storybook build --test`: no docgen, addon panels, source maps or minifying, which the check does not need – with
 * the docs pages unless `--no-docs` (STORYBOOK_TEST_DOCS, .storybook/main.ts).
 */
function build() {
  const started = Date.now();
  const result = spawnSync(bin('storybook'), ['build', '--test', '--quiet', '-o', outDir], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      STORYBOOK_DISABLE_TELEMETRY: '1',
      ...(process.argv.includes('--no-docs') ? {} : { STORYBOOK_TEST_DOCS: '1' }),
    },
  });
  if (result.status !== 0) fail(`storybook build failed (exit ${result.status})`);
  return Date.now() - started;
}

/** A failed check: thrown, so the served build's nginx is stopped before the exit (withServedBuild). */
class CheckFailed extends Error {}
function fail(message) {
  throw new CheckFailed(message);
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
  return { stories, index };
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
async function watchedPage(browser, baseUrl, { consoleErrors = true } = {}) {
  const context = await browser.newContext();
  const page = await context.newPage();
  countRequests(page);
  const errors = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error' || !consoleErrors) return;
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
      // Polled, not on every animation frame: rAF polling keeps each waiting frame painting (a third of the CPU).
      { timeout: 30_000, polling: 100 },
    )
    .then((handle) => handle.jsonValue())
    .catch(() => 'timed out');
}

/**
 * Links opened in the manager UI as a reviewer gets them (README "Storybook for designers"), each with the globals
 * its play asserts – the manager runs the play, so the story must pass there. First the issue's link: the page frame
 * in Polish at phone width as sales staff (the story fixes the same globals). Then a screen story that fixes none,
 * with its share of the story tests' rotation (`VITE_STORY_ROTATION_LOG=1`): the toolbar's Locale, Viewport and Role
 * must give the result the rotated test run gives.
 */
const managerLinks = [
  {
    id: 'layout-review-toolbar--in-polish-on-phone-as-sales-staff',
    locale: 'pl',
    viewport: 'phone',
    role: 'sales',
  },
  {
    id: 'screens-orders-history--filtered-by-material',
    locale: 'fr',
    viewport: 'phone',
    role: 'threeCompanies',
  },
];

async function openManager(browser, baseUrl, stories, link) {
  const story = stories.find((entry) => entry.id === link.id);
  if (!story) return [`manager: ${link.id} is not in the index (update scripts/storybook-check.mjs)`];
  const { context, page, errors } = await watchedPage(browser, baseUrl);
  try {
    await page.goto(
      `${baseUrl}?path=/story/${story.id}&globals=locale:${link.locale};viewport:${link.viewport};role:${link.role}`,
    );
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
      if (lang !== link.locale)
        errors.push(`the preview is in '${lang}', not the link's locale '${link.locale}'`);
    }
  } finally {
    await context.close();
  }
  return errors.length > 0 ? [`manager › ${story.title} › ${story.name}:`, ...errors] : [];
}

/**
 * The viewport for a 1366 window (`desktopInWindow`, .storybook/review.tsx) fits one without the sidebar: the
 * preview frame at its width, and no sideways scroll around it.
 */
async function fitsWindow(browser, baseUrl, storyId) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    await page.goto(`${baseUrl}?path=/story/${storyId}&nav=false&globals=viewport:desktopInWindow`);
    const frame = page.locator('#storybook-preview-iframe');
    const width = await page
      .waitForFunction(
        () => document.querySelector('#storybook-preview-iframe')?.getBoundingClientRect().width === 1280,
        null,
        { timeout: 30_000 },
      )
      .then(() => 1280)
      .catch(() => frame.evaluate((element) => element.getBoundingClientRect().width).catch(() => 0));
    if (width !== 1280) return [`viewport desktopInWindow: the preview frame is ${width} px wide, not 1280`];
    const overflow = await page.evaluate(() => {
      const wrapper = document.querySelector('#storybook-preview-wrapper');
      return wrapper ? wrapper.scrollWidth - wrapper.clientWidth : -1;
    });
    return overflow === 0 ? [] : [`viewport desktopInWindow: ${overflow} px cut off in a 1366 window`];
  } finally {
    await context.close();
  }
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

/** Serves the build and starts Chromium for `use(browser, url, host)`; stops both after. */
async function withServedBuild(use) {
  const { url, stop, host } = await startHost();
  const { chromium } = await import('playwright');
  const browser = await chromium.launch({ executablePath: headlessShellPath(), args: chromiumArgs });
  try {
    return await use(browser, url, host);
  } finally {
    await browser.close();
    await stop();
  }
}

async function checkSample(browser, url, host, stories) {
  const sample = sampleOf(stories);
  const started = Date.now();
  const failures = [];
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
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0)
    fail(
      `${failures.length} failed of ${sample.length} sampled stories, served by ${host}:\n  ${failures.join('\n  ')}`,
    );
  console.log(
    `✔ ${sample.length} stories open from the build without errors, served by ${host} (${seconds}s)`,
  );
}

/** The manager's links (managerLinks) and the 1366 window. */
async function checkManager(browser, url, stories) {
  const started = Date.now();
  const failures = [];
  for (const link of managerLinks) {
    const manager = await openManager(browser, url, stories, link);
    if (manager.length > 0) failures.push(manager.join('\n    '));
  }
  failures.push(...(await fitsWindow(browser, url, stories[0].id)));
  if (failures.length > 0) fail(`the manager:\n  ${failures.join('\n  ')}`);
  console.log(
    `✔ the manager opens ${managerLinks.length} links with their globals and fits a 1366 window (${((Date.now() - started) / 1000).toFixed(1)}s)`,
  );
}

// ---- every docs page ----

/** The text of every alert a document shows, whitespace collapsed (runs in a frame). */
function alertsIn() {
  return [...document.querySelectorAll('[role=alert], [role=alertdialog]')]
    .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * Until a frame's story has rendered and settled: the preview's render phase, then no request of the page open
 * and the frame's text unchanged for a second – the mock backend answers at once, so an error alert is in by then.
 */
async function settled(frame) {
  const phase = await renderPhase(frame);
  await quiet(frame);
  return phase;
}

/** Requests open per frame, counted from Playwright's events (see `quiet`). */
const openRequests = new WeakMap();
function countRequests(page) {
  const change = (by) => (request) => {
    let frame;
    try {
      frame = request.frame();
    } catch {
      return; // a service worker's own request belongs to no frame
    }
    openRequests.set(frame, (openRequests.get(frame) ?? 0) + by);
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
}

/**
 * Until the frame has no request open and its text stays the same for half a second – or, with a request open,
 * for four: a loading story keeps its request open on purpose (at most 20 s). Per frame, so one loading story
 * does not hold up the others of its docs page. (A state that comes with time, not with an answer, is compared
 * at the same age: alertsAlone.)
 */
async function quiet(frame) {
  const deadline = Date.now() + 20_000;
  let last = '';
  let since = Date.now();
  while (Date.now() < deadline) {
    const now = await frame.evaluate(() => document.body?.textContent ?? '').catch(() => '');
    const still = Date.now() - since;
    if (now !== last) {
      last = now;
      since = Date.now();
    } else if (still >= 4000 || (still >= 500 && (openRequests.get(frame) ?? 0) === 0)) return;
    await new Promise((done) => setTimeout(done, 125));
  }
}

/**
 * The story alone, without its play (as on the docs page): its alerts once settled – and, when `docsAlerts` has
 * one it lacks, again once it is as old (`ageMs`) as its frame on the docs page was when read, so a state that
 * changes with time (a loading story meets the read deadline) is compared at the same moment.
 */
async function alertsAlone(watched, baseUrl, storyId, { alerts: docsAlerts, ageMs }) {
  const { page } = watched;
  await page.evaluate(forgetSiteStorage).catch(() => undefined);
  const opened = Date.now();
  await page.goto(`${baseUrl}iframe.html?id=${storyId}&viewMode=story&embed=true&globals=a11y.manual:!true`);
  await settled(page.mainFrame());
  const own = await page.evaluate(alertsIn);
  const wait = ageMs - (Date.now() - opened);
  if (docsAlerts.every((alert) => own.includes(alert)) || wait <= 0) return own;
  await page.waitForTimeout(wait);
  return page.evaluate(alertsIn);
}

/**
 * One docs page as a designer opens it: the page itself in the preview, and every screen story it draws in a frame
 * of its own (`docs.story.inline: false`, .storybook/preview.tsx) – all of them, not only those scrolled into
 * view (the frames load lazily), each without its play (the docs blocks' PREVIEW_URL with `embed=true`, as the
 * sample), since the point is the mock state each frame starts with. An alert a frame shows that the same story
 * alone does not is a failure: the stories of the page shared a backend or state again. A page error, a console
 * error (but the browser's note on an API answer an error state asked for), a story that errors or draws nothing
 * fail too.
 */
async function openDocsPage(watched, alone, baseUrl, docs, storyIds, { drawn: inFrame, renderersOfNothing }) {
  const { page, errors } = watched;
  errors.length = 0;
  await page.evaluate(forgetSiteStorage).catch(() => undefined);
  // Each page loaded anew: switched in the preview as the manager does (setCurrentStory, 9 s less), a page's story
  // frames reused the last page's frame elements, and once one never showed its story (a timed-out render).
  await page.goto(`${baseUrl}iframe.html?id=${docs.id}&viewMode=docs&globals=a11y.manual:!true`);
  const drawn = await page
    .waitForFunction(
      (ids) =>
        document.body.classList.contains('sb-show-errordisplay') ||
        // Each story's block: its anchor, or the primary block alone on a page of one story.
        ids.every((id) => document.querySelector(`[id="anchor--${id}"], [id^="story--${id}"]`)),
      storyIds,
      { timeout: 60_000, polling: 100 },
    )
    .then(() => page.evaluate(() => !document.body.classList.contains('sb-show-errordisplay')))
    .catch(() => false);
  if (!drawn) {
    errors.push('the docs page did not draw all its stories');
    return { errors: [...errors], frames: 0, inline: 0, compared: 0 };
  }
  let compared = 0;
  // The frames load lazily, when scrolled near: all of them now – those the check draws (see checkDocs).
  const drawnIds = storyIds.filter(inFrame);
  const frameCount = await page.evaluate((ids) => {
    const frames = [...document.querySelectorAll('iframe[id^="iframe--"]')].filter((frame) =>
      ids.includes(new URL(frame.src, location.href).searchParams.get('id')),
    );
    for (const frame of frames) frame.loading = 'eager';
    return frames.length;
  }, drawnIds);
  const loading = Date.now();
  // The page's own stories (drawn inline) settle while its frames load.
  const pageQuiet = quiet(page.mainFrame());
  const frames = await waitForFrames(page, frameCount, drawnIds);
  const shown = await Promise.all(
    frames.map(async (first) => {
      const id = new URL(first.url()).searchParams.get('id') ?? '?';
      let frame = first;
      let phase = await settled(frame);
      // The docs page drew its blocks once more (a late re-render after a switch) and replaced this frame: its
      // successor for the same story is the one to read.
      if (phase !== 'finished' && frame.isDetached()) {
        const successor = page
          .frames()
          .find(
            (candidate) => !candidate.isDetached() && new URL(candidate.url()).searchParams.get('id') === id,
          );
        if (successor) {
          frame = successor;
          phase = await settled(frame);
        }
      }
      const alerts = await frame.evaluate(alertsIn).catch(() => ['(frame gone)']);
      const empty =
        phase === 'finished' &&
        !renderersOfNothing.has(id) &&
        (await frame
          .evaluate(() => !document.querySelector('#storybook-root > *, [role=dialog], [role=alertdialog]'))
          .catch(() => true));
      return {
        id,
        phase: frame.isDetached() ? `${phase} (its frame was removed)` : phase,
        alerts,
        empty,
        ageMs: Date.now() - loading,
      };
    }),
  );
  if (frames.length < frameCount) errors.push(`${frames.length} of ${frameCount} story frames loaded`);
  // The stories drawn inline (the design system's): the alerts in each one's block of the page, once it settled.
  await pageQuiet;
  const inline = await page.evaluate((ids) => {
    const texts = (root) =>
      [...root.querySelectorAll('[role=alert], [role=alertdialog]')]
        .map((element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter(Boolean);
    return ids.flatMap((id) =>
      [...document.querySelectorAll(`[id^="story--${id}"][id$="-inner"]`)].map((block) => ({
        id,
        phase: 'finished',
        alerts: texts(block),
        drawsNothing: block.querySelector('*') === null,
      })),
    );
  }, storyIds);
  // An inline story's open modal lies over the whole docs page and hides it (react-aria hides what is outside
  // a modal from assistive technology): such stories belong in frames (docs.story.inline: false).
  const modals = await page.evaluate(() => {
    const docsRoot = document.querySelector('#storybook-docs');
    if (!docsRoot?.closest('[aria-hidden=true], [inert]')) return [];
    return [...document.querySelectorAll('[role=dialog], [role=alertdialog]')]
      .filter((dialog) => !docsRoot.contains(dialog))
      .map((dialog) => (dialog.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40));
  });
  if (modals.length > 0)
    errors.push(`a modal of an inline story covers the page (${modals.join(' | ')}): draw it in a frame`);
  for (const { id, phase, alerts, empty = false, drawsNothing = false, ageMs = 0 } of [...shown, ...inline]) {
    if (phase !== 'finished') errors.push(`${id}: story ${phase} in its docs frame`);
    if (empty)
      errors.push(`${id}: nothing rendered in its docs frame (#storybook-root is empty, no overlay)`);
    if (drawsNothing && !renderersOfNothing.has(id))
      errors.push(`${id}: nothing drawn in its block on the page`);
    if (alerts.length === 0) continue;
    compared += 1;
    const own = await alertsAlone(alone, baseUrl, id, { alerts, ageMs });
    const extra = alerts.filter((alert) => !own.includes(alert));
    if (extra.length > 0) errors.push(`${id}: on the docs page, not alone: ${extra.join(' | ')}`);
  }
  return { errors: [...new Set(errors)], frames: frameCount, inline: inline.length, compared };
}

/** The docs page's story frames, once each has navigated to its story. */
async function waitForFrames(page, count, ids) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const frames = page
      .frames()
      .filter(
        (frame) =>
          /[?&]viewMode=story/.test(frame.url()) && ids.includes(new URL(frame.url()).searchParams.get('id')),
      );
    if (frames.length >= count || Date.now() > deadline) return frames;
    await page.waitForTimeout(100);
  }
}

/** Opens a story in a tab of its own in `context` and leaves it open (see checkDocs). */
async function keepWorker(context, baseUrl, storyId) {
  const page = await context.newPage();
  await page.goto(`${baseUrl}iframe.html?id=${storyId}&viewMode=story&embed=true&globals=a11y.manual:!true`);
  await settled(page.mainFrame());
}

/**
 * Which screen stories a docs page draws in their frames for the check: all of them with `--all-frames`; else
 * the page's first and last – two frames at once on every page (a state one frame leaves in the tab's storage or
 * service worker shows in the other), at a fifth of the frames. The others are left blank (their frame never
 * starts).
 */
function framesToDraw(docsPages, storyIdsOf) {
  if (process.argv.includes('--all-frames')) return () => true;
  const drawn = new Set(docsPages.flatMap((docs) => [storyIdsOf(docs)[0], storyIdsOf(docs).at(-1)]));
  return (id) => drawn.has(id);
}

/** Runs in every frame of a docs page before its scripts: story frames not drawn (framesToDraw) stay blank. */
function leaveBlank(drawnIds) {
  if (!drawnIds) return;
  const drawn = new Set(drawnIds);
  new MutationObserver((records) => {
    for (const node of records.flatMap((record) => [...record.addedNodes])) {
      const frames = node instanceof Element ? [node, ...node.querySelectorAll('iframe')] : [];
      for (const frame of frames) {
        if (!(frame instanceof HTMLIFrameElement) || !frame.id.startsWith('iframe--')) continue;
        if (!drawn.has(new URL(frame.src, location.href).searchParams.get('id'))) frame.src = 'about:blank';
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

async function checkDocs(browser, url, host, stories, index) {
  // `--docs <part of an id>`: only those pages (to look at a failure again).
  const after = process.argv[process.argv.indexOf('--docs') + 1];
  const only = after?.startsWith('--') ? undefined : after;
  const docsPages = Object.values(index.entries).filter(
    (entry) =>
      entry.type === 'docs' && (!process.argv.includes('--docs') || !only || entry.id.includes(only)),
  );
  const storyIdsOf = (docs) =>
    docs.tags?.includes('attached-mdx') || docs.tags?.includes('unattached-mdx')
      ? []
      : stories.filter((story) => story.title === docs.title).map((story) => story.id);
  const drawn = framesToDraw(docsPages, storyIdsOf);
  const allFrames = process.argv.includes('--all-frames');
  const renderersOfNothing = new Set(
    stories.filter((story) => story.tags?.includes('renders-nothing')).map((story) => story.id),
  );
  const started = Date.now();
  const failures = [];
  let frames = 0;
  let inlineStories = 0;
  let compared = 0;
  const queue = [...docsPages];
  // Three pages at a time: much of a page's time is waiting for its stories to settle, and two left a core idle.
  const worker = async () => {
    const watched = await watchedPage(browser, url);
    const alone = await watchedPage(browser, url, { consoleErrors: false });
    // The docs blocks draw each frame from PREVIEW_URL: here without its play (see openDocsPage).
    await watched.page.addInitScript(() => {
      globalThis.PREVIEW_URL = 'iframe.html?embed=true&globals=a11y.manual:!true';
    });
    await watched.page.addInitScript(
      leaveBlank,
      allFrames ? null : stories.map((story) => story.id).filter(drawn),
    );
    // A tab on the site stays open beside the docs pages, as the manager stays open around them: the mock's
    // service worker unregisters itself when its last page closes (mockServiceWorker.js, CLIENT_CLOSED), and
    // the next page's frames would then race its new install – their first requests reaching the server.
    await keepWorker(watched.context, url, stories[0].id);
    await keepWorker(alone.context, url, stories[0].id);
    try {
      for (let docs = queue.shift(); docs; docs = queue.shift()) {
        const result = await openDocsPage(watched, alone, url, docs, storyIdsOf(docs), {
          drawn,
          renderersOfNothing,
        });
        frames += result.frames;
        inlineStories += result.inline;
        compared += result.compared;
        const { errors } = result;
        if (errors.length > 0) failures.push(`${docs.title} (${docs.id}):\n    ${errors.join('\n    ')}`);
      }
    } finally {
      await watched.context.close();
      await alone.context.close();
    }
  };
  await Promise.all([worker(), worker(), worker()]);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0)
    fail(
      `${failures.length} of ${docsPages.length} docs pages failed, served by ${host}:\n  ${failures.join('\n  ')}`,
    );
  console.log(
    `✔ ${docsPages.length} docs pages open without errors, their ${frames} story frames (${allFrames ? 'all' : "each screen's first and last"}) and ${inlineStories} inline stories without an alert the story alone does not show (${compared} with alerts compared alone; ${seconds}s)`,
  );
}

try {
  await main();
} catch (error) {
  if (!(error instanceof CheckFailed)) throw error;
  console.error(`✖ ${error.message}`);
  process.exitCode = 1;
}

async function main() {
  if (serveAt >= 0) {
    if (!existsSync(join(outDir, 'index.json'))) build();
    const port = Number(process.argv[serveAt + 1]) || 6007;
    const { url } = await serveStatic(outDir, port);
    console.log(`Storybook (built) at ${url} – Ctrl+C to stop`);
  } else {
    // `--docs`: only the docs pages of the folder built before (to look at one failure again).
    const only = process.argv.includes('--docs') ? 'docs' : undefined;
    if (!only) {
      const buildMs = build();
      console.log(`✔ storybook build (${(buildMs / 1000).toFixed(1)}s)`);
    }
    const { stories, index } = checkIndex();
    await withServedBuild(async (browser, url, host) => {
      // The docs pages draw every story the sample would open alone (each component's and screen's first).
      if (process.argv.includes('--no-docs')) await checkSample(browser, url, host, stories);
      else await checkDocs(browser, url, host, stories, index);
      if (!only) await checkManager(browser, url, stories);
    });
  }
}
