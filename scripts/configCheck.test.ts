// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfigText } from '../packages/portal-features/src/shared/config/runtimeConfig';
import { brokenConfigs, secret, withBom } from '../packages/portal-features/src/shared/testing/brokenConfigs';
import { brandFileLimits, checkConfig, report } from './configCheck.mjs';

const root = join(import.meta.dirname, '..');
const folder = mkdtempSync(join(tmpdir(), 'kp-config-check-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const live = {
  apiBaseUrl: 'https://api.example.test/v1',
  legal: { privacyUrl: '/datenschutz', imprintUrl: '/impressum' },
  support: { email: 'help@example.test' },
};

/** A config file (JSON text or a value) in a folder of its own; the brand files it holds beside it. */
function configFile(content: unknown, brand: Record<string, string | Buffer> = {}) {
  const dir = mkdtempSync(join(folder, 'site-'));
  for (const [name, body] of Object.entries(brand)) {
    mkdirSync(dirname(join(dir, 'brand', name)), { recursive: true });
    writeFileSync(join(dir, 'brand', name), body);
  }
  const file = join(dir, 'config.json');
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const check = (file: string, options: { reachable?: boolean } = {}) =>
  checkConfig(file, { parse: parseRuntimeConfigText, ...options });
const problemsOf = async (content: unknown) => (await check(configFile(content))).problems;

describe('npm run config:check', () => {
  it('passes the shipped files: the production example and the demo', async () => {
    const example = await check(join(root, 'deploy/config.example.json'));
    expect(example.ok).toBe(true);
    expect(example.summary).toContain('backend https://api.kundenportal.example/v1');
    expect(example.summary).toContain('capabilities: 5 of 10');
    // It names a logo and DIN files, which an operator adds beside it (the repository ships none).
    expect(example.warnings).toHaveLength(3);
    expect(example.warnings[0]).toContain('brand.logo names /brand/logo.svg, but there is no');
    const demo = await check(join(root, 'deploy/demo.config.json'));
    expect(demo).toMatchObject({ ok: true, warnings: [] });
    expect(report('demo.config.json', demo)).toBe(
      'demo.config.json is valid\n  demo (the mock backend in the browser) · capabilities: all (demo) · registration off · no brand assets (the company name as word mark, Barlow)',
    );
  });

  const problemCases: [unknown, string][] = [
    [
      { ...live, legal: { privacyUrl: '/ds' } },
      'legal.imprintUrl is missing – a live portal must link its imprint',
    ],
    [
      { apiBaseUrl: '/api', support: live.support },
      'legal is missing – a live portal must link its privacy policy',
    ],
    [{ legal: live.legal, support: live.support }, 'apiBaseUrl is missing – a live portal needs its backend'],
    [
      { ...live, capabilities: ['logOut'] },
      'capabilities: "logOut" is not an optional operation; did you mean "logout"?',
    ],
    [
      { ...live, capabilities: ['getBasket'] },
      'capabilities: "getBasket" is not an optional operation (they are:',
    ],
    [{ ...live, capabilities: ['logout', 'logout'] }, 'capabilities names "logout" twice'],
    [{ ...live, apiBaseURL: '/api' }, '"apiBaseURL" is not a known setting; did you mean "apiBaseUrl"?'],
    [{ ...live, support: { ...live.support, mail: 'x' } }, 'support: "mail" is not a known setting'],
    [{ ...live, apiBaseUrl: 'api.example.test' }, 'apiBaseUrl must be an http(s) address'],
    [
      { ...live, capabilities: ['logout', 42] },
      'capabilities: 42 is not an optional operation (they are: activateRegistration,',
    ],
    [{ ...live, demo: 'yes' }, 'demo must be true or false (got "yes")'],
    [
      { ...live, legal: { ...live.legal, privacyUrl: 'www.x.test' } },
      'legal.privacyUrl must be an https:// address',
    ],
    [
      { ...live, legal: { ...live.legal, privacyUrl: { en: '/privacy' } } },
      'legal.privacyUrl.de is missing – a value per locale needs German',
    ],
    [
      { ...live, legal: { ...live.legal, imprintUrl: { de: '/i', cz: '/c' } } },
      'legal.imprintUrl: "cz" is not a locale',
    ],
    [{ ...live, legal: { ...live.legal, imprintUrl: 42 } }, 'legal.imprintUrl must be a text, or an object'],
    [{ ...live, support: { email: 'help' } }, 'support.email is not an e-mail address (got "help")'],
    [{ ...live, support: { ...live.support, hours: ' ' } }, 'support.hours must not be blank'],
    [{ ...live, brand: { logo: '/logo.svg' } }, 'brand.logo must be a file in the brand folder'],
    [
      { ...live, brand: { fonts: { regular: '/brand/a.woff2' } } },
      'brand.fonts.bold is missing – DIN needs both',
    ],
  ];
  it("the README's production example is deploy/config.example.json", () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const shown = /### config\.json[\s\S]*?```json\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(JSON.parse(shown)).toEqual(
      JSON.parse(readFileSync(join(root, 'deploy/config.example.json'), 'utf8')),
    );
  });

  it.each(problemCases.map(([config, named]) => [named, config] as const))(
    'says "%s"',
    async (named, config) => {
      const result = await check(configFile(config));
      expect(
        result.problems.find((problem) => problem.includes(named)),
        result.problems.join('\n'),
      ).toBeDefined();
      // And says what the portal would make of it.
      expect(report('config.json', result)).toMatch(
        /^config\.json has .* – the portal would show its out-of-service page:/,
      );
    },
  );

  it('names the procurement systems (punchout) and warns when origins and operations do not come together', async () => {
    const punchout = { origins: ['https://s1.ariba.com'] };
    const operations = ['startPunchoutSession', 'checkPunchoutBasket', 'transferPunchoutBasket'];
    const complete = await check(configFile({ ...live, capabilities: operations, punchout }));
    expect(complete).toMatchObject({ ok: true, warnings: [] });
    expect(complete.summary).toContain('punchout to https://s1.ariba.com (form-action, frame-ancestors)');
    const noOperations = await check(configFile({ ...live, punchout }));
    expect(noOperations.warnings).toEqual([expect.stringContaining('nobody can punch out')]);
    const noOrigins = await check(configFile({ ...live, capabilities: operations }));
    expect(noOrigins.warnings).toEqual([
      expect.stringContaining('punchout.origins lists no procurement system'),
    ]);
    expect(await problemsOf({ ...live, punchout: { origins: ['https://s1.ariba.com/'] } })).toEqual([
      expect.stringContaining('punchout.origins: "https://s1.ariba.com/" is no origin'),
    ]);
  });

  it('names a file that is no JSON, or none', async () => {
    expect((await problemsOf('{ "demo": true,'))[0]).toBe('the file is not valid JSON (line 1, column 16)');
    expect((await check(join(folder, 'missing.json'))).problems[0]).toMatch(/^cannot be read: /);
  });

  // Issue 40: each file the check let through, refused with its reason – the portal's parser says the same
  // (runtimeConfig.test.ts), since the check runs it.
  it.each(brokenConfigs)('refuses $case: "$reason", showing no secret', async ({ text, reason }) => {
    const file = configFile(text);
    const result = await check(file);
    expect(result.ok).toBe(false);
    expect(result.problems.join('\n')).toContain(reason);
    const shown = report(file, result);
    expect(shown).not.toContain(secret);
    expect(shown.length).toBeLessThan(1000);
  });

  it('accepts a file with a UTF-8 byte order mark, as the portal does', async () => {
    const result = await check(configFile(withBom));
    expect(result).toMatchObject({ ok: true, problems: [] });
  });

  it('refuses brand files larger than stated: a 5 MB logo, an oversized font', async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, ' ');
    big.write('<svg xmlns="http://www.w3.org/2000/svg">');
    const font = Buffer.alloc(brandFileLimits.font + 1);
    font.write('wOF2', 'latin1');
    const file = configFile(
      {
        ...live,
        brand: { logo: '/brand/logo.svg', fonts: { regular: '/brand/r.woff2', bold: '/brand/b.woff2' } },
      },
      { 'logo.svg': big, 'r.woff2': font },
    );
    const result = await check(file);
    expect(result.ok).toBe(false);
    expect(result.problems).toEqual([
      'brand.logo: /brand/logo.svg is 5.0 MB – at most 256 KB, as every page loads it (a logo of a few KB, a woff2 face of 20–60 KB is usual)',
      expect.stringMatching(/^brand\.fonts\.regular: \/brand\/r\.woff2 is 257 KB – at most 256 KB/),
    ]);
    expect(report(file, result)).toMatch(/^config\.json has 2 problems \(the portal would start with it\):/);
  });

  it('with --reach, says whether the backend answers at all', async () => {
    const server = createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const { port } = server.address() as { port: number };
    try {
      const up = await check(configFile({ ...live, apiBaseUrl: `http://127.0.0.1:${port}/v1` }), {
        reachable: true,
      });
      expect(up.ok).toBe(true);
      expect(up.summary).toMatch(/· the backend answered 404 in \d+ ms$/);
    } finally {
      await new Promise((done) => server.close(done));
    }
    const down = await check(configFile({ ...live, apiBaseUrl: `http://127.0.0.1:${port}/v1` }), {
      reachable: true,
    });
    expect(down.problems).toEqual([
      `the backend at http://127.0.0.1:${port} cannot be reached: ECONNREFUSED`,
    ]);
    const path = await check(configFile({ ...live, apiBaseUrl: '/api' }), { reachable: true });
    expect(path).toMatchObject({ ok: true, warnings: [expect.stringContaining('is a path on the portal')] });
  });

  it('looks for the brand files beside the config file and warns of missing or wrong ones', async () => {
    const barlow = join(
      dirname(
        createRequire(join(root, 'apps/portal/package.json')).resolve('@fontsource/barlow/package.json'),
      ),
      'files/barlow-latin-400-normal.woff2',
    );
    const brand = {
      logo: '/brand/logo.svg',
      fonts: { regular: '/brand/fonts/din.woff2', bold: '/brand/din-bold.woff2' },
    };
    const dir = dirname(configFile({}));
    copyFileSync(barlow, join(dir, 'font.woff2'));
    const file = configFile(
      { ...live, brand },
      { 'logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>', 'din-bold.woff2': 'not a font' },
    );
    mkdirSync(join(dirname(file), 'brand/fonts'));
    copyFileSync(barlow, join(dirname(file), 'brand/fonts/din.woff2'));
    const result = await check(file);
    expect(result.ok).toBe(true);
    expect(result.summary).toContain('brand assets: logo, DIN regular found, 1 missing');
    expect(result.warnings).toEqual([
      'brand.fonts.bold: /brand/din-bold.woff2 is not a woff2 font – without it the portal keeps Barlow',
    ]);
  });

  it('reports in words on the command line and exits 1 on a problem, 0 without (the portal’s own parser)', () => {
    const run = (file: string) => {
      try {
        return {
          code: 0,
          out: execFileSync('node', [join(root, 'scripts/configCheck.mjs'), file], { encoding: 'utf8' }),
        };
      } catch (error) {
        const { status, stdout } = error as { status: number; stdout: string };
        return { code: status, out: stdout };
      }
    };
    const broken = run(configFile({ ...live, legal: { privacyUrl: '/ds' } }));
    expect(broken.code).toBe(1);
    expect(broken.out).toBe(
      'config.json has a problem – the portal would show its out-of-service page:\n  ✗ legal.imprintUrl is missing – a live portal must link its imprint\n',
    );
    const secretive = run(configFile({ ...live, apiBaseUrl: `https://api.example.test/?api_key=${secret}` }));
    expect(secretive.code).toBe(1);
    expect(secretive.out).toContain('apiBaseUrl must not hold a user, password, query or fragment');
    expect(secretive.out).not.toContain(secret);
    const fine = run(join(root, 'deploy/demo.config.json'));
    expect(fine).toEqual({ code: 0, out: expect.stringMatching(/^demo\.config\.json is valid\n/) });
  }, 30_000);
});
