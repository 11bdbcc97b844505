/**
 * The parts of `config.json` a deployment decides beyond its backend: legal links, support contact and brand
 * assets. Checked as strictly as the rest (deploy/config.schema.json describes the same rules with the same
 * patterns, `configPatterns`; a unit test keeps the two in step): a wrong value is a named problem, never a quiet
 * default. `npm run config:check` runs this very code, so the check and the portal cannot disagree.
 */
import { defaultLocale, isLocale, type Locale, locales } from '../i18n/locales';

/** A text or link an operator may give once or per locale (`{ "de": …, "en": … }`; missing locales use German). */
export type Localized = string | ({ [defaultLocale]: string } & Partial<Record<Locale, string>>);

/** The supplier's support contact, shown in the footer, on the FAQ and contact pages and on error pages. */
export interface SupportContact {
  email: string;
  phone?: string;
  /** Opening hours as the operator writes them ("Mo–Fr 8–17 Uhr"). */
  hours?: Localized;
}

/** Brand assets an operator adds without a rebuild: files in the brand/ folder beside config.json, served at /brand/. */
export interface Brand {
  /** A logo image (SVG/PNG/WebP) shown in the header instead of the company name's word mark. */
  logo?: string;
  /** Licensed DIN webfont files (woff2); when present the portal sets its text in them, Barlow stays the fallback. */
  fonts?: { regular: string; bold: string };
}

/** One problem of a config.json, in the operator's words. */
export interface ConfigIssue {
  /** What is wrong, starting with the setting it concerns (`legal.imprintUrl must be …`). */
  message: string;
  /** A name the file gives that is not known there, and the names that are – config:check suggests the nearest. */
  unknown?: { name: string; known: readonly string[] };
}

/** A problem in config.json, named for the operator. */
export class ConfigProblem extends Error {
  constructor(readonly issue: ConfigIssue) {
    super(issue.message);
  }
}

/** The problems of one file: each setting is checked on its own, so one run names them all. */
export class ConfigIssues {
  readonly list: ConfigIssue[] = [];

  add(issue: ConfigIssue): void {
    this.list.push(issue);
  }

  /** Runs one setting's check; its problem is recorded and the other settings are still checked. */
  check<T>(run: () => T): T | undefined {
    try {
      return run();
    } catch (error) {
      if (!(error instanceof ConfigProblem)) throw error;
      this.list.push(error.issue);
      return undefined;
    }
  }
}

export const fail = (message: string, unknown?: ConfigIssue['unknown']): never => {
  throw new ConfigProblem(unknown ? { message, unknown } : { message });
};

/**
 * The rules deploy/config.schema.json states with the same patterns (configSchema.test.ts compares them):
 * - `apiBaseUrl`: an http(s) address with a host and neither user, password, query nor fragment (a key there is
 *   read by every visitor's browser), or a same-origin path such as /api (not //host).
 * - `link`: an https address (no user or password), or a path of this site: no `//`, no `\`, no `.` or `..`
 *   segment and none of them percent-encoded (`%2e`, `%2f`, `%5c`, `%25`) – browsers read `/\host` as `//host`.
 * - `email`: an address a `mailto:` link carries as nothing else – letters, digits, `.`, `_`, `+`, `-` before the
 *   `@`, a domain of labels after it (`javascript:…//@x.test` is none).
 * - `logo` / `fontFile`: a file of the brand folder, with no `..`, `//`, `%` or character that ends a CSS `url("…")`.
 */
export const configPatterns = {
  apiBaseUrl: /^(https?:\/\/[^\s/?#@\\]+(?:\/[^\s?#\\]*)?|\/[^\s\\/?#][^\s\\?#]*)$/u,
  link: /^(https:\/\/[^\s/?#@\\]+(?:[/?#][^\s\\]*)?|\/(?!\/)(?!.*\/\/)(?!(?:.*\/)?\.\.?(?:[/?#]|$))(?!.*%(?:2[eEfF5]|5[cC]))[^\s\\]*)$/u,
  email:
    /^[A-Za-z0-9_+-]+(?:\.[A-Za-z0-9_+-]+)*@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.[A-Za-z](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/u,
  phone: /^\+?[0-9()/.-](?:[0-9 ()/.-]*[0-9()/.-])?$/u,
  productKey: /^[A-Za-z0-9_-]+$/u,
  logo: /^\/brand\/(?!\/)(?!.*\.\.)(?!.*\/\/)[^\s?#%\\"'()]+\.(svg|png|webp)$/u,
  fontFile: /^\/brand\/(?!\/)(?!.*\.\.)(?!.*\/\/)[^\s?#%\\"'()]+\.(woff2|woff)$/u,
  /** A procurement system's origin: scheme, host and port only – what CSP source lists and `URL.origin` hold. */
  origin:
    /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::[1-9][0-9]{0,4})?$/u,
} as const;

/** The longest texts and links config.json may hold (the schema's maxLength). */
export const configLimits = { link: 2000, email: 180, phone: 40, text: 120, companyName: 80, brandFile: 500 };

/**
 * A value as a problem may show it: short, and an address without what could be a secret – user, password,
 * query and fragment are left out (the problem goes to the browser console and config:check's output).
 */
export function shown(value: unknown): string {
  const text =
    typeof value === 'string'
      ? value.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#]*@/i, '$1…@').replace(/[?#][\s\S]*$/, '?…')
      : value;
  const json = JSON.stringify(text) ?? String(text);
  return json.length > 80 ? `${json.slice(0, 60)}…" (${json.length} characters)` : json;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rejects keys the file does not know – a typo must not silently drop a setting. */
export function onlyKnownKeys(
  issues: ConfigIssues,
  value: Record<string, unknown>,
  known: readonly string[],
  where: string,
): void {
  for (const key of Object.keys(value).filter((key) => !known.includes(key)))
    issues.add({
      message: `${where}${JSON.stringify(key)} is not a known setting`,
      unknown: { name: key, known },
    });
}

/**
 * A non-blank string of at most `max` characters. An address, number or path must not start or end with a
 * space (a pasted typo, and deploy/config.schema.json's patterns allow none); free text is trimmed.
 */
function text(value: unknown, name: string, max: number, { exact = false } = {}): string {
  if (typeof value !== 'string') return fail(`${name} must be a text (got ${shown(value)})`);
  if (value.trim() === '') return fail(`${name} must not be blank`);
  if (value.length > max) fail(`${name} may be at most ${max} characters long (it has ${value.length})`);
  if (exact && value !== value.trim()) fail(`${name} must not start or end with a space`);
  return value.trim();
}

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function link(value: unknown, name: string): string {
  const url = text(value, name, configLimits.link, { exact: true });
  if (configPatterns.link.test(url) && (url.startsWith('/') || parsesAsUrl(url))) return url;
  if (/^\/|^\\/.test(url))
    fail(
      `${name} must stay on this site: a path without //, \\, . or .. segments and nothing of them percent-encoded (got ${shown(url)})`,
    );
  return fail(`${name} must be an https:// address or a path such as /impressum (got ${shown(url)})`);
}

/**
 * A file of the brand folder beside config.json, which the hosts serve at /brand/ (README, Operations): the
 * page's security policy loads fonts and images only from the portal's own origin.
 */
function brandFile(value: unknown, name: string, pattern: RegExp, what: string): string {
  const path = text(value, name, configLimits.brandFile, { exact: true });
  if (!pattern.test(path))
    fail(`${name} must be a file in the brand folder such as ${what} (got ${shown(path)})`);
  return path;
}

function localizedOf(
  value: unknown,
  name: string,
  parse: (entry: unknown, name: string) => string,
): Localized {
  if (typeof value === 'string') return parse(value, name);
  if (!isObject(value))
    return fail(
      `${name} must be a text, or an object with one per locale such as {"de": …} (got ${shown(value)})`,
    );
  for (const key of Object.keys(value))
    if (!isLocale(key)) fail(`${name}: ${JSON.stringify(key)} is not a locale (${locales.join(', ')})`);
  if (!(defaultLocale in value))
    fail(
      `${name}.${defaultLocale} is missing – a value per locale needs German, which every other locale falls back to`,
    );
  const entries = Object.entries(value).map(([locale, entry]) => [locale, parse(entry, `${name}.${locale}`)]);
  return Object.fromEntries(entries) as Localized;
}

/** A required setting of an object, or its problem: what is missing and why a live portal needs it. */
function required<T>(
  source: Record<string, unknown>,
  key: string,
  name: string,
  why: string,
  parse: () => T,
): T {
  if (source[key] === undefined) return fail(`${name} is missing – ${why}`);
  return parse();
}

export function parseLegal(
  issues: ConfigIssues,
  value: unknown,
): { privacyUrl: Localized; imprintUrl: Localized } {
  if (!isObject(value))
    return fail(`legal must be an object with privacyUrl and imprintUrl (got ${shown(value)})`);
  onlyKnownKeys(issues, value, ['privacyUrl', 'imprintUrl'], 'legal: ');
  const linkOf = (key: 'privacyUrl' | 'imprintUrl', what: string) =>
    issues.check(() =>
      required(value, key, `legal.${key}`, `a live portal must link its ${what}`, () =>
        localizedOf(value[key], `legal.${key}`, link),
      ),
    );
  return {
    privacyUrl: linkOf('privacyUrl', 'privacy policy') as Localized,
    imprintUrl: linkOf('imprintUrl', 'imprint') as Localized,
  };
}

export function parseSupport(issues: ConfigIssues, value: unknown): SupportContact {
  if (!isObject(value)) return fail(`support must be an object with at least an email (got ${shown(value)})`);
  onlyKnownKeys(issues, value, ['email', 'phone', 'hours'], 'support: ');
  const support: SupportContact = { email: '' };
  issues.check(() => {
    support.email = required(
      value,
      'email',
      'support.email',
      'the support contact needs an e-mail address',
      () => text(value.email, 'support.email', configLimits.email, { exact: true }),
    );
    if (!configPatterns.email.test(support.email))
      fail(`support.email is not an e-mail address (got ${shown(support.email)})`);
  });
  if (value.phone !== undefined)
    issues.check(() => {
      const phone = text(value.phone, 'support.phone', configLimits.phone, { exact: true });
      if (!configPatterns.phone.test(phone))
        fail(
          `support.phone may hold only digits, spaces, + ( ) / . and - (e.g. "+49 40 123456-0", got ${shown(phone)})`,
        );
      support.phone = phone;
    });
  if (value.hours !== undefined)
    issues.check(() => {
      support.hours = localizedOf(value.hours, 'support.hours', (entry, name) =>
        text(entry, name, configLimits.text),
      );
    });
  return support;
}

export function parseBrand(issues: ConfigIssues, value: unknown): Brand {
  if (value === undefined) return {};
  if (!isObject(value)) return fail(`brand must be an object (got ${shown(value)})`);
  onlyKnownKeys(issues, value, ['logo', 'fonts'], 'brand: ');
  const brand: Brand = {};
  if (value.logo !== undefined)
    issues.check(() => {
      brand.logo = brandFile(
        value.logo,
        'brand.logo',
        configPatterns.logo,
        '/brand/logo.svg (.svg, .png or .webp)',
      );
    });
  const fonts = value.fonts;
  if (fonts === undefined) return brand;
  if (!isObject(fonts))
    return fail(`brand.fonts must be an object with regular and bold (got ${shown(fonts)})`);
  onlyKnownKeys(issues, fonts, ['regular', 'bold'], 'brand.fonts: ');
  const face = (key: 'regular' | 'bold') =>
    issues.check(() =>
      required(fonts, key, `brand.fonts.${key}`, 'DIN needs both faces, regular and bold', () =>
        brandFile(
          fonts[key],
          `brand.fonts.${key}`,
          configPatterns.fontFile,
          `/brand/din-${key}.woff2 (.woff2 or .woff)`,
        ),
      ),
    );
  const regular = face('regular');
  const bold = face('bold');
  if (regular !== undefined && bold !== undefined) brand.fonts = { regular, bold };
  return brand;
}
