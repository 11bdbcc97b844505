// Shared helpers of the npm scripts: run a step, find pnpm and Chromium, install what is missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

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

export function install() {
  const frozen = process.env.CI ? ['--frozen-lockfile'] : [];
  run('npx', ['--yes', `pnpm@${pnpmVersion}`, 'install', ...frozen, '--reporter=append-only'], {
    label: 'install dependencies',
    env: { npm_config_loglevel: 'error' },
  });
}

/** System Chromium: CHROME_PATH, else /usr/bin/chromium; as root on Debian we install it, else we say how. */
export function ensureChromium() {
  const candidates = [
    process.env.CHROME_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const hasApt = existsSync('/usr/bin/apt-get');
  if (isRoot && hasApt) {
    console.log('\n▶ install Chromium (Debian package)');
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync('/usr/bin/chromium')) return '/usr/bin/chromium';
  }
  console.error(
    'No Chrome or Chromium found. Install one (Debian/Ubuntu: sudo apt-get install -y chromium) or set CHROME_PATH to its binary.',
  );
  process.exit(1);
}

/**
 * Debian's nginx, which the end-to-end suite serves the build with (deploy/nginx): NGINX_PATH or the usual
 * places; as root on Debian we install it (and its brotli module) like Chromium, else we say how and the suite
 * falls back to scripts/serve.mjs. Returns the binary or undefined.
 */
export function ensureNginx() {
  const candidates = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((p) => p && existsSync(p));
  if (found) return found;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/usr/bin/apt-get')) {
    console.log('\n▶ install nginx (Debian packages nginx-light, libnginx-mod-http-brotli-static)');
    try {
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
      execFileSync('apt-get', ['install', '-y', '-qq', 'nginx-light', 'libnginx-mod-http-brotli-static'], {
        stdio: 'inherit',
        env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
      });
    } catch {
      // reported below
    }
    if (existsSync('/usr/sbin/nginx')) return '/usr/sbin/nginx';
  }
  console.warn(
    '⚠ No nginx found: the end-to-end suite runs against scripts/serve.mjs instead of deploy/nginx. Install it (Debian/Ubuntu: sudo apt-get install -y nginx-light libnginx-mod-http-brotli-static) or set NGINX_PATH.',
  );
  return undefined;
}
