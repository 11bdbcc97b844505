import { describe, expect, it } from 'vitest';
import {
  effectiveApiBaseUrl,
  isDemoMode,
  loadRuntimeConfig,
  mainClient,
  parseRuntimeConfig,
} from './runtimeConfig';

describe('runtime config', () => {
  it('defaults to demo mode, registration off and the main client client_kundenportal', () => {
    const config = parseRuntimeConfig({});
    expect(isDemoMode(config)).toBe(true);
    expect(config.registrationEnabled).toBe(false);
    expect(mainClient(config)).toBe('client_kundenportal');
    expect(effectiveApiBaseUrl(config)).toBe('/api');
  });

  it('reads an environment', () => {
    const config = parseRuntimeConfig({
      apiBaseUrl: 'https://api.example.test/v1/',
      registrationEnabled: true,
      productKey: 'acme',
      companyName: ' Acme  Chemicals AG ',
    });
    expect(config).toEqual({
      apiBaseUrl: 'https://api.example.test/v1',
      registrationEnabled: true,
      productKey: 'acme',
      companyName: 'Acme Chemicals AG',
    });
    expect(isDemoMode(config)).toBe(false);
    expect(mainClient(config)).toBe('client_acme');
  });

  it('only turns registration on for a real true and rejects odd product keys', () => {
    expect(parseRuntimeConfig({ registrationEnabled: 'yes' }).registrationEnabled).toBe(false);
    expect(parseRuntimeConfig({ productKey: '../x' }).productKey).toBe('kundenportal');
  });

  it('names the company Kundenportal GmbH unless the environment gives a usable name', () => {
    expect(parseRuntimeConfig({}).companyName).toBe('Kundenportal GmbH');
    expect(parseRuntimeConfig({ companyName: '   ' }).companyName).toBe('Kundenportal GmbH');
    expect(parseRuntimeConfig({ companyName: 42 }).companyName).toBe('Kundenportal GmbH');
    expect(parseRuntimeConfig({ companyName: 'x'.repeat(81) }).companyName).toBe('Kundenportal GmbH');
  });

  it('falls back to the defaults when config.json is missing or broken', async () => {
    const missing = await loadRuntimeConfig('/config.json', async () => new Response('', { status: 404 }));
    expect(isDemoMode(missing)).toBe(true);
    const broken = await loadRuntimeConfig(
      '/config.json',
      async () => new Response('{oops', { status: 200 }),
    );
    expect(isDemoMode(broken)).toBe(true);
  });
});
