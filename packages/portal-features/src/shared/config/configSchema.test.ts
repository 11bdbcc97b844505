/**
 * deploy/config.schema.json describes config.json for editors; the app (and `npm run config:check`, which runs
 * the app's parser) checks the file with parseRuntimeConfig. Both must say the same of every file, with the same
 * patterns.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { optionalOperations } from '@kundenportal/api-client';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { locales } from '../i18n/locales';
import { brokenConfigs } from '../testing/brokenConfigs';
import { configLimits, configPatterns, parseRuntimeConfig } from './runtimeConfig';

const readJson = (path: string): unknown => JSON.parse(readFileSync(join(process.cwd(), path), 'utf8'));
const schema = readJson('deploy/config.schema.json') as {
  properties: { capabilities: { items: { enum: string[] } } };
  $defs: { locale: { enum: string[] } };
};
const validate = new Ajv2020({ allErrors: true }).compile(schema);

const legal = { privacyUrl: 'https://www.example.test/privacy', imprintUrl: '/impressum' };
const support = { email: 'support@example.test' };
const live = { apiBaseUrl: 'https://api.example.test/v1', legal, support };
const withLegal = (value: Record<string, unknown>) => ({ ...live, legal: { ...legal, ...value } });
const withSupport = (value: Record<string, unknown>) => ({ ...live, support: { ...support, ...value } });
const withBrand = (brand: unknown) => ({ ...live, brand });

const valid: [string, unknown][] = [
  ['the demo', { demo: true }],
  ['the demo with its settings', { demo: true, registrationEnabled: true, productKey: 'acme_2-x' }],
  ['the demo with its own legal links and support', { demo: true, legal, support }],
  ['deploy/demo.config.json', readJson('deploy/demo.config.json')],
  ['deploy/config.example.json', readJson('deploy/config.example.json')],
  ['a live portal, the least it needs', live],
  ['a same-origin API path', { ...live, apiBaseUrl: '/api' }],
  ['an API URL with a port and trailing slash', { ...live, apiBaseUrl: 'http://localhost:8080/v1/' }],
  [
    'every setting',
    { $schema: './config.schema.json', ...live, registrationEnabled: false, companyName: 'Acme AG' },
  ],
  ['a company name of 80 characters', { ...live, companyName: 'x'.repeat(80) }],
  ['an https link with a query', withLegal({ privacyUrl: 'https://x.test/privacy?lang=de#top' })],
  ['a path with an encoded space and umlaut', withLegal({ imprintUrl: '/%C3%BCber%20uns/.well-known' })],
  [
    'an e-mail address with a plus and a subdomain',
    withSupport({ email: 'portal+help@mail.acme-group.example' }),
  ],
  [
    'legal links per locale',
    withLegal({ privacyUrl: { de: '/datenschutz', en: 'https://x.test/en', pl: '/pl' } }),
  ],
  ['a path as a legal link', withLegal({ imprintUrl: '/' })],
  ['a phone number', withSupport({ phone: '+49 40 123456-0' })],
  ['a phone number with brackets and dots', withSupport({ phone: '(040) 12 34/56.7' })],
  ['support hours', withSupport({ hours: 'Mo–Fr 8–17 Uhr' })],
  ['support hours per locale', withSupport({ hours: { de: 'Mo–Fr 8–17 Uhr', en: 'Mon–Fri 8 am–5 pm' } })],
  ['no brand assets', withBrand({})],
  ['a logo', withBrand({ logo: '/brand/logo.svg' })],
  ['a PNG logo in a subfolder', withBrand({ logo: '/brand/2027/acme-logo.png' })],
  ['fonts', withBrand({ fonts: { regular: '/brand/din-regular.woff2', bold: '/brand/din-bold.woff' } })],
  ['every capability', { ...live, capabilities: [...optionalOperations] }],
  ['no capabilities', { ...live, capabilities: [] }],
  ['punchout origins', { ...live, punchout: { origins: ['https://s1.ariba.com', 'http://127.0.0.1:4400'] } }],
];

const invalid: [string, unknown][] = [
  ['not an object', []],
  ['null', null],
  ['a text', 'config'],
  ['an empty object', {}],
  ['punchout without origins', { ...live, punchout: {} }],
  ['punchout with no origin', { ...live, punchout: { origins: [] } }],
  ['a punchout origin with a path', { ...live, punchout: { origins: ['https://buyer.example/hook'] } }],
  ['a punchout origin with a trailing slash', { ...live, punchout: { origins: ['https://buyer.example/'] } }],
  ['a punchout origin in capitals', { ...live, punchout: { origins: ['https://Buyer.example'] } }],
  ['a punchout origin of another scheme', { ...live, punchout: { origins: ['ftp://buyer.example'] } }],
  ['a punchout origin twice', { ...live, punchout: { origins: ['https://b.example', 'https://b.example'] } }],
  ['a punchout setting unknown', { ...live, punchout: { origins: ['https://b.example'], frame: true } }],
  ['a live portal without legal links', { apiBaseUrl: '/api', support }],
  ['a live portal without support', { apiBaseUrl: '/api', legal }],
  ['a live portal without a backend', { legal, support }],
  ['demo: false without a backend', { demo: false, legal, support }],
  ['a typo in a setting', { ...live, apiBaseURL: '/api' }],
  ['an unknown setting', { ...live, theme: 'dark' }],
  ['demo as a text', { ...live, demo: 'true' }],
  ['registration as a text', { ...live, registrationEnabled: 'yes' }],
  ['an odd product key', { ...live, productKey: '../x' }],
  ['a product key with a space', { ...live, productKey: ' acme' }],
  ['a company name that is no text', { ...live, companyName: 42 }],
  ['a blank company name', { ...live, companyName: ' ' }],
  ['a company name too long for the header', { ...live, companyName: 'x'.repeat(81) }],
  ['an API URL with a query', { ...live, apiBaseUrl: 'https://api.example.test/v1?api_key=x' }],
  ['an API URL with a fragment', { ...live, apiBaseUrl: 'https://api.example.test/v1#x' }],
  ['an API path with a query', { ...live, apiBaseUrl: '/api?key=x' }],
  ['an empty API URL', { ...live, apiBaseUrl: '' }],
  ['the root as API path', { ...live, apiBaseUrl: '/' }],
  ['a protocol-relative API URL', { ...live, apiBaseUrl: '//evil.example' }],
  ['a javascript: API URL', { ...live, apiBaseUrl: 'javascript:alert(1)' }],
  ['credentials in the API URL', { ...live, apiBaseUrl: 'https://user:pw@api.example.test' }],
  ['an ftp API URL', { ...live, apiBaseUrl: 'ftp://api.example.test' }],
  ['an API URL without host', { ...live, apiBaseUrl: 'https://' }],
  ['an API URL with a leading space', { ...live, apiBaseUrl: ' https://api.example.test' }],
  ['a wrong API URL in the demo', { demo: true, apiBaseUrl: 'api.example.test' }],
  ['capabilities as a text', { ...live, capabilities: 'logout' }],
  ['a required operation as capability', { ...live, capabilities: ['getBasket'] }],
  ['a misspelt capability', { ...live, capabilities: ['logOut'] }],
  ['a capability twice', { ...live, capabilities: ['logout', 'logout'] }],
  ['legal as a link', { ...live, legal: 'https://x.test' }],
  ['no imprint', { ...live, legal: { privacyUrl: legal.privacyUrl } }],
  ['an unknown legal setting', withLegal({ terms: '/agb' })],
  ['an empty privacy link', withLegal({ privacyUrl: '' })],
  ['a link without scheme', withLegal({ privacyUrl: 'www.example.test/privacy' })],
  ['a javascript: link', withLegal({ imprintUrl: 'javascript:alert(1)' })],
  ['a protocol-relative link', withLegal({ imprintUrl: '//evil.example/imprint' })],
  ['an http link', withLegal({ imprintUrl: 'http://x.test/impressum' })],
  ['a link through a backslash', withLegal({ imprintUrl: '/\\evil.test/impressum' })],
  ['a link with // inside', withLegal({ imprintUrl: '/a//evil.test' })],
  ['a link with a .. segment', withLegal({ imprintUrl: '/a/../../impressum' })],
  ['a link with a . segment', withLegal({ imprintUrl: '/./impressum' })],
  ['a link with encoded dots', withLegal({ imprintUrl: '/%2e%2e/impressum' })],
  ['a link with an encoded slash', withLegal({ imprintUrl: '/%2F%2Fevil.test' })],
  ['a link with an encoded backslash', withLegal({ imprintUrl: '/%5cevil.test' })],
  ['a link with an encoded percent sign', withLegal({ imprintUrl: '/%252e%252e/x' })],
  ['an https link with user and password', withLegal({ imprintUrl: 'https://u:p@x.test/i' })],
  ['a javascript: e-mail address', withSupport({ email: 'javascript:alert(1)//@x.test' })],
  ['an e-mail address with a query', withSupport({ email: 'help?cc=evil@x.test' })],
  ['an e-mail address without a top-level domain', withSupport({ email: 'help@localhost.1' })],
  ['a link with a trailing space', withLegal({ imprintUrl: '/impressum ' })],
  ['per-locale links without German', withLegal({ privacyUrl: { en: 'https://x.test/en' } })],
  ['per-locale links with an unknown locale', withLegal({ privacyUrl: { de: '/ds', cz: '/cz' } })],
  ['a per-locale link that is no text', withLegal({ privacyUrl: { de: 42 } })],
  ['support as an e-mail address', { ...live, support: 'support@example.test' }],
  ['support without e-mail', { ...live, support: { phone: '+49 40 1' } }],
  ['an unknown support setting', withSupport({ fax: '+49 40 2' })],
  ['a wrong e-mail address', withSupport({ email: 'support at example.test' })],
  ['an e-mail address with a space', withSupport({ email: ' support@example.test' })],
  ['a phone number in words', withSupport({ phone: 'call us' })],
  ['a phone number ending in a space', withSupport({ phone: '+49 40 1 ' })],
  ['an overlong phone number', withSupport({ phone: '1'.repeat(41) })],
  ['empty hours', withSupport({ hours: '' })],
  ['blank hours', withSupport({ hours: '   ' })],
  ['overlong hours', withSupport({ hours: 'x'.repeat(121) })],
  ['per-locale hours without German', withSupport({ hours: { en: 'Mon–Fri' } })],
  ['brand as a path', withBrand('/brand/logo.svg')],
  ['an unknown brand setting', withBrand({ favicon: '/brand/favicon.svg' })],
  ['a logo outside the brand folder', withBrand({ logo: '/logo.svg' })],
  ['a logo on another host', withBrand({ logo: 'https://cdn.example.test/brand/logo.svg' })],
  ['a GIF logo', withBrand({ logo: '/brand/logo.gif' })],
  ['a logo path with ..', withBrand({ logo: '/brand/../assets/logo.svg' })],
  ['a logo path with encoded dots', withBrand({ logo: '/brand/%2e%2e/assets/logo.svg' })],
  ['a logo path with //', withBrand({ logo: '/brand//logo.svg' })],
  ['a logo path with a quote', withBrand({ logo: '/brand/a"b.svg' })],
  ['a logo path with a query', withBrand({ logo: '/brand/logo.svg?v=2' })],
  ['fonts without bold', withBrand({ fonts: { regular: '/brand/din-regular.woff2' } })],
  ['a TrueType font', withBrand({ fonts: { regular: '/brand/din.ttf', bold: '/brand/din-bold.woff2' } })],
  ['fonts as a path', withBrand({ fonts: '/brand/din.woff2' })],
  [
    'an unknown font setting',
    withBrand({ fonts: { regular: '/brand/a.woff2', bold: '/brand/b.woff2', italic: '/brand/c.woff2' } }),
  ],
];

describe('deploy/config.schema.json and the app agree', () => {
  it.each(valid)('both accept %s', (_, config) => {
    const parsed = parseRuntimeConfig(config);
    expect(parsed.ok ? 'ok' : parsed.problem).toBe('ok');
    expect(validate(config), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(invalid)('both refuse %s', (_, config) => {
    expect(parseRuntimeConfig(config).ok).toBe(false);
    expect(validate(config)).toBe(false);
  });

  it.each(brokenConfigs.filter(({ text }) => text.length < 10_000))(
    'both refuse issue 40’s $case',
    ({ text }) => {
      const config = JSON.parse(text);
      expect(parseRuntimeConfig(config).ok).toBe(false);
      expect(validate(config)).toBe(false);
    },
  );

  it('states the same patterns and lengths as the app', () => {
    const properties = schema.properties as unknown as Record<
      string,
      { pattern?: string; maxLength?: number }
    >;
    const defs = schema.$defs as unknown as Record<string, { pattern?: string; maxLength?: number }>;
    const support = (properties.support as unknown as { properties: typeof properties }).properties;
    const brand = (properties.brand as unknown as { properties: typeof properties }).properties;
    expect({
      apiBaseUrl: properties.apiBaseUrl?.pattern,
      link: defs.link?.pattern,
      email: support.email?.pattern,
      phone: support.phone?.pattern,
      productKey: properties.productKey?.pattern,
      logo: brand.logo?.pattern,
      fontFile: defs.fontFile?.pattern,
      origin: (properties.punchout as unknown as { properties: { origins: { items: { pattern: string } } } })
        .properties.origins.items.pattern,
    }).toEqual(
      Object.fromEntries(Object.entries(configPatterns).map(([name, pattern]) => [name, pattern.source])),
    );
    expect([
      defs.link?.maxLength,
      support.email?.maxLength,
      support.phone?.maxLength,
      defs.text?.maxLength,
      properties.companyName?.maxLength,
      brand.logo?.maxLength,
    ]).toEqual([
      configLimits.link,
      configLimits.email,
      configLimits.phone,
      configLimits.text,
      configLimits.companyName,
      configLimits.brandFile,
    ]);
  });

  it("names exactly the contract's optional operations as capabilities", () => {
    expect(schema.properties.capabilities.items.enum).toEqual([...optionalOperations]);
  });

  it("names exactly the portal's locales", () => {
    expect(schema.$defs.locale.enum).toEqual([...locales]);
  });
});
