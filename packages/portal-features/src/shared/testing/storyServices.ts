/**
 * Test-only: app services for stories, backed by the MSW mock backend that Storybook's mswLoader starts.
 * Each story gets its own client, counters and an in-memory session, so nothing leaks between stories.
 */
import {
  createApiClient,
  type PersistedSession,
  type SaveFile,
  type SessionStore,
} from '@kundenportal/api-client';
import { defaultRuntimeConfig, type RuntimeConfig } from '../config';
import { createLoadingCounter } from '../loading';
import { createNotificationStore } from '../notifications';
import type { PortalServices } from '../services';

export function memorySessionStore(): SessionStore {
  let value: PersistedSession | null = null;
  return {
    load: () => value,
    save: (next) => {
      value = next;
    },
    subscribe: () => () => {},
  };
}

export interface StoryServicesOptions {
  config?: Partial<RuntimeConfig>;
  /** Logs in as this demo user (password Demo1234!) before the story renders. */
  loginAs?: string;
  onSessionEnd?: () => void;
  onServiceUnavailable?: () => void;
  /** Catches downloads (blob and file name) instead of saving them, so a play can check what was saved. */
  saveFile?: SaveFile;
  /** Records when a form says a call is near (PortalServices.prepareBackend). */
  prepareBackend?: () => void;
}

export async function createStoryServices(options: StoryServicesOptions = {}): Promise<PortalServices> {
  const loading = createLoadingCounter();
  const api = createApiClient({
    baseUrl: '/api',
    loading,
    sessionStore: memorySessionStore(),
    retryDelaysMs: [0, 0, 0],
    onSessionEnd: options.onSessionEnd,
    onServiceUnavailable: options.onServiceUnavailable,
    saveFile: options.saveFile,
  });
  if (options.loginAs) {
    const result = await api.session.login(options.loginAs, 'Demo1234!');
    if (result !== 'ok') throw new Error(`Story login as ${options.loginAs} failed: ${result}`);
  }
  return {
    config: { ...defaultRuntimeConfig, ...options.config },
    api,
    loading,
    notifications: createNotificationStore(),
    checkService: async () => true,
    prepareBackend: options.prepareBackend,
  };
}
