export {
  buildTimeConfig,
  defaultRuntimeConfig,
  demoApiBaseUrl,
  effectiveApiBaseUrl,
  isDemoMode,
  loadRuntimeConfig,
  mainClient,
  parseRuntimeConfig,
  type RuntimeConfig,
  type RuntimeConfigResult,
} from './runtimeConfig';
