export {
  type PortalServices,
  PortalServicesProvider,
  useApi,
  useCurrentNotification,
  useLoadingVisible,
  useNotify,
  usePortalServices,
  useRuntimeConfig,
} from './PortalServices';
