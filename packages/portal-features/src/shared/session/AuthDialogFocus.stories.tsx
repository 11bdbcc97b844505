/**
 * Focus around the auth dialogs (WCAG 2.4.3): closing returns focus to what opened the first dialog, also after
 * the user went from one dialog to the next (react-aria's focus scopes hand the restore target on). The dialogs
 * here are stand-ins in the design system's Modal; the real ones live in the auth feature on the same state.
 */
import { Button, Modal } from '@kundenportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from '../i18n';
import { commonMessages } from '../messages/commonMessages';
import { createStoryServices, StoryPortal, servicesOf, storyText } from '../testing';
import { useAuthDialogs } from './authDialogs';

function StandInDialogs() {
  const { dialog, open, close } = useAuthDialogs();
  const intl = useIntl();
  if (dialog === null) return null;
  // The stand-ins' own titles are the same in every locale; the close button is the portal's.
  const labels = { close: intl.formatMessage(commonMessages.close) };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };
  return dialog === 'login' ? (
    <Modal isOpen title="Anmelden" onOpenChange={onOpenChange} labels={labels}>
      <Button onPress={() => open('magicLink')}>Login-Link anfordern</Button>
    </Modal>
  ) : (
    <Modal isOpen title="Login-Link anfordern" onOpenChange={onOpenChange} labels={labels}>
      <p>Wir schicken Ihnen einen Link.</p>
    </Modal>
  );
}

function Opener() {
  const { open } = useAuthDialogs();
  return (
    <>
      <Button onPress={() => open('login')}>Anmelden</Button>
      <Button variant="secondary">Etwas anderes</Button>
    </>
  );
}

const meta = {
  title: 'Session/Auth dialog focus',
  loaders: [async () => ({ services: await createStoryServices() })],
  render: (_args, { loaded }) => (
    <StoryPortal services={servicesOf(loaded)}>
      <Opener />
      <StandInDialogs />
    </StoryPortal>
  ),
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const ClosingReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Anmelden' });
    await userEvent.click(opener);
    const login = await screen.findByRole('dialog', { name: 'Anmelden' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(login).not.toBeInTheDocument();
  },
};

export const ClosingTheSecondDialogReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Anmelden' });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const login = await screen.findByRole('dialog', { name: 'Anmelden' });
    await userEvent.click(within(login).getByRole('button', { name: 'Login-Link anfordern' }));
    const link = await screen.findByRole('dialog', { name: 'Login-Link anfordern' });
    await userEvent.click(within(link).getByRole('button', { name: storyText(commonMessages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
