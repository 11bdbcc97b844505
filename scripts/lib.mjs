// Shared helpers of the npm scripts: run a step, find pnpm and Chromium, install what is missing.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromiumCandidates, headlessShellCandidates } from '../chromium.config.mjs';

export const root = new URL('..', import.meta.url).pathname;
export const pnpmVersion = '12.21.0';
/** Where BENCH.md's interaction section (scripts/benchInteraction.mjs) starts; scripts/bench.mjs keeps it. */
export const benchInteractionMarker = '<!-- npm run bench:interaction -->';

/** pnpm from the npm registry, pinned; no global install needed. */
export function pnpm(args, options = {}) {
  return run('npx', ['--yes', `pnpm@${pnpmVersion}`, ...args], options);
}

export function bin(name) {
  return join(root, 'node_modules/.bin', name);
}

/**
 * TypeScript 7's native compiler (`typescript-native`, an alias of typescript@7): every type check here – the
 * workspace's, the packed package's consumer and README examples – in about a tenth of the time (the workspace:
 * 4 s, not 35). Named by its path: `typescript` 5.9 stays the library the tools build on (tsup's d.ts,
 * openapi-typescript, Storybook's docgen; TypeScript 7 has no JS API) and also installs a `tsc`.
 */
export const tsc = join(root, 'node_modules/typescript-native/bin/tsc');

export function run(command, args, { env, cwd = root, label } = {}) {
  const started = Date.now();
  if (label) console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`✖ ${label ?? command} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  if (label) console.log(`✔ ${label} (${seconds}s)`);
}

/**
 * Runs the commands – `[command, args, env?]` – at once, each one's output held and printed whole when all have
 * ended (two interleaved test reports read as one garbled one); exits like `run` when any failed.
 */
export async function runTogether(label, commands, { env, cwd = root } = {}) {
  const started = Date.now();
  console.log(`\n▶ ${label}`);
  const results = await Promise.all(
    commands.map(
      ([command, args, ownEnv]) =>
        new Promise((done) => {
          const child = spawn(command, args, {
            cwd,
            env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0', ...env, ...ownEnv },
          });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (status) => done({ status, output: Buffer.concat(output).toString() }));
        }),
    ),
  );
  results.forEach(({ output }, index) => {
    console.log(`\n── ${label}, ${index + 1} of ${commands.length}: ${commands[index][1].join(' ')}`);
    process.stdout.write(output);
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (results.some(({ status }) => status !== 0)) {
    console.error(`✖ ${label} failed after ${seconds}s`);
    process.exit(results.find(({ status }) => status !== 0)?.status ?? 1);
  }
  console.log(`✔ ${label} (${seconds}s)`);
}

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  run('npx', ['--yes', `pnpm@${pnpmVersion}`, 'install', ...frozen, '--reporter=append-only'], {
    label: 'install dependencies',
    env: { npm_config_loglevel: 'error' },
  });
}

/** The first of these paths that exists. */
const firstExisting = (candidates) => candidates.find((p) => p && existsSync(p));

let aptListsFresh = false;

/**
 * As root on Debian: `apt-get install` of the packages, said as `label`; true when it ran. Otherwise, or when apt
 * fails, false – the caller says what is missing and how to get it.
 */
function aptInstall(label, packages) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || !existsSync('/usr/bin/apt-get')) return false;
  console.log(`\n▶ install ${label} (Debian: ${packages.join(', ')})`);
  try {
    // Once per run: a clean machine installs Chromium, its headless shell and nginx one after the other.
    if (!aptListsFresh) execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    aptListsFresh = true;
    execFileSync('apt-get', ['install', '-y', '-qq', ...packages], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    return true;
  } catch {
    return false;
  }
}

/** System Chromium: CHROME_PATH, else /usr/bin/chromium; as root on Debian we install it, else we say how. */
export function ensureChromium() {
  const candidates = chromiumCandidates();
  const found =
    firstExisting(candidates) ?? (aptInstall('Chromium', ['chromium']) && firstExisting(candidates));
  if (found) return found;
  console.error(
    'No Chrome or Chromium found. Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to its binary.',
  );
  process.exit(1);
}

/**
 * Debian's chromium-headless-shell (chromium.config.mjs says which tests use it): CHROME_HEADLESS_SHELL_PATH or
 * the package's binary; as root on Debian we install the package. Without it every test uses the browser –
 * the same results, slower. Returns the binary or undefined.
 */
export function ensureHeadlessShell() {
  const candidates = headlessShellCandidates();
  const found =
    firstExisting(candidates) ??
    (aptInstall('the Chromium headless shell', ['chromium-headless-shell']) && firstExisting(candidates));
  if (found) return found;
  console.warn(
    '⚠ No chromium-headless-shell: story and end-to-end tests run in the full browser (slower). Install it (sudo apt-get install -y chromium-headless-shell) or set CHROME_HEADLESS_SHELL_PATH.',
  );
  return undefined;
}

/**
 * Debian's nginx, which the end-to-end suite serves the build with (deploy/nginx): NGINX_PATH or the usual
 * places; as root on Debian we install it (and its brotli module) like Chromium, else we say how and the suite
 * falls back to scripts/serve.mjs. Returns the binary or undefined.
 */
export function ensureNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  const found =
    firstExisting(candidates) ??
    (aptInstall('nginx', ['nginx-light', 'libnginx-mod-http-brotli-static']) && firstExisting(candidates));
  if (found) return found;
  console.warn(
    '⚠ No nginx found: the end-to-end suite runs against scripts/serve.mjs instead of deploy/nginx. Install it (Debian/Ubuntu: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static) or set NGINX_PATH.',
  );
  return undefined;
}
