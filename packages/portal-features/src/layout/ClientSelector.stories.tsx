import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useSession } from '../shared/session';
import { createStoryServices, StoryPortal, servicesOf, storyText, storyTextPattern } from '../shared/testing';
import { ClientSelector } from './ClientSelector';
import { clientNameMessages, mainClientLabel, selectorMessages } from './messages';

// The demo's product key is 'kundenportal'.
const mainClient = () => storyText(mainClientLabel, { product: 'Kundenportal' });
const staub = () => storyText(clientNameMessages.second);

const loginAs = (email: string) => async () => ({ services: await createStoryServices({ loginAs: email }) });

/** Shows the user and the client in effect, so a play sees what the choice changed. */
function SessionProbe() {
  const { user, client } = useSession();
  return user ? <p>{`Angemeldet als ${user.first_name} ${user.last_name}, Mandant ${client}`}</p> : null;
}

const meta = {
  title: 'Layout/ClientSelector',
  component: ClientSelector,
  args: { variant: 'header' },
  render: (args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)} url="/user/search">
      <SessionProbe />
      <ClientSelector {...args} />
    </StoryPortal>
  ),
} satisfies Meta<typeof ClientSelector>;
export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenWithOneClient: Story = {
  loaders: [loginAs('kunde@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Angemeldet als Sabine Krüger, Mandant client_kundenportal'),
    ).toBeVisible();
    await expect(
      canvas.queryByRole('button', { name: storyTextPattern(selectorMessages.client) }),
    ).toBeNull();
  },
};

/** A user holding both clients switches to Staub and back. */
export const WithBothClients: Story = {
  loaders: [loginAs('zwei-mandanten@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('button', { name: storyTextPattern(selectorMessages.client) });
    await expect(selector).toHaveTextContent(mainClient());
    // In the header the label sits beside the field.
    const label = canvas.getByText(storyText(selectorMessages.client), { selector: 'span' });
    await expect(label.getBoundingClientRect().right).toBeLessThanOrEqual(
      selector.getBoundingClientRect().left,
    );

    await userEvent.click(selector);
    const listbox = await screen.findByRole('listbox');
    await expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([mainClient(), staub()]);
    await userEvent.click(within(listbox).getByRole('option', { name: staub() }));
    await waitFor(() => expect(selector).toHaveTextContent(staub()));
    await expect(canvas.getByText('Angemeldet als Jan Hartmann, Mandant client_staub')).toBeVisible();

    await userEvent.click(selector);
    await userEvent.click(
      within(await screen.findByRole('listbox')).getByRole('option', { name: mainClient() }),
    );
    await expect(
      await canvas.findByText('Angemeldet als Jan Hartmann, Mandant client_kundenportal'),
    ).toBeVisible();
  },
};

export const MenuVariant: Story = {
  args: { variant: 'menu' },
  loaders: [loginAs('zwei-mandanten@kundenportal.example')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const selector = await canvas.findByRole('button', { name: storyTextPattern(selectorMessages.client) });
    await expect(selector).toHaveTextContent(mainClient());
    // In the side menu the label sits above the field.
    const label = canvas.getByText(storyText(selectorMessages.client), { selector: 'span' });
    await expect(label).toBeVisible();
    await expect(label.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      selector.getBoundingClientRect().top,
    );
  },
};
