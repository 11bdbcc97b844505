import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionalOperations } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import { brokenConfigs, secret, withBom } from '../testing/brokenConfigs';
import {
  buildTimeConfig,
  defaultRuntimeConfig,
  effectiveApiBaseUrl,
  isDemoMode,
  loadRuntimeConfig,
  localized,
  mainClient,
  offers,
  parseRuntimeConfig,
  parseRuntimeConfigText,
  type RuntimeConfigResult,
} from './runtimeConfig';

const configOf = (result: RuntimeConfigResult) => {
  if (!result.ok) throw new Error(`expected a usable config, got: ${result.problem}`);
  return result.config;
};
const json =
  (body: string, status = 200) =>
  async () =>
    new Response(body, { status });

/** What a live (non-demo) config must name besides its backend. */
const support = { email: 'help@example.test' };
const live = {
  legal: { privacyUrl: 'https://www.example.test/privacy', imprintUrl: 'https://www.example.test/imprint' },
  support,
};

describe('runtime config', () => {
  it('runs the demo only when config.json says "demo": true – registration off, main client client_kundenportal', () => {
    const config = configOf(parseRuntimeConfig({ demo: true }));
    expect(isDemoMode(config)).toBe(true);
    expect(config.registrationEnabled).toBe(false);
    expect(mainClient(config)).toBe('client_kundenportal');
    expect(effectiveApiBaseUrl(config)).toBe('/api');
  });

  it('reads an environment', () => {
    const config = configOf(
      parseRuntimeConfig({
        ...live,
        apiBaseUrl: 'https://api.example.test/v1/',
        registrationEnabled: true,
        productKey: 'acme',
      }),
    );
    expect(config).toEqual({
      demo: false,
      apiBaseUrl: 'https://api.example.test/v1',
      registrationEnabled: true,
      productKey: 'acme',
      companyName: 'Kundenportal GmbH',
      capabilities: new Set(),
      legal: live.legal,
      support: live.support,
      brand: {},
      punchout: { origins: [] },
    });
    expect(isDemoMode(config)).toBe(false);
    expect(mainClient(config)).toBe('client_acme');
    expect(configOf(parseRuntimeConfig({ ...live, apiBaseUrl: '/api' })).apiBaseUrl).toBe('/api');
  });

  it.each([
    ['an empty object (no API, no explicit demo)', {}],
    ['an empty API URL', { apiBaseUrl: '' }],
    ['a typo in the field name', { apiBaseURL: 'https://api.example.test' }],
    ['demo as a string', { demo: 'true' }],
    ['registration as a string', { apiBaseUrl: '/api', registrationEnabled: 'yes' }],
    ['a protocol-relative API URL', { apiBaseUrl: '//evil.example' }],
    ['a javascript: URL', { apiBaseUrl: 'javascript:alert(1)' }],
    ['credentials in the API URL', { apiBaseUrl: 'https://user:pw@api.example.test' }],
    ['an odd product key', { demo: true, productKey: '../x' }],
    ['an array', []],
    ['null', null],
  ])('refuses %s', (_, input) => {
    expect(parseRuntimeConfig(input).ok).toBe(false);
  });

  it('fails closed – never demo mode – when config.json is missing, unreachable or broken', async () => {
    for (const fetchImpl of [
      json('', 404),
      json('{"demo":true}', 500),
      json('{oops'),
      json('<!doctype html><title>SPA fallback</title>'),
      json('{}'),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const result = await loadRuntimeConfig('/config.json', fetchImpl);
      expect(result.ok).toBe(false);
    }
  });

  it('fails closed when config.json does not answer in time: the request is given up, the page not left blank', async () => {
    let signal: AbortSignal | undefined;
    const hanging: typeof fetch = (_url, init) => {
      signal = init?.signal ?? undefined;
      return new Promise<Response>((_resolve, reject) => {
        signal?.addEventListener('abort', () => reject(signal?.reason));
      });
    };
    const result = await loadRuntimeConfig('/config.json', hanging, 20);
    expect(result.ok).toBe(false);
    expect(signal?.aborted).toBe(true);
  });

  it('the demo configuration npm start serves is valid and is the demo', async () => {
    const file = join(process.cwd(), 'deploy/demo.config.json');
    const config = configOf(await loadRuntimeConfig('/config.json', json(readFileSync(file, 'utf8'))));
    expect(isDemoMode(config)).toBe(true);
    const example = join(process.cwd(), 'deploy/config.example.json');
    expect(isDemoMode(configOf(parseRuntimeConfig(JSON.parse(readFileSync(example, 'utf8')))))).toBe(false);
  });

  it('names the company from config.json (one line), refusing a blank or overlong name (never the example one instead)', () => {
    const named = parseRuntimeConfig({ demo: true, companyName: ' Acme  Chemicals AG ' });
    expect(named.ok && named.config.companyName).toBe('Acme Chemicals AG');
    expect(configOf(parseRuntimeConfig({ demo: true })).companyName).toBe('Kundenportal GmbH');
    for (const companyName of ['   ', 'x'.repeat(81), 42]) {
      expect(parseRuntimeConfig({ demo: true, companyName }).ok).toBe(false);
    }
  });

  it('offers an optional operation only when config.json names it; the demo offers all', () => {
    const real = configOf(
      parseRuntimeConfig({ ...live, apiBaseUrl: '/api', capabilities: ['logout', 'createComplaint'] }),
    );
    expect(offers(real, 'logout')).toBe(true);
    expect(offers(real, 'createComplaint')).toBe(true);
    expect(offers(real, 'sendContactMessage')).toBe(false);
    expect(configOf(parseRuntimeConfig({ ...live, apiBaseUrl: '/api' })).capabilities.size).toBe(0);
    const demo = configOf(parseRuntimeConfig({ demo: true }));
    for (const operation of optionalOperations) expect(offers(demo, operation)).toBe(true);
  });

  it.each([
    ['not a list', { apiBaseUrl: '/api', capabilities: 'logout' }, 'must be a list'],
    ['a required operation', { apiBaseUrl: '/api', capabilities: ['getBasket'] }, '"getBasket"'],
    ['a typo', { apiBaseUrl: '/api', capabilities: ['logOut'] }, '"logOut"'],
  ])('refuses capabilities that are %s, naming the problem', (_, input, named) => {
    const result = parseRuntimeConfig(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(named);
  });
});

describe('what a deployment decides', () => {
  it('reads legal links, support and brand assets', () => {
    const config = configOf(
      parseRuntimeConfig({
        ...live,
        apiBaseUrl: '/api',
        legal: { privacyUrl: { de: '/datenschutz', pl: '/pl/prywatnosc' }, imprintUrl: '/impressum' },
        support: { email: 'help@example.test', phone: '+49 40 123456-0', hours: { de: 'Mo–Fr 8–17 Uhr' } },
        brand: {
          logo: '/brand/logo.svg',
          fonts: { regular: '/brand/din.woff2', bold: '/brand/din-bold.woff2' },
        },
      }),
    );
    expect(localized(config.legal.privacyUrl, 'pl')).toBe('/pl/prywatnosc');
    expect(localized(config.legal.privacyUrl, 'en')).toBe('/datenschutz');
    expect(localized(config.legal.imprintUrl, 'it')).toBe('/impressum');
    expect(config.support).toEqual({
      email: 'help@example.test',
      phone: '+49 40 123456-0',
      hours: { de: 'Mo–Fr 8–17 Uhr' },
    });
    expect(config.brand.fonts?.bold).toBe('/brand/din-bold.woff2');
  });

  it('the demo uses the example links and support; the prerendered pages none (never the example ones)', () => {
    expect(configOf(parseRuntimeConfig({ demo: true })).support).toEqual(defaultRuntimeConfig.support);
    expect(buildTimeConfig.support.email).toBe('');
    expect(localized(buildTimeConfig.legal.imprintUrl, 'de')).toBe('');
  });

  it.each([
    [{ apiBaseUrl: '/api', support }, 'legal is missing – a live portal must link'],
    [{ apiBaseUrl: '/api', legal: live.legal }, 'support is missing – a live portal names its support'],
    [{ legal: live.legal, support }, 'apiBaseUrl is missing'],
    [{ ...live, apiBaseUrl: 'api.example.test' }, 'apiBaseUrl must be an http(s) address'],
    [
      { ...live, apiBaseUrl: '/api', legal: { privacyUrl: '/ds' } },
      'legal.imprintUrl is missing – a live portal must link its imprint',
    ],
    [
      { ...live, apiBaseUrl: '/api', legal: { ...live.legal, imprintUrl: 'impressum' } },
      'legal.imprintUrl must be an https:// address',
    ],
    [
      { ...live, apiBaseUrl: '/api', legal: { ...live.legal, imprintUrl: { en: '/imprint' } } },
      'legal.imprintUrl.de is missing',
    ],
    [{ ...live, apiBaseUrl: '/api', support: { email: 'help' } }, 'support.email is not an e-mail address'],
    [
      { ...live, apiBaseUrl: '/api', support: { ...support, phone: 'ring us' } },
      'support.phone may hold only',
    ],
    [
      { ...live, apiBaseUrl: '/api', brand: { logo: '/logo.svg' } },
      'brand.logo must be a file in the brand folder',
    ],
    [{ ...live, apiBaseUrl: '/api', brand: { fonts: { regular: '/brand/a.woff2' } } }, 'brand.fonts.bold'],
    [
      { ...live, apiBaseUrl: '/api', brand: { icon: '/brand/a.svg' } },
      'brand: "icon" is not a known setting',
    ],
    [{ ...live, apiBaseUrl: '/api', capabilities: ['logout', 'logout'] }, '"logout" twice'],
  ])('names the problem: %j', (input, named) => {
    const result = parseRuntimeConfig(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(named);
  });

  it('names every problem of a file, not just the first', () => {
    const result = parseRuntimeConfig({
      apiBaseURL: '/api',
      capabilities: ['logOut'],
      legal: { privacyUrl: 'http://x.test' },
      support: { email: 'help', phone: 'ring us' },
      brand: { logo: '/logo.svg', fonts: { regular: '/brand/a.woff2' } },
    });
    expect(
      !result.ok && result.issues.map((issue) => issue.message.replace(/ \(.*$| –.*$|:.*$/, '')),
    ).toEqual([
      '"apiBaseURL" is not a known setting',
      'capabilities',
      'apiBaseUrl is missing',
      'legal.privacyUrl must be an https',
      'legal.imprintUrl is missing',
      'support.email is not an e-mail address',
      'support.phone may hold only digits, spaces, +',
      'brand.logo must be a file in the brand folder such as /brand/logo.svg',
      'brand.fonts.bold is missing',
    ]);
    // config:check suggests the name meant from these.
    expect(!result.ok && result.issues[0]?.unknown?.known).toContain('apiBaseUrl');
  });
});

describe('the broken files of issue 40: the portal refuses them as config:check does', () => {
  it.each(brokenConfigs)('refuses $case: "$reason"', ({ text, reason }) => {
    const result = parseRuntimeConfigText(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problem).toContain(reason);
    // Nothing of the file's secret reaches the console, nor a 5 MB value.
    expect(!result.ok && result.problem).not.toContain(secret);
    expect(!result.ok && result.problem.length).toBeLessThan(500);
  });

  it('loads a file with a UTF-8 byte order mark, as config:check does', async () => {
    expect(parseRuntimeConfigText(withBom).ok).toBe(true);
    const bytes = new TextEncoder().encode(withBom);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect((await loadRuntimeConfig('/config.json', async () => new Response(bytes))).ok).toBe(true);
  });

  it('names where a file breaks as JSON without quoting it', () => {
    const result = parseRuntimeConfigText(
      `{\n  "apiBaseUrl": "https://api.test/v1?key=${secret}",\n  oops\n}`,
    );
    expect(!result.ok && result.problem).toBe('config.json: the file is not valid JSON (line 3, column 3)');
  });
});
