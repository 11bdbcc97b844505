import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { NotificationBanner, type NotificationBannerProps } from './NotificationBanner';
import { notificationTypes } from './NotificationBanner.css';

/** Plays the app's notification state: closing hides the banner. */
function NotificationWithState(props: NotificationBannerProps) {
  const [isOpen, setOpen] = useState(props.isOpen);
  return (
    <NotificationBanner
      {...props}
      isOpen={isOpen}
      onClose={() => {
        setOpen(false);
        props.onClose();
      }}
    />
  );
}

const meta = {
  title: 'UI/NotificationBanner',
  component: NotificationBanner,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component: [
          '**When to use.** A short confirmation or failure of an action just taken – added to the basket, saved – under the header, closing by itself after `duration`.',
          '**When not.** For errors the user must act on or that belong to a place on the page (`InlineAlert`), or for form validation.',
          '**Accessibility.** Both live regions stay mounted, so the text is announced the moment it appears: errors assertively (`alert`), success and info politely (`status`), each preceded by its type label. Hovering or focusing it pauses the countdown; the close button is named by `labels.close`.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    isOpen: true,
    type: 'success',
    text: 'Das Produkt wurde dem Warenkorb hinzugefügt.',
    onClose: fn(),
    // Static stories stay open; the auto-close story sets its own short duration.
    duration: 0,
    labels: { close: 'Meldung schließen', success: 'Erfolg', error: 'Fehler', info: 'Hinweis' },
  },
  argTypes: { type: { control: 'inline-radio', options: notificationTypes } },
  render: (args) => <NotificationWithState {...args} />,
} satisfies Meta<typeof NotificationBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Das Produkt wurde dem Warenkorb hinzugefügt.');
    await expect(within(status).getByRole('img', { name: 'Erfolg' })).toBeVisible();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const ErrorNotice: Story = {
  name: 'Error',
  args: { type: 'error', text: 'Der Warenkorb konnte leider nicht aktualisiert werden' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Der Warenkorb konnte leider nicht aktualisiert werden');
    await expect(within(alert).getByRole('img', { name: 'Fehler' })).toBeVisible();
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Info: Story = {
  args: { type: 'info', text: 'Es konnten keine Produkte hinzugefügt werden.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Es konnten keine Produkte hinzugefügt werden.');
    await expect(within(status).getByRole('img', { name: 'Hinweis' })).toBeVisible();
  },
};

export const ClickToClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Das Produkt wurde dem Warenkorb hinzugefügt.'));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Das Produkt wurde dem Warenkorb hinzugefügt.')).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Meldung schließen' })).toBeNull();
  },
};

export const CloseButtonByKeyboard: Story = {
  args: { type: 'error', text: 'Es ist ein Fehler aufgetreten.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Meldung schließen' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
  },
};

export const CloseButtonByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Meldung schließen' }));
    // The button sits inside the clickable banner: one press must close once, not twice.
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const AutoClose: Story = {
  // The real default is 3000 ms; a short injected duration keeps the test fast without sleeping.
  args: { duration: 50 },
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Das Produkt wurde dem Warenkorb hinzugefügt.');
    await waitFor(() => expect(args.onClose).toHaveBeenCalledTimes(1));
    await expect(status).toBeEmptyDOMElement();
  },
};

export const Hidden: Story = {
  args: { isOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The live regions wait, empty, for the next message.
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(canvas.getByRole('alert')).toBeEmptyDOMElement();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};
