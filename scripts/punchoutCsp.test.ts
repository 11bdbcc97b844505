// @vitest-environment node
/**
 * Punchout's CSP (issue 44): the procurement systems config.json lists (`punchout.origins`) are the CSP's
 * form-action beside 'self' and its frame-ancestors – from nginx's site (deploy/nginx/portal.conf.template, filled
 * as the container's entrypoint and scripts/nginx.mjs fill it) and from the demo server alike, as
 * scripts/securityHeaders.mjs states them. Without the list nothing may frame the portal.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPunchoutOrigins, renderSiteConfig } from './nginx.mjs';
import { contentSecurityPolicy, punchoutOriginsOf } from './securityHeaders.mjs';
import { servePortal } from './serve.mjs';

const origins = ['https://s1.ariba.com', 'http://127.0.0.1:4403'];
const folder = mkdtempSync(join(tmpdir(), 'kp-punchout-csp-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const configWith = (config: unknown) => {
  const file = join(folder, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(config));
  return file;
};
/** nginx's CSP line for these origins, its whitespace as the header's. */
const nginxCsp = (punchout: string[]) => {
  const site = renderSiteConfig({ LISTEN: '8080', ROOT: '/srv', CONFIG_FILE: '/etc/c.json' });
  const line = /add_header Content-Security-Policy "([^"]*)" always;/.exec(
    fillPunchoutOrigins(site, punchout),
  );
  return line?.[1]?.replace(/\s+;/g, ';').replace(/ {2,}/g, ' ').trim();
};

describe('punchout origins in the CSP', () => {
  it('nginx states what securityHeaders.mjs states, with and without punchout', () => {
    expect(nginxCsp(origins)).toBe(contentSecurityPolicy({ punchoutOrigins: origins }));
    expect(nginxCsp(origins)).toContain(
      `form-action 'self' ${origins.join(' ')}; frame-ancestors ${origins.join(' ')}`,
    );
    expect(nginxCsp([])).toBe(contentSecurityPolicy());
    expect(nginxCsp([])).toContain("frame-ancestors 'none'");
  });

  it('refuses anything that is no origin before it reaches the site', () => {
    const site = renderSiteConfig({ LISTEN: '8080', ROOT: '/srv', CONFIG_FILE: '/etc/c.json' });
    for (const bad of ['https://x.example; script-src *', 'https://x.example/path', "'none'"])
      expect(() => fillPunchoutOrigins(site, [bad])).toThrow();
  });

  it("reads them from config.json, leaving out what the portal's parser would refuse anyway", () => {
    expect(punchoutOriginsOf(configWith({ apiBaseUrl: '/api', punchout: { origins } }))).toEqual(origins);
    expect(
      punchoutOriginsOf(
        configWith({ punchout: { origins: ['https://ok.example', 'https://x; script-src *'] } }),
      ),
    ).toEqual(['https://ok.example']);
    expect(punchoutOriginsOf(configWith({ demo: true }))).toEqual([]);
    expect(punchoutOriginsOf(join(folder, 'missing.json'))).toEqual([]);
  });

  it('the demo server sends them on every answer', async () => {
    const server = await servePortal({
      port: 0,
      configFile: configWith({ apiBaseUrl: '/api', punchout: { origins } }),
    });
    try {
      const { port } = server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/config.json`);
      expect(answer.headers.get('content-security-policy')).toContain(
        `form-action 'self' ${origins.join(' ')}; frame-ancestors ${origins.join(' ')}`,
      );
    } finally {
      server.closeAllConnections();
      await new Promise((done) => server.close(done));
    }
  });
});
