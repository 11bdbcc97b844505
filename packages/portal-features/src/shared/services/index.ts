export {
  type PortalServices,
  PortalServicesProvider,
  useApi,
  useCurrentNotification,
  useHydrated,
  useLoadingVisible,
  useNotify,
  usePortalServices,
  useRuntimeConfig,
} from './PortalServices';
