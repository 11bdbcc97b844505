import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import {
  acmeServices,
  createStoryServices,
  expectAcmeSupport,
  StoryPortal,
  servicesOf,
} from '../shared/testing';
import { FaqPage } from './FaqPage';

const meta = {
  title: 'Screens/FAQ',
  component: FaqPage,
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ services: await createStoryServices() })],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/faq">
      <FaqPage />
    </StoryPortal>
  ),
} satisfies Meta<typeof FaqPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Häufige Fragen und Support' }),
    ).toBeVisible();
    const sections = canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections).toEqual(['Grundlagen', 'Support', 'Kontakt']);
    const toc = canvas.getByRole('navigation', { name: 'Themen' });
    await expect(within(toc).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '#contact');
    // The demo's config.json names an e-mail address only.
    const contact = canvas.getByRole('region', { name: 'Kontakt' });
    await expect(within(contact).getByRole('link', { name: 'support@kundenportal.example' })).toHaveAttribute(
      'href',
      'mailto:support@kundenportal.example',
    );
    await expect(within(contact).queryByText('Telefon')).toBeNull();
    await expect(canvas.getByText('Wie erhalte ich Zugang?')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Häufige Fragen und Support – Kundenportal'));
  },
};

/** A deployment's own support (config.json): e-mail, phone and hours in the contact section. */
export const ConfiguredSupport: Story = {
  loaders: [acmeServices],
  play: async ({ canvasElement }) => {
    const contact = await within(canvasElement).findByRole('region', { name: 'Kontakt' });
    await expect(contact).toHaveTextContent('Unser Support-Team erreichen Sie so:');
    await expectAcmeSupport(contact);
  },
};
