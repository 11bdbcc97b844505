/** A live (non-demo) config.json for tests that play or run a real backend: a live portal names its legal pages and support. */
export function liveConfig(apiBaseUrl: string, extra: Record<string, unknown> = {}) {
  return {
    apiBaseUrl,
    legal: { privacyUrl: 'https://www.example.test/privacy', imprintUrl: 'https://www.example.test/imprint' },
    support: { email: 'support@example.test' },
    ...extra,
  };
}
