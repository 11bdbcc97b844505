import type { ApiClient, OptionalOperation } from '@kundenportal/api-client';
import { createContext, type ReactNode, useCallback, useContext, useSyncExternalStore } from 'react';
import { buildTimeConfig, type RuntimeConfig } from '../config';
import type { LoadingCounter } from '../loading';
import type { NotificationStore, NotificationType } from '../notifications';

/** App-wide services every feature may use; the app (or a story) creates them once and provides them here. */
export interface PortalServices {
  config: RuntimeConfig;
  /** The typed API client with the session (tokens, refresh, retries). */
  api: ApiClient;
  loading: LoadingCounter;
  notifications: NotificationStore;
  /** Asks the backend whether it answers again (out-of-service retry). */
  checkService(): Promise<boolean>;
  /**
   * A call is near (someone types into a login form): the demo starts its mock backend now – its first start takes a
   * moment – instead of with the call. Elsewhere nothing to do.
   */
  prepareBackend?(): void;
}

const ServicesContext = createContext<PortalServices | null>(null);

export function PortalServicesProvider({
  services,
  children,
}: {
  services: PortalServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function usePortalServices(): PortalServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('usePortalServices needs a <PortalServicesProvider> above it.');
  return services;
}

const noSubscription = () => () => {};
/**
 * False while React hydrates prerendered markup (it then reads the server's snapshot), true right after and
 * in every page rendered in the browser alone. What the build could not know renders once it is true.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

/** This environment's config.json – while hydrating prerendered markup, the build's (see buildTimeConfig). */
export function useRuntimeConfig(): RuntimeConfig {
  const { config } = usePortalServices();
  return useHydrated() ? config : buildTimeConfig;
}
export const useApi = (): ApiClient => usePortalServices().api;

/** Whether the backend offers an optional operation (config.json `capabilities`); the portal falls back without. */
export const useOffers = (operation: OptionalOperation): boolean =>
  useRuntimeConfig().capabilities.has(operation);

export function useNotify(): (text: string, type?: NotificationType, duration?: number) => void {
  const { notifications } = usePortalServices();
  return useCallback((text, type, duration) => notifications.notify(text, type, duration), [notifications]);
}

export function useCurrentNotification() {
  const { notifications } = usePortalServices();
  return useSyncExternalStore(notifications.subscribe, notifications.current, notifications.current);
}

export function useLoadingVisible(): boolean {
  const { loading } = usePortalServices();
  return useSyncExternalStore(loading.subscribe, loading.isVisible, loading.isVisible);
}
