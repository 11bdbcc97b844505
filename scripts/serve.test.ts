// @vitest-environment node
// The demo/e2e server against what an operator and an attacker send it: the probe list, abandoned downloads,
// other methods, private build files; and the headers and caching every answer must carry.
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectRevalidated,
  loggedInAnswers,
  pageAnswers,
  scriptHashes,
  sessionCookie,
  styleHashes,
  writePages,
} from './pagesFixture';
import { probeList, rawRequest, sourceMapSpellings } from './probes.mjs';
import { securityHeaders } from './securityHeaders.mjs';
import { brandCacheControl, requestPath, servePortal } from './serve.mjs';

let dist: string;
let server: Server;
let port: number;
const bigAsset = '/assets/big-0123abcd.js';

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'kp-serve-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writePages(dist);
  writeFileSync(join(dist, 'config.json'), '{"apiBaseUrl":"https://api.example.test"}');
  writeFileSync(join(dist, 'assets/app-0123abcd.js'), 'console.log("app");');
  writeFileSync(join(dist, 'assets/app-0123abcd.js.map'), '{"sources":["secret.ts"]}');
  // A map that slipped into a build, its precompressed copy and one whose name is upper case.
  writeFileSync(join(dist, 'assets/app-0123abcd.js.map.gz'), gzipSync('{"sources":["secret.ts"]}'));
  writeFileSync(join(dist, 'assets/upper-0123abcd.js.MAP'), '{"sources":["secret.ts"]}');
  writeFileSync(join(dist, '.vite/manifest.json'), '{}');
  writeFileSync(join(dist, 'mockServiceWorker.js'), '// worker');
  // Big enough (4 MB) that no download finishes before the client walks away.
  writeFileSync(join(dist, bigAsset), 'x'.repeat(4 * 1024 * 1024));
  server = await servePortal({ port: 0, dist });
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);

describe('compression', () => {
  // What the build's precompressed copies hold (scripts/precompress.mjs), marked so the test sees which was sent.
  const text = 'console.log("chunk");\n'.repeat(200);
  const withCopies = (name: string) => {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(`${text}// br`));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(`${text}// gz`));
  };

  it("sends a file's precompressed copy as nginx does – brotli where the browser takes it, else gzip", async () => {
    withCopies('assets/packed-0123abcd.js');
    for (const [accept, encoding, mark] of [
      ['gzip, deflate, br', 'br', '// br'],
      ['gzip', 'gzip', '// gz'],
    ]) {
      const response = await get('/assets/packed-0123abcd.js', { headers: { 'accept-encoding': accept } });
      expect(response.headers.get('content-encoding'), accept).toBe(encoding);
      expect(response.headers.get('vary'), accept).toMatch(/accept-encoding/i);
      expect(await response.text(), accept).toBe(`${text}${mark}`);
    }
    const plain = await get('/assets/packed-0123abcd.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(text);
  });

  it('compresses on the fly where a copy is missing or older than its file (a build written over)', async () => {
    withCopies('assets/stale-0123abcd.js');
    const past = new Date(Date.now() - 60_000);
    for (const suffix of ['.br', '.gz'])
      utimesSync(join(dist, `assets/stale-0123abcd.js${suffix}`), past, past);
    const response = await get('/assets/stale-0123abcd.js', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toBe(text);
  });
});

describe('request targets it cannot read', () => {
  it.each([
    ['/%E0%A4%A'],
    ['/%'],
    ['http://[/'],
    ['/..%2f..%2fetc/passwd'],
    ['/a%00b'],
    ['/assets/..%5c..%5cpackage.json'],
  ])('%s is a 400, not a crash', (target) => {
    expect(requestPath(target)).toBeNull();
  });

  it('reads origin-form and absolute-form targets', () => {
    expect(requestPath('/en/user/orders?page=2')).toBe('/en/user/orders');
    expect(requestPath('http://127.0.0.1:4173/fr/faq')).toBe('/fr/faq');
    expect(requestPath('/%C3%BCber')).toBe('/über');
  });

  it('answers every probe with a 2xx or 4xx, never leaks a file, and still serves afterwards', async () => {
    for (const probe of probeList()) {
      const { status, body } = await rawRequest({ port, ...probe });
      expect(status, `${probe.method} ${probe.target.slice(0, 60)}`).toBeGreaterThanOrEqual(200);
      expect(status, `${probe.method} ${probe.target.slice(0, 60)}`).toBeLessThan(500);
      expect(body).not.toMatch(/root:|"sources"|devDependencies/);
      const after = await get('/');
      expect(after.status).toBe(200);
    }
  });
});

describe('methods', () => {
  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    '%s is 405 with Allow: GET, HEAD',
    async (method) => {
      const response = await get('/', { method });
      expect(response.status).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      expect(response.headers.get('content-security-policy')).toBe(
        securityHeaders({ styleHashes, scriptHashes })['content-security-policy'],
      );
    },
  );

  it('HEAD answers headers without a body', async () => {
    const { status, body } = await rawRequest({ port, method: 'HEAD', target: '/assets/app-0123abcd.js' });
    expect(status).toBe(200);
    expect(body).toBe('');
  });
});

describe('what it serves', () => {
  it('never serves source maps, the Vite manifest or dotfiles', async () => {
    for (const path of ['/assets/app-0123abcd.js.map', '/.vite/manifest.json', '/.vite/', '/.env']) {
      expect((await get(path)).status, path).toBe(404);
    }
  });

  it("serves a prerendered page's own HTML, the shell for every other route, 404 for unknown paths", async () => {
    for (const [path, status, body] of pageAnswers) {
      const response = await get(path);
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain(body);
    }
    expect((await get('/assets/gone-12345678.js')).status).toBe(404);
  });

  it('answers a browser holding a session with the shell, not the logged-out markup', async () => {
    for (const [path, status, body] of loggedInAnswers) {
      const response = await get(path, { headers: sessionCookie });
      expect(response.status, path).toBe(status);
      expect(await response.text(), path).toContain(body);
    }
  });

  it("answers no spelling of a source map's path with the map", async () => {
    for (const map of ['/assets/app-0123abcd.js.map', '/assets/upper-0123abcd.js.MAP']) {
      for (const target of sourceMapSpellings(map)) {
        for (const method of ['GET', 'HEAD']) {
          const { status, headers, body } = await rawRequest({ port, method, target });
          const label = `${method} ${target} (${status})`;
          expect(status, label).toBeGreaterThanOrEqual(400);
          expect(status, label).toBeLessThan(500);
          expect(headers['content-encoding'], label).toBeUndefined();
          expect(body, label).not.toMatch(/sources|secret/);
        }
      }
    }
  });

  it('caches hashed assets for a year, and index.html, config.json and the worker never without asking', async () => {
    expect((await get('/assets/app-0123abcd.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/en/faq', '/config.json', '/mockServiceWorker.js']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers a request for an unchanged page or config.json with 304 (ETag), a changed one with 200', async () => {
    for (const path of ['/', '/en/faq', '/user/dashboard', '/config.json'])
      await expectRevalidated(get, path);
    const { headers } = await get('/config.json');
    writeFileSync(join(dist, 'config.json'), '{"apiBaseUrl":"https://api2.example.test"}');
    const changed = await get('/config.json', { headers: { 'if-none-match': headers.get('etag') ?? '' } });
    expect(changed.status).toBe(200);
    expect(await changed.json()).toEqual({ apiBaseUrl: 'https://api2.example.test' });
  });

  it('sends the security headers on every answer', async () => {
    const expected = securityHeaders({ styleHashes, scriptHashes });
    for (const path of ['/', '/assets/app-0123abcd.js', '/assets/gone.js', '/%E0%A4%A']) {
      const response = await get(path).catch(() => undefined);
      if (!response) continue; // fetch itself refuses some targets; rawRequest covers them above
      for (const [name, value] of Object.entries(expected)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
    }
    // Scripts from files only, and the inline ones by their hashes (the brand boot script, the import map).
    expect(expected['content-security-policy']).toMatch(
      /script-src 'self' 'sha256-[A-Za-z0-9+/]+=*' 'sha256-[A-Za-z0-9+/]+=*';/,
    );
    expect(expected['content-security-policy']).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(expected['content-security-policy']).toMatch(/frame-ancestors 'none'/);
  });

  it('answers /config.json from the given file (as an operator mounts one)', async () => {
    const file = join(dist, 'demo.config.json');
    writeFileSync(file, '{"demo":true}');
    const demo = await servePortal({ port: 0, dist, configFile: file });
    const { port: demoPort } = demo.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${demoPort}/config.json`);
    expect(await response.json()).toEqual({ demo: true });
    expect(response.headers.get('content-security-policy')).toMatch(/connect-src 'self';/);
    await new Promise((done) => demo.close(done));
  });

  it('answers /brand/… from the brand folder beside the config file, cached ten minutes', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'kp-serve-brand-'));
    mkdirSync(join(folder, 'brand/fonts'), { recursive: true });
    writeFileSync(join(folder, 'config.json'), '{"demo":true}');
    writeFileSync(join(folder, 'brand/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(folder, 'brand/fonts/din.woff2'), 'wOF2');
    writeFileSync(join(folder, 'brand/.secret.svg'), '<svg/>');
    writeFileSync(join(folder, 'secret.txt'), 'not served');
    const branded = await servePortal({ port: 0, dist, configFile: join(folder, 'config.json') });
    const at = (path: string) => fetch(`http://127.0.0.1:${(branded.address() as AddressInfo).port}${path}`);
    try {
      const logo = await at('/brand/logo.svg');
      expect(logo.status).toBe(200);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
      expect(logo.headers.get('cache-control')).toBe(brandCacheControl);
      expect((await at('/brand/fonts/din.woff2')).headers.get('content-type')).toBe('font/woff2');
      for (const path of ['/brand/none.svg', '/brand/.secret.svg', '/brand/%2e%2e/secret.txt', '/brand/'])
        expect((await at(path)).status, path).toBeGreaterThanOrEqual(400);
      // Without a config file there is no brand folder: the build's own files are no brand.
      expect((await get('/brand/logo.svg')).status).toBe(404);
    } finally {
      await new Promise((done) => branded.close(done));
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it("lets the app connect to the origin of the config's apiBaseUrl (the mock API, say)", async () => {
    const file = join(dist, 'api.config.json');
    writeFileSync(file, '{"apiBaseUrl":"http://127.0.0.1:4400/api"}');
    const live = await servePortal({ port: 0, dist, configFile: file });
    const { port: livePort } = live.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${livePort}/`);
    expect(response.headers.get('content-security-policy')).toMatch(
      /connect-src 'self' http:\/\/127\.0\.0\.1:4400;/,
    );
    await new Promise((done) => live.close(done));
  });
});

describe('abandoned downloads', () => {
  const openFiles = () => readdirSync('/proc/self/fd').length;

  /** Asks for the big asset and hangs up as soon as the first bytes arrive. */
  function abandon(encoding: string) {
    return new Promise<void>((done, fail) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write(`GET ${bigAsset} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: ${encoding}\r\n\r\n`);
      });
      socket.once('data', () => {
        socket.destroy();
        done();
      });
      socket.once('error', fail);
    });
  }

  async function settle(limit: number) {
    for (let i = 0; i < 100 && openFiles() > limit; i++) await new Promise((r) => setTimeout(r, 20));
  }

  it.each(['identity', 'gzip'])(
    'closes every file stream after 300 aborted downloads (%s)',
    async (encoding) => {
      const before = openFiles();
      for (let round = 0; round < 30; round++) {
        await Promise.all(Array.from({ length: 10 }, () => abandon(encoding)));
      }
      await settle(before + 2);
      const after = openFiles();
      console.log(`open file descriptors around 300 aborted downloads (${encoding}): ${before} → ${after}`);
      expect(after - before).toBeLessThanOrEqual(2);
      expect((await get('/')).status).toBe(200);
    },
    30_000,
  );
});
