// Serves the built portal like a production host: files from apps/portal/dist, and index.html for every
// route (client-side routing). Used by `npm start` and the end-to-end tests.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { createGzip } from 'node:zlib';
import { root } from './lib.mjs';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.map': 'application/json',
};

export function servePortal({ port, host = '127.0.0.1', dist = join(root, 'apps/portal/dist') }) {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const path = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(dist, path);
    const isFile = existsSync(file) && statSync(file).isFile();
    if (!isFile) {
      // A missing asset is a real 404 (so a stale chunk fails loudly); any other path is a route.
      if (path.startsWith('/assets/')) {
        response.writeHead(404).end('Not found');
        return;
      }
      file = join(dist, 'index.html');
    }
    const immutable = file.includes(`${join(dist, 'assets')}`);
    const type = types[extname(file)] ?? 'application/octet-stream';
    // Compressed like any real host, so Lighthouse measures the bytes users download.
    const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && /text|json|svg/.test(type);
    response.writeHead(200, {
      'content-type': type,
      'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    });
    const stream = createReadStream(file);
    (gzip ? stream.pipe(createGzip()) : stream).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? process.env.PORT ?? 4173);
  await servePortal({ port });
  console.log(`serving apps/portal/dist at http://127.0.0.1:${port}/`);
}
