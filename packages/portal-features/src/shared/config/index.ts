export {
  defaultRuntimeConfig,
  demoApiBaseUrl,
  effectiveApiBaseUrl,
  isDemoMode,
  loadRuntimeConfig,
  mainClient,
  parseRuntimeConfig,
  type RuntimeConfig,
} from './runtimeConfig';
