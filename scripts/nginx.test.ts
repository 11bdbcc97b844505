// @vitest-environment node
// deploy/nginx/portal.conf.template on Debian's nginx (what the container runs): caching, fallback per locale,
// precompression, methods, private files, the probe list, and the same security headers as the demo server.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxPagesLocation } from './appPaths.mjs';
import { nginxBinary, renderSiteConfig, startNginx } from './nginx.mjs';
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
import { brandCacheControl } from './serve.mjs';

const apiOrigin = 'https://api.kundenportal.example';
const hasNginx = Boolean(nginxBinary());
if (!hasNginx) {
  console.warn(
    'scripts/nginx.test.ts skipped: no nginx (Debian: apt-get install -y nginx-light libnginx-mod-http-brotli-static; npm test installs it as root).',
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

describe('the site configuration', () => {
  it('knows the same routes as scripts/appPaths.mjs (the demo server)', () => {
    const template = readFileSync(join(import.meta.dirname, '../deploy/nginx/portal.conf.template'), 'utf8');
    const locations = [...template.matchAll(/location ~ "(\^\(\?<prefix>[^"]*)"/g)].map((match) => match[1]);
    expect(locations).toEqual([nginxPagesLocation]);
  });

  it('refuses placeholder values that could break out of the configuration', () => {
    const values = { LISTEN: '8080', ROOT: '/srv', CONFIG_FILE: '/etc/c.json' };
    expect(() => renderSiteConfig({ ...values, API_ORIGIN: "https://x'; script-src *" })).toThrow();
    expect(() => renderSiteConfig({ ...values, STYLE_HASHES: "'sha256-x='; script-src *" })).toThrow();
    expect(() => renderSiteConfig({ ...values, SCRIPT_HASHES: "'sha256-x='; style-src *" })).toThrow();
    expect(renderSiteConfig({ ...values, SCRIPT_HASHES: scriptHashes.join(' ') })).toContain(
      `${scriptHashes.join(' ')}; style-src`,
    );
    expect(renderSiteConfig({ ...values, STYLE_HASHES: styleHashes.join(' ') })).toContain(
      `${styleHashes.join(' ')}; img-src`,
    );
    expect(renderSiteConfig({ ...values, API_ORIGIN: apiOrigin })).toContain(
      `connect-src 'self' ${apiOrigin};`,
    );
  });
});

describe.skipIf(!hasNginx)('nginx with deploy/nginx/portal.conf.template', () => {
  let dist: string;
  let port: number;
  let stop: () => Promise<void>;
  const big = 'console.log("chunk");\n'.repeat(200);

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'kp-nginx-dist-'));
    mkdirSync(join(dist, 'assets'));
    mkdirSync(join(dist, '.vite'));
    writePages(dist);
    writeFileSync(join(dist, 'assets/app-0123abcd.js'), big);
    writeFileSync(join(dist, 'assets/app-0123abcd.js.map'), '{"sources":["secret.ts"]}');
    // A map that slipped into a build, its precompressed copy and one whose name is upper case.
    writeFileSync(join(dist, 'assets/app-0123abcd.js.map.gz'), gzipSync('{"sources":["secret.ts"]}'));
    writeFileSync(join(dist, 'assets/upper-0123abcd.js.MAP'), '{"sources":["secret.ts"]}');
    writeFileSync(join(dist, '.vite/manifest.json'), '{}');
    writeFileSync(join(dist, 'mockServiceWorker.js'), '// worker');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    // config.json and the brand folder beside it, as the container mounts them (/etc/kundenportal).
    const configDir = `${dist}-etc`;
    mkdirSync(join(configDir, 'brand'), { recursive: true });
    writeFileSync(join(configDir, 'brand/logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(join(configDir, 'brand/din.woff2'), 'wOF2');
    writeFileSync(join(configDir, 'brand/.hidden.svg'), '<svg/>');
    writeFileSync(join(configDir, 'secret.txt'), 'not served');
    const configFile = join(configDir, 'config.json');
    writeFileSync(configFile, JSON.stringify({ apiBaseUrl: `${apiOrigin}/v1` }));
    port = await freePort();
    ({ stop } = await startNginx({ port, dist, configFile, apiOrigin }));
  }, 20_000);

  afterAll(async () => {
    await stop?.();
    rmSync(dist, { recursive: true, force: true });
    rmSync(`${dist}-etc`, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
  const expected = securityHeaders({ apiOrigin, styleHashes, scriptHashes });
  // nginx writes the headers literally; only whitespace may differ.
  const tidy = (value: string | null | undefined) => value?.replace(/\s+;/g, ';').trim();

  it('sends the security headers of scripts/securityHeaders.mjs on every answer', async () => {
    for (const target of [
      '/',
      '/en/user/orders',
      '/assets/app-0123abcd.js',
      '/assets/gone.js',
      '/%E0%A4%A',
    ]) {
      const { status, headers } = await rawRequest({ port, target });
      for (const [name, value] of Object.entries(expected)) {
        expect(tidy(headers[name]), `${name} on ${target} (${status})`).toBe(value);
      }
    }
    const refused = await rawRequest({ port, method: 'POST', target: '/' });
    expect(refused.status).toBe(405);
    expect(refused.headers.allow).toBe('GET, HEAD');
    expect(tidy(refused.headers['content-security-policy'])).toBe(expected['content-security-policy']);
    expect(refused.headers.server).toBe('nginx'); // no version
  });

  it('answers only GET and HEAD', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      expect((await get('/', { method })).status, method).toBe(405);
    }
    const head = await rawRequest({ port, method: 'HEAD', target: '/' });
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
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

  it('never serves source maps, the Vite manifest or dotfiles', async () => {
    for (const path of ['/assets/app-0123abcd.js.map', '/.vite/manifest.json', '/.env', '/.vite/']) {
      expect((await get(path)).status, path).toBe(404);
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

  it('caches hashed assets immutably; index.html, config.json, the worker and errors are revalidated', async () => {
    expect((await get('/assets/app-0123abcd.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/en/faq', '/config.json', '/mockServiceWorker.js', '/assets/gone.js']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('answers a request for an unchanged page or config.json with 304 (ETag)', async () => {
    for (const path of ['/', '/en/faq', '/user/dashboard', '/config.json'])
      await expectRevalidated(get, path);
  });

  it("serves this environment's config.json", async () => {
    expect(await (await get('/config.json')).json()).toEqual({ apiBaseUrl: `${apiOrigin}/v1` });
  });

  it('serves the brand folder beside config.json at /brand/, cached as the demo server does', async () => {
    const logo = await get('/brand/logo.svg');
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(logo.headers.get('cache-control')).toBe(brandCacheControl);
    expect(tidy(logo.headers.get('content-security-policy'))).toBe(tidy(expected['content-security-policy']));
    expect((await get('/brand/din.woff2')).headers.get('content-type')).toBe('font/woff2');
    for (const path of ['/brand/none.svg', '/brand/.hidden.svg', '/brand/..%2fsecret.txt', '/brand/']) {
      const response = await get(path);
      expect(response.status, path).toBeGreaterThanOrEqual(400);
      expect(await response.text()).not.toContain('not served');
    }
  });

  it('sends the precompressed brotli or gzip file', async () => {
    for (const encoding of ['br', 'gzip']) {
      const { headers } = await rawRequest({
        port,
        target: '/assets/app-0123abcd.js',
        headers: { 'Accept-Encoding': encoding },
      });
      expect(headers['content-encoding'], encoding).toBe(encoding);
      expect(Number(headers['content-length'])).toBeLessThan(big.length / 5);
      expect(headers.vary).toMatch(/Accept-Encoding/i);
    }
  });

  it('answers every probe with a 2xx or 4xx, never leaks a file, and still serves afterwards', async () => {
    for (const probe of probeList()) {
      const { status, body } = await rawRequest({ port, ...probe });
      const label = `${probe.method} ${probe.target.slice(0, 60)}`;
      expect(status, label).toBeGreaterThanOrEqual(200);
      expect(status, label).toBeLessThan(500);
      expect(body, label).not.toMatch(/root:|"sources"|devDependencies/);
      expect((await get('/')).status).toBe(200);
    }
  });
});
