export {
  type PortalServices,
  PortalServicesProvider,
  useCurrentNotification,
  useLoadingVisible,
  useNotify,
  usePortalServices,
  useRuntimeConfig,
} from './PortalServices';
