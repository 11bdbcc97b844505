/**
 * The broken config.json files of issue 40, each with the reason it is refused: `npm run config:check`
 * (scripts/configCheck.test.ts) and the portal's parser (runtimeConfig.test.ts) are tried with the same files.
 */

/** The least a live portal's config.json holds. */
export const liveConfig = {
  apiBaseUrl: 'https://api.example.test/v1',
  legal: { privacyUrl: '/datenschutz', imprintUrl: '/impressum' },
  support: { email: 'help@example.test' },
};

/** A secret the files below put where it does not belong: no output may show it. */
export const secret = 's3cret';

const fiveMegabytes = 5 * 1024 * 1024;

/** A config.json's text, its case and the reason both name. */
export const brokenConfigs: { case: string; text: string; reason: string }[] = [
  {
    case: 'an http:// legal link',
    text: JSON.stringify({
      ...liveConfig,
      legal: { ...liveConfig.legal, imprintUrl: 'http://x.test/impressum' },
    }),
    reason: 'legal.imprintUrl must be an https:// address or a path',
  },
  {
    case: 'a legal link through a backslash to another host',
    text: JSON.stringify({
      ...liveConfig,
      legal: { ...liveConfig.legal, imprintUrl: '/\\evil.test/impressum' },
    }),
    reason: 'legal.imprintUrl must stay on this site',
  },
  {
    case: 'a legal link with an encoded slash',
    text: JSON.stringify({
      ...liveConfig,
      legal: { ...liveConfig.legal, privacyUrl: { de: '/%2F%2Fevil.test' } },
    }),
    reason: 'legal.privacyUrl.de must stay on this site',
  },
  {
    case: 'a javascript: support e-mail address',
    text: JSON.stringify({ ...liveConfig, support: { email: 'javascript:alert(1)//@x.test' } }),
    reason: 'support.email is not an e-mail address',
  },
  {
    case: 'a blank company name',
    text: JSON.stringify({ ...liveConfig, companyName: '   ' }),
    reason: 'companyName must not be blank',
  },
  {
    case: 'a 5 MB company name',
    text: JSON.stringify({ ...liveConfig, companyName: 'x'.repeat(fiveMegabytes) }),
    // The file is too large before its company name is read.
    reason: 'bytes – at most 65,536',
  },
  {
    case: 'a company name too long for a header',
    text: JSON.stringify({ ...liveConfig, companyName: 'Acme '.repeat(20) }),
    reason: 'companyName may be at most 80 characters long (it has 100)',
  },
  {
    case: 'a config.json padded to 5 MB',
    text: `${JSON.stringify(liveConfig)}${' '.repeat(fiveMegabytes)}`,
    reason: 'bytes – at most 65,536',
  },
  {
    case: 'a logo path with encoded dots',
    text: JSON.stringify({ ...liveConfig, brand: { logo: '/brand/%2e%2e/%2e%2e/etc/logo.svg' } }),
    reason: 'brand.logo must be a file in the brand folder',
  },
  {
    case: 'an API key in apiBaseUrl',
    text: JSON.stringify({ ...liveConfig, apiBaseUrl: `https://api.example.test/v1?api_key=${secret}` }),
    reason: 'apiBaseUrl must not hold a user, password, query or fragment',
  },
  {
    case: 'a user and password in apiBaseUrl',
    text: JSON.stringify({ ...liveConfig, apiBaseUrl: `https://portal:${secret}@api.example.test/v1` }),
    reason: 'apiBaseUrl must not hold a user, password, query or fragment',
  },
];

/** A valid file as an editor on Windows may save it: with a UTF-8 byte order mark. */
export const withBom = `\uFEFF${JSON.stringify(liveConfig, null, 2)}`;
