/**
 * Runtime configuration, read at start-up from `config.json` beside the app so one build serves every
 * environment. Without an API URL the portal runs on the built-in mock backend (demo mode).
 */
export interface RuntimeConfig {
  /** Base URL of the backend; empty means demo mode on the mocks. */
  apiBaseUrl: string;
  /** Self-registration is off unless an environment turns it on. */
  registrationEnabled: boolean;
  /** Names the main client: `client_<productKey>`. */
  productKey: string;
  /** The supplier's name for logo, copyright and titles, so one build serves a rebrand. */
  companyName: string;
}

export const defaultRuntimeConfig: RuntimeConfig = {
  apiBaseUrl: '',
  registrationEnabled: false,
  productKey: 'kundenportal',
  companyName: 'Kundenportal GmbH',
};

/** The base URL the demo mode's mock backend answers under. */
export const demoApiBaseUrl = '/api';

export function parseRuntimeConfig(input: unknown): RuntimeConfig {
  const source = typeof input === 'object' && input !== null ? (input as Record<string, unknown>) : {};
  const text = (key: keyof RuntimeConfig, fallback: string) =>
    typeof source[key] === 'string' ? (source[key] as string).trim() : fallback;
  const productKey = text('productKey', defaultRuntimeConfig.productKey);
  // One line of plain text: an empty or overlong name would break the header, so it falls back.
  const companyName = text('companyName', '').replace(/\s+/g, ' ');
  return {
    apiBaseUrl: text('apiBaseUrl', defaultRuntimeConfig.apiBaseUrl).replace(/\/+$/, ''),
    registrationEnabled: source.registrationEnabled === true,
    productKey: /^[a-z0-9_-]+$/i.test(productKey) ? productKey : defaultRuntimeConfig.productKey,
    companyName:
      companyName.length > 0 && companyName.length <= 80 ? companyName : defaultRuntimeConfig.companyName,
  };
}

export const isDemoMode = (config: RuntimeConfig): boolean => config.apiBaseUrl === '';
export const effectiveApiBaseUrl = (config: RuntimeConfig): string =>
  isDemoMode(config) ? demoApiBaseUrl : config.apiBaseUrl;
export const mainClient = (config: RuntimeConfig): string => `client_${config.productKey}`;

/** Loads `config.json`; a missing or broken file falls back to the defaults (demo mode). */
export async function loadRuntimeConfig(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<RuntimeConfig> {
  try {
    const response = await fetchImpl(url, { cache: 'no-store' });
    if (!response.ok) return defaultRuntimeConfig;
    return parseRuntimeConfig(await response.json());
  } catch {
    return defaultRuntimeConfig;
  }
}
