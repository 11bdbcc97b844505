import { type OptionalOperation, optionalOperations } from '@kundenportal/api-client';
import { defaultLocale, type Locale } from '../i18n/locales';
import {
  type Brand,
  type ConfigIssue,
  ConfigIssues,
  configLimits,
  configPatterns,
  fail,
  isObject,
  type Localized,
  onlyKnownKeys,
  parseBrand,
  parseLegal,
  parseSupport,
  type SupportContact,
  shown,
} from './deployment';

export type { Brand, ConfigIssue, Localized, SupportContact } from './deployment';
export { configLimits, configPatterns } from './deployment';

/**
 * Runtime configuration, read at start-up from `config.json` beside the app so one build serves every
 * environment. It fails closed: the demo (mock backend, public demo logins, fake data) runs only when the file
 * says `"demo": true`; a missing, unreadable or invalid file is a configuration fault, never the demo.
 */
export interface RuntimeConfig {
  /** Demo mode: the built-in mock backend answers in the browser. Only ever on by an explicit `"demo": true`. */
  demo: boolean;
  /** Base URL of the backend (absolute http(s) URL or a same-origin path); ignored in demo mode. */
  apiBaseUrl: string;
  /** Self-registration is off unless an environment turns it on. */
  registrationEnabled: boolean;
  /** Names the main client: `client_<productKey>`. */
  productKey: string;
  /** The supplier's name for logo, copyright and titles, so one build serves a rebrand. */
  companyName: string;
  /**
   * The optional operations (`x-optional` in openapi.yaml) the backend offers; without one the portal falls back
   * (README, "Backend capabilities"). A real backend's config that names none gets only the calls of spec §7;
   * the demo's mock offers all.
   */
  capabilities: ReadonlySet<OptionalOperation>;
  /** Privacy policy and imprint – required for a live portal, so it never ships the demo's example links. */
  legal: { privacyUrl: Localized; imprintUrl: Localized };
  support: SupportContact;
  brand: Brand;
  /**
   * Punchout (README "Punchout"): the origins of the procurement systems this deployment serves. The basket is
   * handed back only to them – the portal refuses any other, and both hosts put them into the CSP's
   * `form-action` – and only they may show the portal in a frame (`frame-ancestors`). Empty: no punchout.
   */
  punchout: { origins: readonly string[] };
}

/** The text or link for a locale: its own entry, else German ('' where the deployment's is not known). */
export const localized = (value: Localized, locale: Locale): string =>
  typeof value === 'string' ? value : (value[locale] ?? value[defaultLocale] ?? '');

/** The demo configuration – what `npm start` serves as config.json, and what stories run with. */
export const defaultRuntimeConfig: RuntimeConfig = {
  demo: true,
  apiBaseUrl: '',
  registrationEnabled: false,
  productKey: 'kundenportal',
  companyName: 'Kundenportal GmbH',
  capabilities: new Set(optionalOperations),
  legal: {
    privacyUrl: 'https://www.kundenportal.example/datenschutz',
    imprintUrl: 'https://www.kundenportal.example/impressum',
  },
  support: { email: 'support@kundenportal.example' },
  brand: {},
  punchout: { origins: [] },
};

/**
 * What the build prerenders the public pages with: nothing an environment decides (no registration link, the
 * default company name, no legal links and no support contact – blank, see `localized`, never the demo's
 * example ones). The browser hydrates with it too, so the markup matches, and shows its own config.json's
 * choices right after (`useRuntimeConfig`). A config.json that cannot be used leaves the app with it as well:
 * an outage names no contact it does not know.
 */
export const buildTimeConfig: RuntimeConfig = {
  ...defaultRuntimeConfig,
  demo: false,
  capabilities: new Set(),
  legal: { privacyUrl: '', imprintUrl: '' },
  support: { email: '' },
};

/** The base URL the demo mode's mock backend answers under. */
export const demoApiBaseUrl = '/api';

export type RuntimeConfigResult =
  | { ok: true; config: RuntimeConfig }
  /**
   * Why the configuration cannot be used – for the operator's console (`problem`, every issue in one line) and
   * for `npm run config:check` (`issues`); never shown to users, and never with a secret of the file in it.
   */
  | { ok: false; problem: string; issues: readonly ConfigIssue[] };

const isOptionalOperation = (value: unknown): value is OptionalOperation =>
  (optionalOperations as readonly unknown[]).includes(value);

/** `capabilities`: a list of optional operationIds; a name the contract does not know is a fault, not ignored. */
function parseCapabilities(value: unknown): ReadonlySet<OptionalOperation> {
  if (value === undefined) return new Set();
  if (!Array.isArray(value))
    return fail(`capabilities must be a list of operation names (got ${shown(value)})`);
  const unknown = value.find((entry) => !isOptionalOperation(entry));
  if (unknown !== undefined) {
    fail(`capabilities: ${shown(unknown)} is not an optional operation`, {
      name: String(unknown),
      known: optionalOperations,
    });
  }
  const twice = value.find((entry, index) => value.indexOf(entry) !== index);
  if (twice !== undefined) fail(`capabilities names ${JSON.stringify(twice)} twice`);
  return new Set(value.filter(isOptionalOperation));
}

/** The most procurement systems one deployment lists: each is a CSP source on every answer. */
export const maxPunchoutOrigins = 20;

/** `punchout`: `{ "origins": [...] }`, each an http(s) origin written as the browser writes it. */
function parsePunchout(value: unknown): RuntimeConfig['punchout'] {
  if (value === undefined) return { origins: [] };
  if (!isObject(value)) return fail(`punchout must be an object with "origins" (got ${shown(value)})`);
  const unknownKey = Object.keys(value).find((key) => key !== 'origins');
  if (unknownKey !== undefined) fail(`punchout.${unknownKey} is not a setting (known: origins)`);
  const { origins } = value;
  if (!Array.isArray(origins) || origins.length === 0)
    return fail(`punchout.origins must be a list of at least one origin (got ${shown(origins)})`);
  if (origins.length > maxPunchoutOrigins)
    fail(`punchout.origins may name at most ${maxPunchoutOrigins} origins (it names ${origins.length})`);
  for (const origin of origins) {
    if (
      typeof origin !== 'string' ||
      !configPatterns.origin.test(origin) ||
      new URL(origin).origin !== origin
    )
      fail(
        `punchout.origins: ${shown(origin)} is no origin – scheme, host and port as the browser writes them, e.g. "https://buyer.example" (no path, no trailing slash, lower case, no default port)`,
      );
  }
  const twice = origins.find((origin, index) => origins.indexOf(origin) !== index);
  if (twice !== undefined) fail(`punchout.origins names ${JSON.stringify(twice)} twice`);
  return { origins: origins as string[] };
}

/** Whether the basket may be handed back to `url` (its origin is one config.json lists). */
export const allowsHandBackTo = (config: RuntimeConfig, url: string): boolean => {
  try {
    return config.punchout.origins.includes(new URL(url).origin);
  } catch {
    return false;
  }
};

/** Whether the backend offers an optional operation – the portal offers what depends on it only then. */
export const offers = (config: RuntimeConfig, operation: OptionalOperation): boolean =>
  config.capabilities.has(operation);

const refused = (issues: readonly ConfigIssue[]): RuntimeConfigResult => ({
  ok: false,
  problem: issues.map((issue) => `config.json: ${issue.message}`).join('; '),
  issues,
});

/**
 * Checks `config.json` strictly: every known field of the right type, and an API URL unless demo mode is on
 * explicitly – so a typo such as `apiBaseURL` is a fault rather than a quiet fallback to anything. Every problem
 * of the file is named, not just the first.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  if (!isObject(input))
    return refused([{ message: `the file must hold a JSON object (got ${shown(input)})` }]);
  const issues = new ConfigIssues();
  const config = parseObject(issues, input);
  return issues.list.length === 0 ? { ok: true, config } : refused(issues.list);
}

/** The most a config.json may weigh: a complete one is under 2 KB; a larger file is a mistake, not a config. */
export const maxConfigBytes = 64 * 1024;

/**
 * Parses config.json's text – what the portal does with the file it fetched and what `npm run config:check`
 * does with the file on disk, so a BOM, a size or broken JSON is judged alike. A UTF-8 BOM is accepted (the
 * browser's decoder drops it, and an editor may write one).
 */
export function parseRuntimeConfigText(text: string): RuntimeConfigResult {
  const bytes = new TextEncoder().encode(text).length;
  if (bytes > maxConfigBytes) {
    return refused([
      {
        message: `the file is ${bytes.toLocaleString('en')} bytes – at most ${maxConfigBytes.toLocaleString('en')} (64 KiB) are read, and a complete config needs about 1,000`,
      },
    ]);
  }
  const json = text.replace(/^\uFEFF/, '');
  let input: unknown;
  try {
    input = JSON.parse(json);
  } catch (error) {
    // The engine's message may quote the file (a secret in it): only where it broke is named.
    const at = /position (\d+)/.exec(String(error))?.[1];
    const lines = at === undefined ? undefined : json.slice(0, Number(at)).split('\n');
    const where = lines ? ` (line ${lines.length}, column ${(lines.at(-1)?.length ?? 0) + 1})` : '';
    return refused([{ message: `the file is not valid JSON${where}` }]);
  }
  return parseRuntimeConfig(input);
}

/** Every setting config.json may hold (`$schema` lets editors validate it with deploy/config.schema.json). */
export const configKeys = [
  '$schema',
  'demo',
  'apiBaseUrl',
  'registrationEnabled',
  'productKey',
  'companyName',
  'capabilities',
  'legal',
  'support',
  'brand',
  'punchout',
] as const;

function hasHost(url: string): boolean {
  try {
    return new URL(url).host !== '';
  } catch {
    return false;
  }
}

/** apiBaseUrl's problem, if any – the value shown without what could be a secret. */
function apiBaseUrlProblem(given: string | undefined, url: string): string | undefined {
  if (given === undefined)
    return 'apiBaseUrl is missing – a live portal needs its backend (or set "demo": true for the demo)';
  if (/^https?:\/\/[^/?#]*@/i.test(given) || (/^(https?:\/\/|\/)/i.test(given) && /[?#]/.test(given)))
    return `apiBaseUrl must not hold a user, password, query or fragment – every visitor's browser reads config.json, so a key there is public (got ${shown(given)})`;
  if (!configPatterns.apiBaseUrl.test(url) || (!url.startsWith('/') && !hasHost(url)))
    return `apiBaseUrl must be an http(s) address without user and password, or a path such as /api (got ${shown(given)})`;
  return undefined;
}

function parseObject(issues: ConfigIssues, source: Record<string, unknown>): RuntimeConfig {
  const check = <T>(run: () => T) => issues.check(run);
  onlyKnownKeys(issues, source, configKeys, '');
  for (const key of ['demo', 'registrationEnabled'] as const) {
    if (key in source && typeof source[key] !== 'boolean')
      issues.add({ message: `${key} must be true or false (got ${shown(source[key])})` });
  }
  for (const key of ['$schema', 'apiBaseUrl', 'productKey', 'companyName'] as const) {
    if (key in source && typeof source[key] !== 'string')
      issues.add({ message: `${key} must be a text (got ${shown(source[key])})` });
  }
  const textOf = (key: 'apiBaseUrl' | 'productKey' | 'companyName') =>
    typeof source[key] === 'string' ? source[key] : undefined;
  const demo = source.demo === true;
  const capabilities = check(() => parseCapabilities(source.capabilities)) ?? new Set<OptionalOperation>();
  const givenApiBaseUrl = textOf('apiBaseUrl');
  const apiBaseUrl = (givenApiBaseUrl ?? '').replace(/\/+$/, '');
  // Given, it must be right even in the demo (which ignores it): a wrong value is a typo to name, not to keep.
  // (Given as no text at all, it is named above.)
  if (givenApiBaseUrl !== undefined || (!demo && !('apiBaseUrl' in source))) {
    const problem = apiBaseUrlProblem(givenApiBaseUrl, apiBaseUrl);
    if (problem) issues.add({ message: problem });
  }
  const productKey = textOf('productKey') ?? defaultRuntimeConfig.productKey;
  if (!configPatterns.productKey.test(productKey))
    issues.add({ message: `productKey may hold only letters, digits, _ and - (got ${shown(productKey)})` });
  // One line of plain text in the header, the copyright and every title: blank or overlong is a mistake to
  // name (never the example company's name instead).
  const givenName = textOf('companyName');
  if (givenName !== undefined && givenName.trim() === '')
    issues.add({ message: 'companyName must not be blank – name the supplier, or leave the setting out' });
  else if (givenName !== undefined && givenName.length > configLimits.companyName)
    issues.add({
      message: `companyName may be at most ${configLimits.companyName} characters long (it has ${givenName.length})`,
    });
  const companyName = givenName?.trim().replace(/\s+/g, ' ') || defaultRuntimeConfig.companyName;
  // A live portal names its own legal pages and support; only the demo may use the example ones.
  const whyRequired = {
    legal: 'a live portal must link its privacy policy and imprint',
    support: 'a live portal names its support contact, at least an e-mail address',
  };
  for (const key of ['legal', 'support'] as const) {
    if (!demo && source[key] === undefined)
      issues.add({ message: `${key} is missing – ${whyRequired[key]}` });
  }
  const legal =
    source.legal === undefined ? defaultRuntimeConfig.legal : check(() => parseLegal(issues, source.legal));
  const support =
    source.support === undefined
      ? defaultRuntimeConfig.support
      : check(() => parseSupport(issues, source.support));
  return {
    demo,
    apiBaseUrl: demo ? '' : apiBaseUrl,
    registrationEnabled: source.registrationEnabled === true,
    productKey,
    companyName,
    capabilities: demo ? new Set(optionalOperations) : capabilities,
    legal: legal ?? defaultRuntimeConfig.legal,
    support: support ?? defaultRuntimeConfig.support,
    brand: check(() => parseBrand(issues, source.brand)) ?? {},
    punchout: check(() => parsePunchout(source.punchout)) ?? { origins: [] },
  };
}

export const isDemoMode = (config: RuntimeConfig): boolean => config.demo;
export const effectiveApiBaseUrl = (config: RuntimeConfig): string =>
  isDemoMode(config) ? demoApiBaseUrl : config.apiBaseUrl;
export const mainClient = (config: RuntimeConfig): string => `client_${config.productKey}`;

/**
 * How long the app waits for `config.json` before it is a fault: every page waits for it, so a host that never
 * answers would leave the page blank (issue 29: never blank; the out-of-service page's retry asks again).
 */
export const configDeadlineMs = 5000;

/** Loads and checks `config.json`; a missing, unreadable, invalid or overdue file is a fault (never demo mode). */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
  deadlineMs = configDeadlineMs,
): Promise<RuntimeConfigResult> {
  let response: Response;
  try {
    response = await fetchImpl(url, { cache: 'no-store', signal: AbortSignal.timeout(deadlineMs) });
  } catch {
    return { ok: false, problem: `${url} could not be loaded`, issues: [] };
  }
  if (!response.ok) return { ok: false, problem: `${url} answered ${response.status}`, issues: [] };
  try {
    return parseRuntimeConfigText(await response.text());
  } catch {
    return { ok: false, problem: `${url} could not be read`, issues: [] };
  }
}
