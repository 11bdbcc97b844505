export { CurrentNotification } from './CurrentNotification';
export {
  type PortalServices,
  PortalServicesProvider,
  useApi,
  useCurrentNotification,
  useHydrated,
  useLoadingVisible,
  useNotify,
  useOffers,
  usePortalServices,
  useRuntimeConfig,
} from './PortalServices';
export { useMeetsNeed } from './useMeetsNeed';
