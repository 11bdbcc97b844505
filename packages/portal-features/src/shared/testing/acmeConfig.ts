/**
 * Test-only: a deployment whose config.json names its own legal pages, support and brand – not the demo's. Plain
 * data, so the stories (acmeDeployment.ts) and the end-to-end tests (e2e/deployment.spec.ts) share it.
 */
import type { RuntimeConfig } from '../config';

export const acmeDeployment = {
  companyName: 'Acme Chemicals AG',
  legal: {
    privacyUrl: {
      de: 'https://www.acme.test/datenschutz',
      en: 'https://www.acme.test/en/privacy',
      pl: 'https://www.acme.test/pl/prywatnosc',
    },
    imprintUrl: 'https://www.acme.test/impressum',
  },
  support: {
    email: 'hilfe@acme.test',
    phone: '+49 89 4711-0',
    hours: { de: 'Mo–Fr 7–18 Uhr', en: 'Mon–Fri 7 am–6 pm', pl: 'pon.–pt. 7–18' },
  },
} satisfies Partial<RuntimeConfig>;

/** The logo in the brand folder beside config.json (Storybook serves it from .storybook/static/brand/). */
export const acmeLogo = '/brand/acme-logo.svg';
