import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { createStoryServices, StoryPortal, servicesOf } from '../shared/testing';
import { HomePage } from './HomePage';

const meta = {
  title: 'Screens/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
  loaders: [async () => ({ services: await createStoryServices() })],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)}>
      <HomePage />
    </StoryPortal>
  ),
} satisfies Meta<typeof HomePage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Willkommen im Kundenportal' }),
    ).toBeVisible();
    const advantages = canvas.getByRole('heading', { level: 2, name: 'Ihre Vorteile' })
      .nextElementSibling as HTMLElement;
    await expect(within(advantages).getAllByRole('listitem')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'Anmelden' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'Produkte suchen' })).toHaveAttribute('href', '/search');
    // Registration is off by default: no way to it.
    await expect(canvas.queryByRole('link', { name: 'Jetzt registrieren' })).toBeNull();
    await waitFor(() => expect(document.title).toBe('Kundenportal'));
  },
};

export const RegistrationEnabled: Story = {
  loaders: [async () => ({ services: await createStoryServices({ config: { registrationEnabled: true } }) })],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const register = await canvas.findByRole('link', { name: 'Jetzt registrieren' });
    await userEvent.click(register);
    await waitFor(() => expect(canvas.getByTestId('location')).toHaveTextContent('/register'));
  },
};
