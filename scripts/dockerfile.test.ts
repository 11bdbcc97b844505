// @vitest-environment node
/**
 * No Docker daemon on CI or these machines, so the image is never built here. This checks what can go stale
 * without a build: the Dockerfile copies files that exist, serves the very template (and nginx.conf) that the
 * end-to-end suite runs nginx with, and its entrypoint fills exactly the template's placeholders.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const dockerfile = read('deploy/Dockerfile');
const copies = [...dockerfile.matchAll(/^COPY (?!--from)(\S+) (\S+)$/gm)].map(([, from = '', to = '']) => ({
  from,
  to,
}));

describe('deploy/Dockerfile', () => {
  it('copies only files that exist', () => {
    expect(copies.length).toBeGreaterThan(2);
    for (const { from } of copies) if (from !== '.') expect(existsSync(join(root, from)), from).toBe(true);
  });

  it('serves the site template and nginx.conf that scripts/nginx.mjs (the e2e host) uses', () => {
    const nginxScript = read('scripts/nginx.mjs');
    const template = copies.find(({ to }) => to.endsWith('portal.conf.template'));
    expect(template?.from).toBe('deploy/nginx/portal.conf.template');
    expect(nginxScript).toContain("'deploy/nginx/portal.conf.template'");
    expect(copies.some(({ from }) => from === 'deploy/nginx/nginx.conf')).toBe(true);
  });

  it("fills exactly the template's placeholders in its entrypoint", () => {
    const placeholders = new Set(
      [...read('deploy/nginx/portal.conf.template').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]),
    );
    const entrypoint = read('deploy/docker-entrypoint.sh');
    const substituted = new Set(
      [...(/envsubst '([^']+)'/.exec(entrypoint)?.[1] ?? '').matchAll(/\$\{(\w+)\}/g)].map((m) => m[1]),
    );
    expect(substituted).toEqual(placeholders);
    expect(entrypoint).toContain('/etc/kundenportal/portal.conf.template');
  });

  it('builds with the scripts the repository has and strips build internals', () => {
    for (const script of dockerfile.matchAll(/node (scripts\/\S+\.mjs)/g))
      expect(existsSync(join(root, script[1] ?? ''))).toBe(true);
    expect(dockerfile).toMatch(/-name '\*\.map' -delete/);
    expect(dockerfile).toMatch(/rm -rf apps\/portal\/dist\/\.vite/);
    expect(dockerfile).toMatch(/^USER www-data$/m);
  });
});
