// Serves the built portal like a production host: files from apps/portal/dist, a prerendered page's own HTML,
// the app's shell for every other route (client-side routing), the not-found page with 404 for unknown paths. Used by `npm start` and the end-to-end tests, so it is hardened like a real host
// (deploy/nginx.conf is the one operators run): only GET and HEAD, 400 for any URL it cannot read instead of a
// crash, no source maps or build manifest, every file stream closed when the client goes away, and the same
// security headers and Content-Security-Policy as the nginx configuration (scripts/securityHeaders.mjs).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { dirname, extname, join, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { createGzip } from 'node:zlib';
import { hasSessionCookie, htmlFor } from './appPaths.mjs';
import { root } from './lib.mjs';
import {
  apiOriginOf,
  punchoutOriginsOf,
  readScriptHashes,
  readStyleHashes,
  securityHeaders,
} from './securityHeaders.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** How long browsers keep the operator's brand files (deploy/nginx/portal.conf.template says the same). */
export const brandCacheControl = 'public, max-age=600';

/** Longest request target we read; nginx' default large_client_header_buffers is 8 KB too. */
export const maxUrlLength = 8192;

/**
 * Build output that must never leave the server: source maps (also precompressed), Vite's manifest, dotfiles.
 * Checked on the decoded path and again on the file it names – a path may spell one differently (a trailing
 * `/`, `%2F`, `.MAP`, a trailing dot, doubled slashes), and a file system may not care about the difference.
 */
function isPrivate(path) {
  return (
    /\.map(\.(gz|br))?[./\s]*$/i.test(path) || path.split(/[/\\]/).some((segment) => segment.startsWith('.'))
  );
}

/**
 * The path of a request target, or null when it cannot be read: a malformed percent-escape, an absolute-form
 * target that is no URL, a NUL byte, a backslash or a `..` segment (after decoding, so `%2e%2e` counts too).
 */
export function requestPath(target) {
  if (!target || target.length > maxUrlLength) return null;
  let url;
  try {
    // Origin-form ("/x") resolves against the dummy base; absolute-form ("http://host/x") parses by itself.
    url = new URL(target, 'http://portal.invalid');
  } catch {
    return null;
  }
  if (!target.startsWith('/') && !/^https?:\/\//i.test(target)) return null;
  let path;
  try {
    path = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (/[\0\\]/.test(path) || path.split('/').some((segment) => segment === '..')) return null;
  // One slash where a prober doubles them, as nginx merges them: `//assets/x.js.map` is `/assets/x.js.map`.
  return path.replace(/\/{2,}/g, '/');
}

/**
 * A validator like nginx's (last modification – here to the millisecond – and size, in hex), so a page's HTML and config.json – revalidated
 * on every use (`no-cache`) – come back as a 304 without a body while unchanged. Weak when compressed: the bytes
 * differ from the file's, the meaning does not.
 */
export function entityTag({ mtimeMs, size }, compressed) {
  return `${compressed ? 'W/' : ''}"${Math.floor(mtimeMs).toString(16)}-${size.toString(16)}"`;
}

/** If-None-Match names the tag (weak comparison, as for GET), or is `*`. */
export function isFresh(ifNoneMatch, tag) {
  if (!ifNoneMatch) return false;
  const bare = (value) => value.trim().replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .some((candidate) => candidate.trim() === '*' || bare(candidate) === bare(tag));
}

async function fileAt(dist, path) {
  const file = resolve(dist, `.${path}`);
  if (file !== dist && !file.startsWith(dist + sep)) return null;
  if (isPrivate(file.slice(dist.length))) return null;
  try {
    return (await stat(file)).isFile() ? file : null;
  } catch {
    return null;
  }
}

/**
 * How a text file goes out: its precompressed copy where the build has one that is not older than the file
 * (scripts/precompress.mjs – brotli first, then gzip, as nginx's brotli_static and gzip_static send them), else
 * gzip on the fly. So the bench, which precompresses its builds as the container does, downloads the bytes the
 * production host sends (a page's HTML ~1.2 KB smaller in brotli than gzipped on the fly: the dashboard's fits
 * TCP's first window then, scripts/size.mjs).
 */
async function encodingOf(request, file, type, written) {
  if (!/text|json|svg/.test(type)) return { source: file };
  const accepted = request.headers['accept-encoding'] ?? '';
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    const copy = await stat(`${file}${suffix}`).catch(() => null);
    if (copy?.isFile() && copy.mtimeMs >= written)
      return { source: `${file}${suffix}`, encoding, length: copy.size };
  }
  return /\bgzip\b/.test(accepted) ? { source: file, encoding: 'gzip', onTheFly: true } : { source: file };
}

/**
 * A file as the answer: compressed like any real host (so Lighthouse measures the bytes users download), with
 * its cache rule and validators, or 304 when the browser's copy is still the file.
 */
async function sendFile(request, response, file, { status, headers, isBrand, distRoot }) {
  const immutable = file.startsWith(join(distRoot, 'assets') + sep);
  const type = types[extname(file)] ?? 'application/octet-stream';
  const stats = await stat(file);
  const { source, encoding, onTheFly, length } = await encodingOf(request, file, type, stats.mtimeMs);
  // The brand files as nginx caches them (deploy/nginx): the next page finds its DIN faces at once.
  const cacheControl = immutable
    ? 'public, max-age=31536000, immutable'
    : isBrand
      ? brandCacheControl
      : 'no-cache';
  const etag = entityTag(stats, encoding !== undefined);
  const validators = { etag, 'last-modified': new Date(stats.mtimeMs).toUTCString() };
  if (status === 200 && isFresh(request.headers['if-none-match'], etag)) {
    response.writeHead(304, {
      ...headers,
      'cache-control': cacheControl,
      vary: 'accept-encoding',
      ...validators,
    });
    response.end();
    return;
  }
  response.writeHead(status, {
    ...headers,
    'content-type': type,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
    ...(status === 200 ? validators : {}),
    ...(encoding ? { 'content-encoding': encoding } : {}),
    ...(length !== undefined ? { 'content-length': length } : {}),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  // pipeline destroys every stream – and so closes the file – when the client aborts midway; the
  // callback swallows that abort, which is no server error.
  pipeline(createReadStream(source), ...(onTheFly ? [createGzip()] : []), response, () => {});
}

/**
 * @param {{ port: number, host?: string, dist?: string, configFile?: string, apiOrigin?: string,
 *   cspReportUri?: string }} options
 * `configFile` answers /config.json from that file instead of the build's (as an operator mounts one), and
 * /brand/… from the brand/ folder beside it (logo and fonts the file names, README "Brand assets");
 * `apiOrigin` is the backend origin the CSP lets the app connect to – by default the origin of that file's
 * `apiBaseUrl` (none in demo mode or for a same-origin path); `cspReportUri`
 * where browsers report CSP violations (the end-to-end suite's collector).
 */
export function servePortal({
  port,
  host = '127.0.0.1',
  dist = join(root, 'apps/portal/dist'),
  configFile,
  apiOrigin = configFile ? apiOriginOf(configFile) : '',
  cspReportUri = '',
}) {
  const distRoot = resolve(dist);
  const brandRoot = configFile ? join(dirname(resolve(configFile)), 'brand') : undefined;
  const headers = securityHeaders({
    apiOrigin,
    // The procurement systems config.json lists (punchout): form-action and frame-ancestors.
    punchoutOrigins: configFile ? punchoutOriginsOf(configFile) : [],
    reportUri: cspReportUri,
    styleHashes: readStyleHashes(distRoot),
    scriptHashes: readScriptHashes(distRoot),
  });

  function answer(response, status, text, extra = {}) {
    response.writeHead(status, {
      ...headers,
      'content-type': 'text/plain; charset=utf-8',
      'cache-control': 'no-store',
      ...extra,
    });
    response.end(text);
  }

  async function handle(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      answer(response, 405, 'Method not allowed', { allow: 'GET, HEAD' });
      return;
    }
    const path = requestPath(request.url);
    if (path === null) {
      answer(response, request.url && request.url.length > maxUrlLength ? 414 : 400, 'Bad request');
      return;
    }
    if (isPrivate(path)) {
      answer(response, 404, 'Not found');
      return;
    }
    const isBrand = path.startsWith('/brand/');
    let file =
      path === '/config.json' && configFile
        ? resolve(configFile)
        : isBrand
          ? brandRoot && (await fileAt(brandRoot, path.slice('/brand'.length)))
          : await fileAt(distRoot, path);
    let status = 200;
    if (!file) {
      // A missing asset, config or brand file is a real 404 (so a stale chunk fails loudly); any other path is a
      // page: its prerendered HTML, the app's shell, or the not-found page (scripts/appPaths.mjs).
      if (
        path.startsWith('/assets/') ||
        isBrand ||
        path === '/config.json' ||
        path === '/mockServiceWorker.js'
      ) {
        answer(response, 404, 'Not found');
        return;
      }
      const html = htmlFor(path, { loggedIn: hasSessionCookie(request.headers.cookie) });
      for (const candidate of html.files) {
        file = await fileAt(distRoot, candidate);
        if (file) break;
      }
      if (!file) {
        answer(response, 404, 'Not found');
        return;
      }
      status = html.status;
    }
    await sendFile(request, response, file, { status, headers, isBrand, distRoot });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error) => {
      console.error('serve.mjs:', error);
      if (!response.headersSent) answer(response, 500, 'Internal server error');
      else response.destroy();
    });
  });
  return new Promise((done) => server.listen(port, host, () => done(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const option = (name) => {
    const index = args.indexOf(name);
    return index >= 0 ? args.splice(index, 2)[1] : undefined;
  };
  const configFile = option('--config');
  const apiOrigin = option('--api-origin');
  const cspReportUri = option('--csp-report-uri');
  const port = Number(args[0] ?? process.env.PORT ?? 4173);
  await servePortal({ port, configFile, apiOrigin, cspReportUri });
  console.log(`serving apps/portal/dist at http://127.0.0.1:${port}/`);
}
