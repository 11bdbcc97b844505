/** Test-only: a deployment whose config.json names its own legal pages, support and logo – not the demo's. */
import { expect, within } from 'storybook/test';
import type { RuntimeConfig } from '../config';
import { createStoryServices } from './storyServices';

export const acmeDeployment = {
  companyName: 'Acme Chemicals AG',
  legal: {
    privacyUrl: { de: 'https://www.acme.test/datenschutz', en: 'https://www.acme.test/en/privacy' },
    imprintUrl: 'https://www.acme.test/impressum',
  },
  support: {
    email: 'hilfe@acme.test',
    phone: '+49 89 4711-0',
    hours: { de: 'Mo–Fr 7–18 Uhr', en: 'Mon–Fri 7 am–6 pm' },
  },
} satisfies Partial<RuntimeConfig>;

/** A story loader: services with acmeDeployment's config.json, nobody logged in. */
export const acmeServices = async () => ({ services: await createStoryServices({ config: acmeDeployment }) });

/** Served by Storybook from .storybook/static/brand/, as a host serves the brand folder beside config.json. */
export const acmeLogo = '/brand/acme-logo.svg';

/** `container` shows acmeDeployment's support contact (German): e-mail and phone as links, the hours. */
export async function expectAcmeSupport(container: HTMLElement) {
  const shown = within(container);
  await expect(shown.getByRole('link', { name: 'hilfe@acme.test' })).toHaveAttribute(
    'href',
    'mailto:hilfe@acme.test',
  );
  await expect(shown.getByRole('link', { name: '+49 89 4711-0' })).toHaveAttribute('href', 'tel:+498947110');
  await expect(shown.getByText('Mo–Fr 7–18 Uhr')).toBeVisible();
  await expect(shown.queryByText(/kundenportal\.example/)).toBeNull();
}

/** A page where the user is stuck offers acmeDeployment's support under its own heading. */
export async function expectStuckSupport(canvasElement: HTMLElement) {
  const support = await within(canvasElement).findByRole('region', { name: 'Support' });
  await expect(support).toHaveTextContent('Kommen Sie nicht weiter? Unser Support hilft Ihnen gern.');
  await expectAcmeSupport(support);
}
