import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Modal, type ModalProps, ModalTrigger } from './Modal';

const meta = {
  title: 'UI/Modal',
  component: Modal,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A focused task to finish or dismiss before going back: logging in, a request form.',
          '**When not.** For a yes/no question (`ConfirmDialog`), for messages (`InlineAlert`, `NotificationBanner`), or for content people want beside the page.',
          '**Accessibility.** A react-aria modal dialog: focus moves in, stays inside and returns to the trigger; Escape and the close button (named by `labels.close`) close it, a click outside does not – a stray click must not lose a half-filled form. The title names the dialog.',
        ].join('\n\n'),
      },
      // Each in a frame of its own on the docs page: drawn inline, an open dialog would cover the page (and
      // every other story's dialog on it).
      story: { inline: false, height: '420px' },
    },
  },
  args: {
    title: 'Anmelden',
    labels: { close: 'Schließen' },
    children: (
      <>
        <p>Melden Sie sich mit Ihrer E-Mail-Adresse an.</p>
        <label>
          E-Mail <input type="email" />
        </label>
      </>
    ),
  },
  render: (args) => (
    <ModalTrigger>
      <Button>Anmelden öffnen</Button>
      <Modal {...args} />
    </ModalTrigger>
  ),
} satisfies Meta<typeof Modal>;
export default meta;
type Story = StoryObj<typeof meta>;

async function openModal(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Anmelden öffnen' });
  await userEvent.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
  await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
  return { trigger, dialog };
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    await expect(within(dialog).getByRole('heading', { level: 2, name: 'Anmelden' })).toBeVisible();
    await expect(within(dialog).getByText('Melden Sie sich mit Ihrer E-Mail-Adresse an.')).toBeVisible();
    // Focus is trapped: tabbing past the last control wraps to the first.
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    const email = within(dialog).getByRole('textbox', { name: 'E-Mail' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await expect(email).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(email).toHaveFocus();
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openModal(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schließen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

function ControlledModal(args: ModalProps) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'Dialog offen' : 'Dialog geschlossen'}</p>
      <Modal
        {...args}
        isOpen={isOpen}
        onOpenChange={(open) => {
          setOpen(open);
          args.onOpenChange?.(open);
        }}
      />
    </>
  );
}

export const EscapeCloses: Story = {
  args: { onOpenChange: fn() },
  render: (args) => <ControlledModal {...args} />,
  play: async ({ canvasElement, args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Anmelden' });
    await waitFor(() => expect(dialog).toContainElement(dialog.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(within(canvasElement).getByText('Dialog geschlossen')).toBeInTheDocument();
  },
};

export const ClickOutsideDoesNotClose: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openModal(canvasElement);
    const backdrop = dialog.ownerDocument.querySelector('[data-modal-backdrop]');
    await expect(backdrop).toBeInstanceOf(HTMLElement);
    // Press on the backdrop's corner, well outside the centred dialog.
    await userEvent.pointer({ keys: '[MouseLeft]', target: backdrop as HTMLElement, coords: { x: 2, y: 2 } });
    await userEvent.click(backdrop as HTMLElement);
    await expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
  },
};

export const LongContent: Story = {
  args: {
    title: 'Datenschutzhinweise',
    children: Array.from({ length: 40 }, (_, i) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: static filler text
      <p key={i}>
        Absatz {i + 1}: Wir verarbeiten Ihre Daten ausschließlich zur Abwicklung Ihrer Bestellungen.
      </p>
    )),
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anmelden öffnen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Datenschutzhinweise' });
    const view = dialog.ownerDocument.defaultView as Window;
    // The modal stays within 90 % of the viewport and the dialog scrolls instead.
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(view.innerHeight * 0.9 + 1);
    await expect(dialog.scrollHeight).toBeGreaterThan(dialog.clientHeight);
    await expect(view.getComputedStyle(dialog).overflowY).toBe('auto');

    dialog.scrollTop = dialog.scrollHeight;
    await waitFor(() => expect(dialog.scrollTop).toBeGreaterThan(0));
    await expect(within(dialog).getByText(/^Absatz 40:/)).toBeVisible();
    // The title bar is sticky, so closing needs no scrolling back.
    const close = within(dialog).getByRole('button', { name: 'Schließen' });
    await expect(close.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      dialog.getBoundingClientRect().top,
    );
    await userEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const WithActions: Story = {
  args: {
    title: 'Passwort ändern',
    children: (
      <label>
        Neues Passwort <input type="password" />
      </label>
    ),
  },
  render: (args) => {
    const onSave = fn();
    return (
      <ModalTrigger>
        <Button>Anmelden öffnen</Button>
        <Modal
          {...args}
          actions={(close) => (
            <>
              <Button variant="secondary" onPress={close}>
                Abbrechen
              </Button>
              <Button onPress={onSave}>Speichern</Button>
            </>
          )}
        />
      </ModalTrigger>
    );
  },
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Anmelden öffnen' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Passwort ändern' });
    await expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
