import { type OptionalOperation, optionalOperations } from '@kundenportal/api-client';
import { defaultLocale, type Locale } from '../i18n/locales';
import {
  type Brand,
  ConfigProblem,
  type Localized,
  onlyKnownKeys,
  parseBrand,
  parseLegal,
  parseSupport,
  type SupportContact,
} from './deployment';

export type { Brand, Localized, SupportContact } from './deployment';

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
  /** Why the configuration cannot be used – for the operator's console, never shown to users. */
  | { ok: false; problem: string };

/**
 * An http(s) URL with a host and no user or password, or a same-origin path such as /api (not //host); a trailing
 * slash is dropped. deploy/config.schema.json's apiBaseUrl pattern is the same rule.
 */
function isApiBaseUrl(value: string): boolean {
  if (/^\/[^\s\\/][^\s\\]*$/.test(value)) return true;
  if (!/^https?:\/\/[^\s/?#@\\]+(?:[/?#][^\s\\]*)?$/.test(value)) return false;
  try {
    return new URL(value).host !== '';
  } catch {
    return false;
  }
}

const isOptionalOperation = (value: unknown): value is OptionalOperation =>
  (optionalOperations as readonly unknown[]).includes(value);

/** `capabilities`: a list of optional operationIds; a name the contract does not know is a fault, not ignored. */
function parseCapabilities(value: unknown): ReadonlySet<OptionalOperation> | string {
  if (value === undefined) return new Set();
  if (!Array.isArray(value)) return 'config.json: capabilities must be a list of operation names';
  const unknown = value.find((entry) => !isOptionalOperation(entry));
  if (unknown !== undefined) {
    return `config.json: capabilities names ${JSON.stringify(unknown)}, which is not an optional operation (${optionalOperations.join(', ')})`;
  }
  const twice = value.find((entry, index) => value.indexOf(entry) !== index);
  if (twice !== undefined) return `config.json: capabilities names ${JSON.stringify(twice)} twice`;
  return new Set(value.filter(isOptionalOperation));
}

/** Whether the backend offers an optional operation – the portal offers what depends on it only then. */
export const offers = (config: RuntimeConfig, operation: OptionalOperation): boolean =>
  config.capabilities.has(operation);

/**
 * Checks `config.json` strictly: every known field of the right type, and an API URL unless demo mode is on
 * explicitly – so a typo such as `apiBaseURL` is a fault rather than a quiet fallback to anything.
 */
export function parseRuntimeConfig(input: unknown): RuntimeConfigResult {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    return { ok: false, problem: 'config.json is not a JSON object' };
  }
  try {
    return { ok: true, config: parseObject(input as Record<string, unknown>) };
  } catch (error) {
    if (error instanceof ConfigProblem) return { ok: false, problem: error.message };
    throw error;
  }
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
] as const;

function parseObject(source: Record<string, unknown>): RuntimeConfig {
  const problem = (message: string): never => {
    throw new ConfigProblem(message);
  };
  onlyKnownKeys(source, configKeys, '');
  for (const key of ['demo', 'registrationEnabled'] as const) {
    if (key in source && typeof source[key] !== 'boolean') {
      problem(`config.json: ${key} must be true or false`);
    }
  }
  for (const key of ['apiBaseUrl', 'productKey', 'companyName'] as const) {
    if (key in source && typeof source[key] !== 'string') {
      problem(`config.json: ${key} must be a string`);
    }
  }
  const demo = source.demo === true;
  const capabilities = parseCapabilities(source.capabilities);
  if (typeof capabilities === 'string') problem(capabilities);
  const givenApiBaseUrl = source.apiBaseUrl as string | undefined;
  const apiBaseUrl = (givenApiBaseUrl ?? '').replace(/\/+$/, '');
  const productKey = (source.productKey as string | undefined) ?? defaultRuntimeConfig.productKey;
  if (!/^[a-z0-9_-]+$/i.test(productKey)) {
    problem('config.json: productKey may hold only letters, digits, _ and -');
  }
  // One line of plain text: an empty or overlong name would break the header, so it falls back.
  const companyName = ((source.companyName as string | undefined) ?? '').trim().replace(/\s+/g, ' ');
  // Given, it must be right even in the demo (which ignores it): a wrong value is a typo to name, not to keep.
  if ((!demo || givenApiBaseUrl !== undefined) && !isApiBaseUrl(apiBaseUrl)) {
    problem(
      givenApiBaseUrl === undefined
        ? 'config.json: apiBaseUrl is missing – a live portal needs its backend; or set "demo": true for the demo'
        : `config.json: apiBaseUrl must be an http(s) URL without user and password or a path such as /api (got ${JSON.stringify(givenApiBaseUrl)})`,
    );
  }
  // A live portal names its own legal pages and support; only the demo may use the example ones.
  for (const key of ['legal', 'support'] as const) {
    if (!demo && source[key] === undefined) problem(`config.json: ${key} is required unless "demo": true`);
  }
  return {
    demo,
    apiBaseUrl: demo ? '' : apiBaseUrl,
    registrationEnabled: source.registrationEnabled === true,
    productKey,
    companyName:
      companyName.length > 0 && companyName.length <= 80 ? companyName : defaultRuntimeConfig.companyName,
    capabilities: demo ? new Set(optionalOperations) : (capabilities as ReadonlySet<OptionalOperation>),
    legal: source.legal === undefined ? defaultRuntimeConfig.legal : parseLegal(source.legal),
    support: source.support === undefined ? defaultRuntimeConfig.support : parseSupport(source.support),
    brand: parseBrand(source.brand),
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
    return { ok: false, problem: `${url} could not be loaded` };
  }
  if (!response.ok) return { ok: false, problem: `${url} answered ${response.status}` };
  try {
    return parseRuntimeConfig(JSON.parse(await response.text()));
  } catch {
    return { ok: false, problem: `${url} is not valid JSON` };
  }
}
