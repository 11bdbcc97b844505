/**
 * Test-only: app services for stories, backed by the MSW mock backend that Storybook's mswLoader starts.
 * Each story gets its own client, counters and an in-memory session, so nothing leaks between stories.
 */
import {
  createApiClient,
  type OptionalOperation,
  type PersistedSession,
  type SaveFile,
  type SessionEndReason,
  type SessionStore,
} from '@kundenportal/api-client';
import { defaultRuntimeConfig, type RuntimeConfig } from '../config';
import { createLoadingCounter } from '../loading';
import { createNotificationStore } from '../notifications';
import type { PortalServices } from '../services';
import { storyLogin } from './storyGlobals';

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
  /**
   * Optional operations the story's backend lacks: they leave the config's capabilities (the demo's: all), so the
   * screen falls back as it would against such a backend. The story's MSW handlers still answer them – a play
   * asserts that nothing is sent.
   */
  without?: readonly OptionalOperation[];
  /**
   * Logs in as this demo user (password Demo1234!) before the story renders – or as the role chosen in
   * Storybook's toolbar (storyGlobals.ts).
   */
  loginAs?: string;
  onSessionEnd?: (reason: SessionEndReason) => void;
  /**
   * Refresh the access token when it expires within this many ms: 60 000 (the mock's lifetime) refreshes before
   * every request, so a story's refused refresh ends the session at its first call.
   */
  refreshMarginMs?: number;
  onServiceUnavailable?: () => void;
  /** Catches downloads (blob and file name) instead of saving them, so a play can check what was saved. */
  saveFile?: SaveFile;
  /** Records when a form says a call is near (PortalServices.prepareBackend). */
  prepareBackend?: () => void;
}

/** The story's config: the demo's, with the story's settings and without the operations it takes away. */
function storyConfig({ config, without = [] }: StoryServicesOptions): RuntimeConfig {
  const merged = { ...defaultRuntimeConfig, ...config };
  const capabilities = new Set(merged.capabilities);
  for (const operation of without) capabilities.delete(operation);
  return { ...merged, capabilities };
}

export async function createStoryServices(options: StoryServicesOptions = {}): Promise<PortalServices> {
  const loading = createLoadingCounter();
  const config = storyConfig(options);
  const api = createApiClient({
    baseUrl: '/api',
    loading,
    sessionStore: memorySessionStore(),
    retryDelaysMs: [0, 0, 0],
    refreshMarginMs: options.refreshMarginMs,
    onSessionEnd: options.onSessionEnd,
    onServiceUnavailable: options.onServiceUnavailable,
    saveFile: options.saveFile,
    offers: (operation) => config.capabilities.has(operation),
  });
  const email = storyLogin(options.loginAs);
  if (email) {
    const result = await api.session.login(email, 'Demo1234!');
    if (result !== 'ok') throw new Error(`Story login as ${email} failed: ${result}`);
  }
  return {
    config,
    api,
    loading,
    notifications: createNotificationStore(),
    checkService: async () => true,
    prepareBackend: options.prepareBackend,
  };
}
