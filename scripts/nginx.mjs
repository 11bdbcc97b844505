#!/usr/bin/env node
// Runs the portal on Debian's nginx with deploy/nginx/portal.conf.template – the configuration of the
// container – in a throwaway prefix, so the end-to-end suite and scripts/nginx.test.ts test what operators run.
//   node scripts/nginx.mjs <port> [--config deploy/demo.config.json] [--api-origin https://api.example]
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { root } from './lib.mjs';
import { precompress } from './precompress.mjs';
import {
  apiOriginOf,
  punchoutOriginPattern,
  punchoutOriginsOf,
  readScriptHashes,
  readStyleHashes,
} from './securityHeaders.mjs';

const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx'];
export const nginxBinary = () => [process.env.NGINX_PATH, ...candidates].find((p) => p && existsSync(p));

/** Fills the template's ${…} placeholders; a value with a quote, space or ; could break out of the config. */
export function renderSiteConfig(values) {
  const template = readFileSync(join(root, 'deploy/nginx/portal.conf.template'), 'utf8');
  for (const [key, value] of Object.entries(values)) {
    // The hashes are a list of quoted sources, checked by their own pattern; everything else is one word.
    if (
      key.endsWith('_HASHES') ? !/^('sha256-[A-Za-z0-9+/]+=*'( |$))*$/.test(value) : /["'\s;{}]/.test(value)
    )
      throw new Error(`${key} must not contain quotes, spaces, ; or braces`);
  }
  return template.replace(
    /\$\{(LISTEN|ROOT|CONFIG_FILE|BRAND_DIR|API_ORIGIN|STYLE_HASHES|SCRIPT_HASHES)\}/g,
    (_, key) => String(values[key] ?? ''),
  );
}

/**
 * Fills the site's punchout placeholders (config.json's `punchout.origins`): `${PUNCHOUT_ORIGINS}` beside 'self' in
 * form-action, `${FRAME_ANCESTORS}` those origins or 'none'. Apart from renderSiteConfig, whose one-word values a
 * list of origins is not; each origin is checked by its own pattern.
 */
export function fillPunchoutOrigins(site, origins) {
  for (const origin of origins)
    if (!punchoutOriginPattern.test(origin)) throw new Error(`punchout origin ${origin} is no origin`);
  return site
    .replace(/\$\{PUNCHOUT_ORIGINS\}/g, origins.join(' '))
    .replace(/\$\{FRAME_ANCESTORS\}/g, origins.length > 0 ? origins.join(' ') : "'none'");
}

/**
 * Starts nginx in the foreground on 127.0.0.1:<port>. Resolves once it answers; `stop()` ends it and removes
 * the prefix. The build is precompressed first (idempotent: .gz/.br beside each file).
 */
export async function startNginx({
  port,
  dist = join(root, 'apps/portal/dist'),
  configFile,
  // As the container's entrypoint derives API_ORIGIN when it is not given.
  apiOrigin = configFile ? apiOriginOf(configFile) : '',
  cspReportUri = '',
}) {
  // As the container's entrypoint reads them from the mounted config.json.
  const punchoutOrigins = configFile ? punchoutOriginsOf(configFile) : [];
  if (cspReportUri && !/^https?:\/\/[^\s;"']+$/.test(cspReportUri))
    throw new Error('cspReportUri must be an http(s) URL');
  precompress(dist);
  return runNginx({
    port,
    readyPath: '/favicon.svg',
    site: (prefix) => {
      // Without one, like a container without its mount: /config.json is a 404 and the app stays out of service.
      const config = resolve(configFile ?? join(prefix, 'no-config.json'));
      const site = renderSiteConfig({
        LISTEN: `127.0.0.1:${port}`,
        ROOT: resolve(dist),
        CONFIG_FILE: config,
        // The brand folder beside it, as the container mounts /etc/kundenportal/brand beside its config.json.
        BRAND_DIR: join(dirname(config), 'brand'),
        API_ORIGIN: apiOrigin,
        STYLE_HASHES: readStyleHashes(dist).join(' '),
        SCRIPT_HASHES: readScriptHashes(dist).join(' '),
      });

      const filled = fillPunchoutOrigins(site, punchoutOrigins);
      if (!cspReportUri) return filled;
      // The one change to the operators' configuration: where the test browser reports CSP violations.
      return filled
        .replace(/(frame-ancestors [^";]+)"/, `$1; report-uri ${cspReportUri}"`)
        .replace(/connect-src 'self' ([^;]*);/, `connect-src 'self' $1 ${new URL(cspReportUri).origin};`);
    },
  });
}

const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** A port on 127.0.0.1 that is free now. */
function freePort() {
  return new Promise((done, failed) => {
    const probe = createServer();
    probe.once('error', failed);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => done(port));
    });
  });
}

/**
 * Runs Debian's nginx with one site – `site(prefix, port)` returns its server configuration, given the throwaway
 * prefix and the port – in a main configuration like deploy/nginx/nginx.conf, on 127.0.0.1:<port> (0 or none: a
 * free one). Resolves once `readyPath` answers; `stop()` ends nginx and removes the prefix.
 */
export async function runNginx({ port = 0, site, readyPath = '/' }) {
  const binary = nginxBinary();
  if (!binary)
    throw new Error('nginx not found: apt-get install -y nginx-light libnginx-mod-http-brotli-static');
  const at = port || (await freePort());
  const prefix = mkdtempSync(join(tmpdir(), 'kp-nginx-'));
  mkdirSync(join(prefix, 'logs'));
  const rendered = site(prefix, at);
  // brotli_static is unknown without its module: drop it rather than fail (gzip_static still works).
  writeFileSync(
    join(prefix, 'site.conf'),
    existsSync(brotli) ? rendered : rendered.replace(/^\s*brotli_static on;\n/m, ''),
  );
  const isRoot = process.getuid?.() === 0;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      existsSync(brotli) ? `load_module ${brotli};` : '',
      // As root, workers would drop to nobody and might not read the checkout; the test host is throwaway.
      isRoot ? 'user root;' : '',
      'worker_processes 2;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/logs/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      '  sendfile on;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind};`,
      ),
      `  include ${prefix}/site.conf;`,
      '}',
    ].join('\n'),
  );
  const check = spawnSync(binary, ['-t', '-q', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    encoding: 'utf8',
  });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx rejects the configuration:\n${check.stderr}`);
  }
  const child = spawn(binary, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = () =>
    new Promise((done) => {
      if (child.exitCode !== null) {
        rmSync(prefix, { recursive: true, force: true });
        done();
        return;
      }
      child.once('exit', () => {
        rmSync(prefix, { recursive: true, force: true });
        done();
      });
      child.kill('SIGQUIT');
    });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}); see above`);
    try {
      await fetch(`http://127.0.0.1:${at}${readyPath}`);
      return { stop, prefix, pid: child.pid, port: at };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  await stop();
  throw new Error('nginx did not answer within 5 s');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args.splice(index, 2)[1] : undefined;
  };
  const configFile = option('--config');
  const apiOrigin = option('--api-origin');
  const cspReportUri = option('--csp-report-uri') ?? '';
  const port = Number(args[0] ?? process.env.PORT ?? 4173);
  const { stop } = await startNginx({
    port,
    ...(apiOrigin !== undefined ? { apiOrigin } : {}),
    cspReportUri,
    ...(configFile ? { configFile: resolve(root, configFile) } : {}),
  });
  console.log(
    `nginx serves apps/portal/dist at http://127.0.0.1:${port}/ (deploy/nginx/portal.conf.template)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stop().then(() => process.exit(0)));
}
