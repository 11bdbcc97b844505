// @vitest-environment node
// deploy/nginx/storybook.conf.template – the storybook image's site – on Debian's nginx, against a small
// Storybook-shaped folder: the CSP names exactly the build's inline scripts, the headers a same-origin preview
// frame needs, caching, files only, methods and probes. scripts/storybook-check.mjs opens the real build through
// the same site in Chromium.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nginxBinary } from './nginx.mjs';
import { probeList, rawRequest, sourceMapSpellings } from './probes.mjs';
import { inlineScriptHashes, renderStorybookSite, startStorybookNginx } from './storybookSite.mjs';

const hasNginx = Boolean(nginxBinary());
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

// Storybook's two pages, each with inline scripts (the manager's globals, a module; the preview's globals).
const managerGlobals =
  '\n  window[\'FEATURES\'] = { "actions": true };\n  window[\'CONFIG_TYPE\'] = "PRODUCTION";\n';
const managerModule = "\n  import './sb-manager/globals-runtime.js';\n  import './sb-manager/runtime.js';\n";
const previewGlobals = "\n  window.CONFIG_TYPE = 'PRODUCTION'; // ü – hashed as UTF-8\n";
const indexHtml = `<!doctype html><html><head><style>#root{}</style></head><body><div id="root"></div>
<script>${managerGlobals}</script>
<script type="module">${managerModule}</script></body></html>`;
const iframeHtml = `<!doctype html><html><head><script type="module" src="./vite-inject-mocker-entry.js"></script>
<SCRIPT>${previewGlobals}</SCRIPT>
<script type="module" crossorigin src="./assets/iframe-0123abcd.js"></script></head><body></body></html>`;
const expectedHashes = [sha(previewGlobals), sha(managerGlobals), sha(managerModule)];

function storybookFolder() {
  const dir = mkdtempSync(join(tmpdir(), 'kp-storybook-'));
  for (const sub of ['assets', 'sb-manager', 'sb-common-assets', '.cache']) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, 'index.html'), indexHtml);
  writeFileSync(join(dir, 'iframe.html'), iframeHtml);
  writeFileSync(join(dir, 'index.json'), JSON.stringify({ v: 5, entries: {} }));
  writeFileSync(join(dir, 'assets/iframe-0123abcd.js'), 'console.log("preview");\n'.repeat(200));
  writeFileSync(join(dir, 'assets/iframe-0123abcd.js.map'), '{"sources":["secret.ts"]}');
  writeFileSync(join(dir, 'sb-manager/runtime.js'), 'console.log("manager");\n'.repeat(200));
  writeFileSync(join(dir, 'sb-common-assets/nunito-sans-regular.woff2'), 'wOF2');
  writeFileSync(join(dir, 'mockServiceWorker.js'), '// worker');
  writeFileSync(join(dir, '.cache/secret.txt'), 'not served');
  return dir;
}

describe('the storybook site', () => {
  it("hashes every inline script of the build's HTML, and no script with a src", () => {
    const dir = storybookFolder();
    try {
      expect(inlineScriptHashes(dir).sort()).toEqual([...expectedHashes].sort());
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('fills every placeholder and refuses values that could break out of the configuration', () => {
    const values = { LISTEN: '8080', ROOT: '/srv/storybook', SCRIPT_HASHES: expectedHashes.join(' ') };
    const site = renderStorybookSite(values);
    expect(site.replace(/^\s*#.*$/gm, '')).not.toContain('${');
    expect(site).toContain(`script-src 'self' ${expectedHashes.join(' ')};`);
    expect(() => renderStorybookSite({ ...values, SCRIPT_HASHES: "'sha256-x='; script-src *" })).toThrow();
    expect(() => renderStorybookSite({ ...values, ROOT: '/srv; include /etc/passwd' })).toThrow();
    expect(() => renderStorybookSite({ ...values, LISTEN: '8080 default_server' })).toThrow();
  });
});

describe.skipIf(!hasNginx)('nginx with deploy/nginx/storybook.conf.template', () => {
  let dir: string;
  let port: number;
  let stop: () => Promise<void>;

  beforeAll(async () => {
    dir = storybookFolder();
    ({ stop, port } = await startStorybookNginx({ dir }));
  }, 20_000);

  afterAll(async () => {
    await stop?.();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (path: string, init?: RequestInit) => fetch(`http://127.0.0.1:${port}${path}`, init);
  const csp = [
    "default-src 'self'",
    // In the order of the files (iframe.html, index.html), then of the scripts in each.
    `script-src 'self' ${expectedHashes.join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self'",
    "frame-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');

  it('sends a CSP with exactly the build’s inline scripts, no eval, and same-origin framing on every answer', async () => {
    for (const target of [
      '/',
      '/iframe.html',
      '/index.json',
      '/assets/iframe-0123abcd.js',
      '/gone',
      '/%E0%A4%A',
    ]) {
      const { status, headers } = await rawRequest({ port, target });
      const label = `${target} (${status})`;
      expect(headers['content-security-policy'], label).toBe(csp);
      expect(headers['x-frame-options'], label).toBe('SAMEORIGIN');
      expect(headers['x-content-type-options'], label).toBe('nosniff');
      expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
      expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
      expect(headers['strict-transport-security'], label).toBe('max-age=31536000; includeSubDomains');
    }
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });

  it('serves the manager at /, the preview, the index and the worker', async () => {
    const manager = await get('/');
    expect(manager.status).toBe(200);
    expect(manager.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await manager.text()).toContain('<div id="root">');
    expect((await get('/iframe.html')).status).toBe(200);
    expect(await (await get('/index.json')).json()).toEqual({ v: 5, entries: {} });
    expect((await get('/mockServiceWorker.js')).headers.get('content-type')).toMatch(/javascript/);
    expect((await get('/sb-common-assets/nunito-sans-regular.woff2')).headers.get('content-type')).toBe(
      'font/woff2',
    );
  });

  it('caches hashed assets for a year; pages, the index, the manager, the worker and 404s are revalidated', async () => {
    expect((await get('/assets/iframe-0123abcd.js')).headers.get('cache-control')).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const path of ['/', '/iframe.html', '/index.json', '/sb-manager/runtime.js', '/assets/gone.js']) {
      expect((await get(path)).headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('is files only: a missing path is a 404, never the manager', async () => {
    for (const path of ['/gone', '/assets/gone-0123abcd.js', '/story/ui-button--primary']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toContain('<div id="root">');
    }
  });

  it('never serves source maps or dotfiles, in any spelling', async () => {
    expect((await get('/.cache/secret.txt')).status).toBe(404);
    for (const target of sourceMapSpellings('/assets/iframe-0123abcd.js.map')) {
      const { status, body } = await rawRequest({ port, target });
      expect(status, target).toBeGreaterThanOrEqual(400);
      expect(status, target).toBeLessThan(500);
      expect(body, target).not.toContain('secret.ts');
    }
  });

  it('answers only GET and HEAD, compresses on the fly, and survives every probe', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) {
      const response = await get('/', { method });
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
    }
    const { headers } = await rawRequest({
      port,
      target: '/sb-manager/runtime.js',
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(headers['content-encoding']).toBe('gzip');
    for (const probe of probeList()) {
      const { status, body } = await rawRequest({ port, ...probe });
      const label = `${probe.method} ${probe.target.slice(0, 60)}`;
      expect(status, label).toBeGreaterThanOrEqual(200);
      expect(status, label).toBeLessThan(500);
      expect(body, label).not.toMatch(/root:|"sources"|not served/);
    }
    expect((await get('/')).status).toBe(200);
  });
});
