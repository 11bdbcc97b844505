export {
  buildTimeConfig,
  defaultRuntimeConfig,
  demoApiBaseUrl,
  effectiveApiBaseUrl,
  isDemoMode,
  loadRuntimeConfig,
  mainClient,
  offers,
  parseRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigResult,
} from './runtimeConfig';
