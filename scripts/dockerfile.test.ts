// @vitest-environment node
/**
 * No Docker daemon on CI or these machines, so the image is never built here. This checks what can go stale
 * without a build: the Dockerfile copies files that exist, serves the very template (and nginx.conf) that the
 * end-to-end suite runs nginx with, and its entrypoint fills exactly the template's placeholders.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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

  it("derives API_ORIGIN from the mounted config's apiBaseUrl when it is not given", () => {
    const derive = /API_ORIGIN="\$\((sed [\s\S]+?)\)"\n/.exec(read('deploy/docker-entrypoint.sh'))?.[1] ?? '';
    expect(derive).toContain('/etc/kundenportal/config.json');
    const dir = mkdtempSync(join(tmpdir(), 'kp-entrypoint-'));
    const originOf = (config: string) => {
      writeFileSync(join(dir, 'config.json'), config);
      const command = derive.replace('/etc/kundenportal/config.json', join(dir, 'config.json'));
      return execFileSync('sh', ['-c', command], { encoding: 'utf8' }).trim();
    };
    try {
      expect(originOf('{"apiBaseUrl": "https://api.kundenportal.example/v1"}')).toBe(
        'https://api.kundenportal.example',
      );
      expect(originOf('{\n  "productKey": "x",\n  "apiBaseUrl":"http://127.0.0.1:4400/api"\n}')).toBe(
        'http://127.0.0.1:4400',
      );
      expect(originOf('{"apiBaseUrl": "/api"}')).toBe('');
      expect(originOf('{"demo": true}')).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('builds with the scripts the repository has and strips build internals', () => {
    for (const script of dockerfile.matchAll(/node (scripts\/\S+\.mjs)/g))
      expect(existsSync(join(root, script[1] ?? ''))).toBe(true);
    expect(dockerfile).toMatch(/-name '\*\.map' -delete/);
    expect(dockerfile).toMatch(/rm -rf apps\/portal\/dist\/\.vite/);
    expect(dockerfile).toMatch(/^USER www-data$/m);
  });
});
