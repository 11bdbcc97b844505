/**
 * The parts of `config.json` a deployment decides beyond its backend: legal links, support contact and brand
 * assets. Checked as strictly as the rest (deploy/config.schema.json describes the same rules; a unit test keeps
 * the two in step): a wrong value is a named problem, never a quiet default.
 */
import { defaultLocale, isLocale } from '../i18n/locales';
import type { Brand, Localized, SupportContact } from './runtimeConfig';

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

function text(value: unknown, name: string, max: number): string {
  if (typeof value !== 'string' || value.trim() === '') fail(`${name} must be a non-empty text`);
  const trimmed = (value as string).trim();
  if (trimmed.length > max) fail(`${name} may be at most ${max} characters long`);
  return trimmed;
}

function link(value: unknown, name: string): string {
  const url = text(value, name, 2000);
  if (/^\/(?!\/)\S*$/.test(url)) return url; // a page of this site
  try {
    const parsed = new URL(url);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') return url;
  } catch {}
  return fail(
    `${name} must be an https:// address or a path such as /impressum (got ${JSON.stringify(url)})`,
  );
}

/** A same-origin file path – the page's security policy loads fonts and images only from the portal's origin. */
function sameOriginFile(value: unknown, name: string, extensions: readonly string[]): string {
  const path = text(value, name, 500);
  const pattern = new RegExp(`^/(?!/)[^\\s?#]*\\.(${extensions.join('|')})$`, 'i');
  if (!pattern.test(path)) {
    fail(
      `${name} must be a path on the portal's own server ending in .${extensions.join(' or .')} (got ${JSON.stringify(path)})`,
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
  const email = text(value.email, 'support.email', 180);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    fail(`support.email is not an e-mail address (${JSON.stringify(email)})`);
  const support: SupportContact = { email };
  if (value.phone !== undefined) {
    support.phone = text(value.phone, 'support.phone', 40);
    if (!/^\+?[0-9 ()/.-]+$/.test(support.phone))
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
  if (value.logo !== undefined) brand.logo = sameOriginFile(value.logo, 'brand.logo', ['svg', 'png', 'webp']);
  if (value.fonts !== undefined) {
    const fonts = value.fonts;
    if (!isObject(fonts)) return fail('brand.fonts must be an object with regular and bold');
    onlyKnownKeys(fonts, ['regular', 'bold'], 'brand.fonts: ');
    brand.fonts = {
      regular: sameOriginFile(fonts.regular, 'brand.fonts.regular', ['woff2', 'woff']),
      bold: sameOriginFile(fonts.bold, 'brand.fonts.bold', ['woff2', 'woff']),
    };
  }
  return brand;
}
