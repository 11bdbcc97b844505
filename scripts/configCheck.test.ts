// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseRuntimeConfig } from '../packages/portal-features/src/shared/config/runtimeConfig';
import { checkConfig, report } from './configCheck.mjs';

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

const check = (file: string) => checkConfig(file, { parse: parseRuntimeConfig });
const problemsOf = (content: unknown) => check(configFile(content)).problems;

describe('npm run config:check', () => {
  it('passes the shipped files: the production example and the demo', () => {
    const example = check(join(root, 'deploy/config.example.json'));
    expect(example.ok).toBe(true);
    expect(example.summary).toContain('backend https://api.kundenportal.example/v1');
    expect(example.summary).toContain('capabilities: 5 of 10');
    // It names a logo and DIN files, which an operator adds beside it (the repository ships none).
    expect(example.warnings).toHaveLength(3);
    expect(example.warnings[0]).toContain('brand.logo names /brand/logo.svg, but there is no');
    const demo = check(join(root, 'deploy/demo.config.json'));
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

  it.each(problemCases.map(([config, named]) => [named, config] as const))('says "%s"', (named, config) => {
    const problems = problemsOf(config);
    expect(
      problems.find((problem) => problem.includes(named)),
      problems.join('\n'),
    ).toBeDefined();
    // And says what the portal would make of it.
    expect(problems.at(-1)).toMatch(/^the portal would show its out-of-service page: /);
  });

  it('names a file that is no JSON, or none', () => {
    expect(problemsOf('{ "demo": true,')[0]).toMatch(/^is not valid JSON: /);
    expect(check(join(folder, 'missing.json')).problems[0]).toMatch(/^cannot be read: /);
  });

  it('looks for the brand files beside the config file and warns of missing or wrong ones', () => {
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
    const result = check(file);
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
    expect(broken.out).toContain(
      'config.json has 2 problems:\n  ✗ legal.imprintUrl is missing – a live portal must link its imprint',
    );
    const fine = run(join(root, 'deploy/demo.config.json'));
    expect(fine).toEqual({ code: 0, out: expect.stringMatching(/^demo\.config\.json is valid\n/) });
  }, 30_000);
});
