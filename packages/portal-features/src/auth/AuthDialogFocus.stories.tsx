/**
 * Focus around the auth dialogs (WCAG 2.4.3): closing returns focus to what opened the first dialog, also after
 * the user went from one dialog to the next (react-aria's focus scopes hand the restore target on). The dialogs
 * here are stand-ins in the design system's Modal with the real ones' titles (shared/session's dialog state, which
 * the real dialogs of this feature use too).
 */
import { Button, Modal } from '@kundenportal/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages/commonMessages';
import { useAuthDialogs } from '../shared/session';
import { createStoryServices, StoryPortal, servicesOf, storyText } from '../shared/testing';
import { loginMessages, magicLinkMessages } from './messages';

function StandInDialogs() {
  const { dialog, open, close } = useAuthDialogs();
  const intl = useIntl();
  if (dialog === null) return null;
  const labels = { close: intl.formatMessage(commonMessages.close) };
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) close();
  };
  return dialog === 'login' ? (
    <Modal isOpen title={intl.formatMessage(loginMessages.title)} onOpenChange={onOpenChange} labels={labels}>
      <Button onPress={() => open('magicLink')}>{intl.formatMessage(loginMessages.magicLink)}</Button>
    </Modal>
  ) : (
    <Modal
      isOpen
      title={intl.formatMessage(magicLinkMessages.title)}
      onOpenChange={onOpenChange}
      labels={labels}
    >
      <p>{intl.formatMessage(magicLinkMessages.lead)}</p>
    </Modal>
  );
}

function Opener() {
  const { open } = useAuthDialogs();
  const intl = useIntl();
  return (
    <>
      <Button onPress={() => open('login')}>{intl.formatMessage(loginMessages.title)}</Button>
      {/* Another control, so focus returning to the opener is not merely the first one. */}
      <Button variant="secondary">{intl.formatMessage(loginMessages.register)}</Button>
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
    const opener = canvas.getByRole('button', { name: storyText(loginMessages.title) });
    await userEvent.click(opener);
    const login = await screen.findByRole('dialog', { name: storyText(loginMessages.title) });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    await expect(login).not.toBeInTheDocument();
  },
};

export const ClosingTheSecondDialogReturnsFocus: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: storyText(loginMessages.title) });
    opener.focus();
    await userEvent.keyboard('{Enter}');
    const login = await screen.findByRole('dialog', { name: storyText(loginMessages.title) });
    await userEvent.click(within(login).getByRole('button', { name: storyText(loginMessages.magicLink) }));
    const link = await screen.findByRole('dialog', { name: storyText(magicLinkMessages.title) });
    await userEvent.click(within(link).getByRole('button', { name: storyText(commonMessages.close) }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};
