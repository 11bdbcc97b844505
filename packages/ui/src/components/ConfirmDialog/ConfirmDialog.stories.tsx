import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

const meta = {
  title: 'UI/ConfirmDialog',
  component: ConfirmDialog,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Asking before something that cannot be undone or loses work: aborting a wizard, logging out, deleting a user.',
          '**When not.** To inform (`InlineAlert`, `NotificationBanner`), to collect input (`Modal`), or before routine actions that can be reversed – a question asked too often is answered without reading.',
          '**Accessibility.** An `alertdialog`: focus moves into it and returns to what opened it, Escape cancels, the title names it and the message describes it. Confirm and cancel labels are props. Controlled: the caller closes it, so an async confirm can keep it open while pending.',
        ].join('\n\n'),
      },
      // Each in a frame of its own on the docs page: drawn inline, an open dialog would cover the page (and
      // every other story's dialog on it).
      story: { inline: false, height: '420px' },
    },
  },
  args: {
    isOpen: true,
    title: 'Abmelden',
    message: 'Möchten Sie sich wirklich abmelden?',
    labels: { confirm: 'Abmelden', cancel: 'Abbrechen' },
    onConfirm: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof ConfirmDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

async function findDialog(name: string) {
  const dialog = await screen.findByRole('alertdialog', { name });
  return dialog;
}

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Abmelden');
    await expect(dialog).toHaveAccessibleDescription('Möchten Sie sich wirklich abmelden?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abmelden' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await expect(args.onCancel).not.toHaveBeenCalled();
  },
};

export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog('Abmelden');
    const cancel = within(dialog).getByRole('button', { name: 'Abbrechen' });
    // The harmless choice has focus, so a hasty Enter cancels.
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const EscapeCancels: Story = {
  play: async ({ args }) => {
    await findDialog('Abmelden');
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    title: 'Benutzer löschen',
    message: 'Soll der Benutzer max.mustermann@example.com gelöscht werden?',
    labels: { confirm: 'Löschen', cancel: 'Abbrechen' },
    variant: 'danger',
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Benutzer löschen');
    await expect(within(dialog).getByText(/max\.mustermann@example\.com/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const Confirming: Story = {
  args: {
    title: 'Benutzer löschen',
    message: 'Soll der Benutzer gelöscht werden?',
    labels: { confirm: 'Löschen', cancel: 'Abbrechen' },
    variant: 'danger',
    isConfirming: true,
  },
  play: async ({ args }) => {
    const dialog = await findDialog('Benutzer löschen');
    const confirm = within(dialog).getByRole('button', { name: 'Löschen' });
    await expect(confirm).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    await userEvent.click(confirm);
    await userEvent.keyboard('{Escape}');
    await expect(args.onConfirm).not.toHaveBeenCalled();
    await expect(args.onCancel).not.toHaveBeenCalled();
    await expect(screen.getByRole('alertdialog')).toBeVisible();
  },
};

function LogoutFlow(args: ConfirmDialogProps) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>Abmelden</Button>
      <ConfirmDialog
        {...args}
        isOpen={isOpen}
        onConfirm={() => {
          setOpen(false);
          args.onConfirm();
        }}
        onCancel={() => {
          setOpen(false);
          args.onCancel();
        }}
      />
    </>
  );
}

export const OpenedFromButton: Story = {
  args: { isOpen: false },
  render: (args) => <LogoutFlow {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Abmelden' });
    await userEvent.click(trigger);
    const dialog = await findDialog('Abmelden');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(args.onCancel).toHaveBeenCalledTimes(1);
    // Focus goes back to the button that opened the question.
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    await userEvent.click(within(await findDialog('Abmelden')).getByRole('button', { name: 'Abmelden' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
