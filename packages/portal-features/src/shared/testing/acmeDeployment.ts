/** Test-only: stories of a deployment configured by its own config.json (acmeConfig.ts). */
import { expect, within } from 'storybook/test';
import { acmeDeployment } from './acmeConfig';
import { createStoryServices } from './storyServices';

/** A story loader: services with acmeDeployment's config.json, nobody logged in. */
export const acmeServices = async () => ({ services: await createStoryServices({ config: acmeDeployment }) });

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
