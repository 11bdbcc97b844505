// @vitest-environment node
/**
 * No Docker daemon on CI or these machines, so the image is never built here. This checks what can go stale
 * without a build: the Dockerfile copies files that exist, serves the very template (and nginx.conf) that the
 * end-to-end suite runs nginx with, and its entrypoint fills exactly the template's placeholders; its storybook
 * targets build the Storybook README documents, render its site with the command the Dockerfile runs, and
 * serve it unprivileged from the folder the site names.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/** The stages in order: FROM's image and name, and the instructions with comments dropped, continuations joined. */
const stages = dockerfile
  .split(/^(?=FROM )/m)
  .slice(1)
  .map((block) => {
    const [, image = '', name = ''] = /^FROM (\S+)(?: AS (\S+))?/.exec(block) ?? [];
    const instructions = block
      .replace(/^\s*#.*\n/gm, '')
      .replace(/\s*\\\n\s*/g, ' ')
      .split('\n')
      .filter((line) => /^[A-Z]+ /.test(line) && !line.startsWith('FROM '));
    return { image, name, instructions };
  });
const stage = (name: string) => {
  const found = stages.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`deploy/Dockerfile has no stage ${name}`);
  return found;
};
/** The shell commands of a stage's RUN instructions, split at &&. */
const commandsOf = (name: string) =>
  stage(name)
    .instructions.filter((line) => line.startsWith('RUN '))
    .flatMap((line) => line.slice(4).split(/\s*&&\s*/))
    .map((command) => command.trim());

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

  it("reads the procurement systems' origins from the mounted config (punchout), and refuses anything else", () => {
    const entrypoint = read('deploy/docker-entrypoint.sh');
    const start = entrypoint.indexOf('PUNCHOUT_ORIGINS=""');
    const end = entrypoint.indexOf('# The build');
    const dir = mkdtempSync(join(tmpdir(), 'kp-entrypoint-'));
    const run = (config: string) => {
      writeFileSync(join(dir, 'config.json'), config);
      const script = `${entrypoint.slice(start, end).replaceAll('/etc/kundenportal/config.json', join(dir, 'config.json'))}\nprintf '%s|%s' "$PUNCHOUT_ORIGINS" "$FRAME_ANCESTORS"`;
      return execFileSync('sh', ['-c', script], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    };
    try {
      expect(run('{"apiBaseUrl": "/api"}')).toBe("|'none'");
      expect(
        run(
          '{"apiBaseUrl": "/api",\n "punchout": {\n  "origins": ["https://s1.ariba.com", "http://127.0.0.1:4403"]\n }}',
        ),
      ).toBe('https://s1.ariba.com http://127.0.0.1:4403|https://s1.ariba.com http://127.0.0.1:4403');
      expect(() => run('{"punchout": {"origins": ["https://x.example;script-src *"]}}')).toThrow();
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

describe('deploy/Dockerfile, the built Storybook', () => {
  const servedFrom = '/usr/share/kundenportal-storybook';

  it('keeps the portal the default target (the last stage), as before', () => {
    const portal = stages.at(-1);
    expect(portal?.name).toBe('portal');
    expect(portal?.instructions).toContain('COPY --from=build /src/apps/portal/dist /usr/share/kundenportal');
    expect(portal?.instructions).toContain('ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]');
    expect(portal?.instructions).toContain('USER www-data');
    // Nothing of Storybook's reaches it: it builds from the app's stage and the nginx base only.
    const from = (name: string): string[] => {
      const { image, instructions } = stage(name);
      const copied = instructions.flatMap((line) => /--from=(\S+)/.exec(line)?.[1] ?? []);
      return [name, ...[image, ...copied].filter((n) => stages.some((s) => s.name === n)).flatMap(from)];
    };
    expect(new Set(from('portal'))).toEqual(new Set(['portal', 'nginx-base', 'build', 'sources']));
  });

  it('builds the Storybook README documents: npm run build-storybook, the full build with its docs pages', () => {
    expect(stage('storybook-build').image).toBe('sources');
    const commands = commandsOf('storybook-build');
    expect(commands[0]).toMatch(/^npm run build-storybook\b/);
    const script = JSON.parse(read('package.json')).scripts['build-storybook'];
    // Installs first (a fresh clone has no node_modules); no --test (which drops the docs pages and panels) and
    // no -o: it writes storybook-static. Arguments after `--` reach `storybook build`, the last command.
    expect(script).toBe('node scripts/setup.mjs && storybook build');
    expect(read('README.md')).toContain('npm run build-storybook');
  });

  it('exports the plain folder with --target storybook-static', () => {
    const exported = stage('storybook-static');
    expect(exported.image).toBe('scratch');
    expect(exported.instructions).toEqual(['COPY --from=storybook-build /src/storybook-static /']);
  });

  it('serves the precompressed copy, unprivileged on 8080, from the folder its site names', () => {
    const image = stage('storybook');
    expect(image.image).toBe('nginx-base');
    expect(commandsOf('storybook-build')).toEqual(
      expect.arrayContaining([
        'cp -a storybook-static storybook-served',
        'node scripts/precompress.mjs storybook-served',
      ]),
    );
    expect(image.instructions).toContain(`COPY --from=storybook-build /src/storybook-served ${servedFrom}`);
    // The one site: nginx-base empties conf.d, nginx.conf includes it, the rendered site goes there.
    expect(image.instructions).toContain(
      'COPY --from=storybook-build /src/storybook.conf /etc/nginx/conf.d/storybook.conf',
    );
    expect(commandsOf('nginx-base').join('\n')).toMatch(/rm -rf [^\n]*\/etc\/nginx\/conf\.d\/\*/);
    expect(stage('nginx-base').instructions).toContain('COPY deploy/nginx/nginx.conf /etc/nginx/nginx.conf');
    expect(read('deploy/nginx/nginx.conf')).toMatch(/^\s*include \/etc\/nginx\/conf\.d\/\*\.conf;$/m);
    // Unprivileged: www-data, a port above 1024, pid and temporary files where www-data may write.
    expect(image.instructions).toContain('USER www-data');
    expect(image.instructions).toContain('EXPOSE 8080');
    expect(read('deploy/nginx/nginx.conf')).toMatch(/^pid \/tmp\//m);
    expect(image.instructions).toContain('CMD ["nginx", "-c", "/etc/nginx/nginx.conf", "-g", "daemon off;"]');
  });

  it("renders the site with the Dockerfile's own command: port 8080, the served folder, the build's hashes", () => {
    const render = commandsOf('storybook-build').find((command) =>
      command.includes('storybookSite.mjs render'),
    );
    expect(render).toBe(
      `node scripts/storybookSite.mjs render storybook-static --listen 8080 --root ${servedFrom} > storybook.conf`,
    );
    const dir = mkdtempSync(join(tmpdir(), 'kp-storybook-stage-'));
    try {
      mkdirSync(join(dir, 'storybook-static'));
      writeFileSync(
        join(dir, 'storybook-static/index.html'),
        '<script>window.CONFIG_TYPE = "PRODUCTION";</script><script type="module" src="./x.js"></script>',
      );
      execFileSync('sh', ['-c', (render ?? '').replace('node scripts/', `node ${root}/scripts/`)], {
        cwd: dir,
      });
      const site = readFileSync(join(dir, 'storybook.conf'), 'utf8');
      const hash = createHash('sha256').update('window.CONFIG_TYPE = "PRODUCTION";').digest('base64');
      expect(site).toMatch(/^\s*listen 8080;$/m);
      expect(site).toMatch(new RegExp(`^\\s*root ${servedFrom};$`, 'm'));
      expect(site).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(site.replace(/^\s*#.*$/gm, '')).not.toContain('${');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
