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
import { forgetChosenCustomer } from '../session/chosenCustomer';

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
  /** Receives downloads instead of the browser, so a story can check name and content. */
  saveFile?: SaveFile;
}

export async function createStoryServices(options: StoryServicesOptions = {}): Promise<PortalServices> {
  // Stories share one browser tab: a customer chosen in one must not carry into the next.
  forgetChosenCustomer();
  const loading = createLoadingCounter();
  const api = createApiClient({
    baseUrl: '/api',
    loading,
    sessionStore: memorySessionStore(),
    retryDelaysMs: [0, 0, 0],
    onSessionEnd: options.onSessionEnd,
    onServiceUnavailable: options.onServiceUnavailable,
    ...(options.saveFile && { saveFile: options.saveFile }),
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
  };
}
