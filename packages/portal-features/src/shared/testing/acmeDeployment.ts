/** Test-only: stories of a deployment configured by its own config.json (acmeConfig.ts). */
import { expect, within } from 'storybook/test';
import { localized } from '../config';
import { supportMessages } from '../contact/messages';
import { acmeDeployment } from './acmeConfig';
import { createStoryServices } from './storyServices';
import { storyLocale, storyText } from './storyText';

/** A story loader: services with acmeDeployment's config.json, nobody logged in. */
export const acmeServices = async () => ({ services: await createStoryServices({ config: acmeDeployment }) });

/** `container` shows acmeDeployment's support contact: e-mail and phone as links, the hours for the story's locale. */
export async function expectAcmeSupport(container: HTMLElement) {
  const shown = within(container);
  await expect(shown.getByRole('link', { name: 'hilfe@acme.test' })).toHaveAttribute(
    'href',
    'mailto:hilfe@acme.test',
  );
  await expect(shown.getByRole('link', { name: '+49 89 4711-0' })).toHaveAttribute('href', 'tel:+498947110');
  await expect(shown.getByText(localized(acmeDeployment.support.hours, storyLocale()))).toBeVisible();
  await expect(shown.queryByText(/kundenportal\.example/)).toBeNull();
}

/** A page where the user is stuck offers acmeDeployment's support under its own heading. */
export async function expectStuckSupport(canvasElement: HTMLElement) {
  const support = await within(canvasElement).findByRole('region', {
    name: storyText(supportMessages.title),
  });
  await expect(support).toHaveTextContent(storyText(supportMessages.stuck));
  await expectAcmeSupport(support);
}
