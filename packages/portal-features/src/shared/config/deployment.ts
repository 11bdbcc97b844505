/**
 * The parts of `config.json` a deployment decides beyond its backend: legal links, support contact and brand
 * assets. Checked as strictly as the rest (deploy/config.schema.json describes the same rules; a unit test keeps
 * the two in step): a wrong value is a named problem, never a quiet default.
 */
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';

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

/** A problem in config.json, named for the operator. */
export class ConfigProblem extends Error {}

const fail = (message: string): never => {
  throw new ConfigProblem(`config.json: ${message}`);
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Rejects keys the file does not know – a typo must not silently drop a setting. */
export function onlyKnownKeys(value: Record<string, unknown>, known: readonly string[], where: string): void {
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) fail(`${where}${JSON.stringify(unknown)} is not a known setting`);
}

/**
 * A non-blank string of at most `max` characters. An address, number or path must not start or end with a
 * space (a pasted typo, and deploy/config.schema.json's patterns allow none); free text is trimmed.
 */
function text(value: unknown, name: string, max: number, { exact = false } = {}): string {
  if (typeof value !== 'string' || value.trim() === '') return fail(`${name} must be a non-empty text`);
  if (value.length > max) fail(`${name} may be at most ${max} characters long`);
  if (exact && value !== value.trim()) fail(`${name} must not start or end with a space`);
  return value.trim();
}

/** An http(s) address with a host and no user or password, or a path of this site (`/impressum`). */
const linkPattern = /^(https?:\/\/[^\s/?#@\\]+(?:[/?#]\S*)?|\/(?!\/)\S*)$/;

function parsesAsUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function link(value: unknown, name: string): string {
  const url = text(value, name, 2000, { exact: true });
  if (linkPattern.test(url) && (url.startsWith('/') || parsesAsUrl(url))) return url;
  return fail(
    `${name} must be an https:// address or a path such as /impressum (got ${JSON.stringify(url)})`,
  );
}

/**
 * A file of the brand folder beside config.json, which the hosts serve at /brand/ (README, Operations): the
 * page's security policy loads fonts and images only from the portal's own origin. No `..`, and none of the
 * characters that would end a CSS `url("…")` (the boot script in apps/portal/index.html writes one).
 */
function brandFile(value: unknown, name: string, extensions: readonly string[], example: string): string {
  const path = text(value, name, 500, { exact: true });
  const pattern = new RegExp(`^/brand/(?!.*\\.\\.)[^\\s?#\\\\"'()]+\\.(${extensions.join('|')})$`);
  if (!pattern.test(path)) {
    fail(
      `${name} must be a file in the brand folder ending in .${extensions.join(' or .')}, such as ${example} (got ${JSON.stringify(path)})`,
    );
  }
  return path;
}

function localizedOf(
  value: unknown,
  name: string,
  parse: (entry: unknown, name: string) => string,
): Localized {
  if (!isObject(value)) return parse(value, name);
  for (const key of Object.keys(value))
    if (!isLocale(key)) fail(`${name}: ${JSON.stringify(key)} is not a locale`);
  if (!(defaultLocale in value))
    fail(`${name} needs a "${defaultLocale}" entry, used for every locale not given`);
  const entries = Object.entries(value).map(([locale, entry]) => [locale, parse(entry, `${name}.${locale}`)]);
  return Object.fromEntries(entries) as Localized;
}

export function parseLegal(value: unknown): { privacyUrl: Localized; imprintUrl: Localized } {
  if (!isObject(value)) return fail('legal must be an object with privacyUrl and imprintUrl');
  onlyKnownKeys(value, ['privacyUrl', 'imprintUrl'], 'legal: ');
  return {
    privacyUrl: localizedOf(value.privacyUrl, 'legal.privacyUrl', link),
    imprintUrl: localizedOf(value.imprintUrl, 'legal.imprintUrl', link),
  };
}

export function parseSupport(value: unknown): SupportContact {
  if (!isObject(value)) return fail('support must be an object with at least an email');
  onlyKnownKeys(value, ['email', 'phone', 'hours'], 'support: ');
  const email = text(value.email, 'support.email', 180, { exact: true });
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail(`support.email is not an e-mail address (${JSON.stringify(email)})`);
  const support: SupportContact = { email };
  if (value.phone !== undefined) {
    support.phone = text(value.phone, 'support.phone', 40, { exact: true });
    if (!/^\+?[0-9()/.-](?:[0-9 ()/.-]*[0-9()/.-])?$/.test(support.phone))
      fail('support.phone may hold only digits, spaces, + ( ) / . and -');
  }
  if (value.hours !== undefined) {
    support.hours = localizedOf(value.hours, 'support.hours', (entry, name) => text(entry, name, 120));
  }
  return support;
}

export function parseBrand(value: unknown): Brand {
  if (value === undefined) return {};
  if (!isObject(value)) return fail('brand must be an object');
  onlyKnownKeys(value, ['logo', 'fonts'], 'brand: ');
  const brand: Brand = {};
  if (value.logo !== undefined)
    brand.logo = brandFile(value.logo, 'brand.logo', ['svg', 'png', 'webp'], '/brand/logo.svg');
  if (value.fonts !== undefined) {
    const fonts = value.fonts;
    if (!isObject(fonts)) return fail('brand.fonts must be an object with regular and bold');
    onlyKnownKeys(fonts, ['regular', 'bold'], 'brand.fonts: ');
    brand.fonts = {
      regular: brandFile(fonts.regular, 'brand.fonts.regular', ['woff2', 'woff'], '/brand/din-regular.woff2'),
      bold: brandFile(fonts.bold, 'brand.fonts.bold', ['woff2', 'woff'], '/brand/din-bold.woff2'),
    };
  }
  return brand;
}
