import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { InlineAlert } from './InlineAlert';
import { inlineAlertTypes } from './InlineAlert.css';

const meta = {
  title: 'UI/InlineAlert',
  component: InlineAlert,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A message in the flow of the page next to what it is about: a failed load with a retry, a warning above a form, a note on prices.',
          "**When not.** For a short confirmation of an action just taken (`NotificationBanner`) or for a single field's error (the field's `errorMessage`).",
          '**Accessibility.** `role="alert"` for errors that appear after an action, `status` for polite news, `none` for text that is there when the page loads. The icon repeats the type for the eye only, so `title` and text must say what happened.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    type: 'info',
    children: 'Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.',
  },
  argTypes: {
    type: { control: 'inline-radio', options: inlineAlertTypes },
    role: { control: 'inline-radio', options: ['alert', 'status', 'none'] },
  },
} satisfies Meta<typeof InlineAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorWithRetry: Story = {
  args: {
    type: 'error',
    title: 'Bestellungen konnten nicht geladen werden',
    children: 'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    action: (
      <Button variant="secondary" size="small">
        Erneut versuchen
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Errors interrupt: role alert.
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent(
      'Bestellungen konnten nicht geladen werden' +
        'Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.' +
        'Erneut versuchen',
    );
    // The icon is decorative: no image in the accessibility tree.
    await expect(within(alert).queryByRole('img')).not.toBeInTheDocument();
    await expect(alert.querySelector('svg[data-icon="error"]')).toHaveAttribute('aria-hidden', 'true');
    const retry = within(alert).getByRole('button', { name: 'Erneut versuchen' });
    await userEvent.tab();
    await expect(retry).toHaveFocus();
  },
};

export const RetryPressed: Story = {
  args: { type: 'error', children: 'Die Datei konnte nicht hochgeladen werden.' },
  render: function Render(args) {
    const [attempts, setAttempts] = useState(0);
    return (
      <InlineAlert
        {...args}
        action={
          <Button variant="secondary" size="small" onPress={() => setAttempts((n) => n + 1)}>
            Erneut versuchen
          </Button>
        }
      >
        {args.children} Versuche: {attempts}
      </InlineAlert>
    );
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Erneut versuchen' }));
    await userEvent.keyboard('{Enter}');
    await expect(alert).toHaveTextContent('Versuche: 2');
  },
};

export const Warning: Story = {
  args: {
    type: 'warning',
    title: 'Gefahrgut',
    children: 'Dieser Artikel wird nur an Lieferadressen mit Gefahrgutannahme geliefert.',
  },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'GefahrgutDieser Artikel wird nur an Lieferadressen mit Gefahrgutannahme geliefert.',
    );
    await expect(status.querySelector('svg[data-icon="warning"]')).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent(
      'Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.',
    );
    await expect(status.querySelector('svg[data-icon="info"]')).not.toBeNull();
  },
};

export const Success: Story = {
  args: { type: 'success', title: 'Gespeichert', children: 'Ihre Lieferadresse wurde geändert.' },
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('GespeichertIhre Lieferadresse wurde geändert.');
    await expect(status.querySelector('svg[data-icon="success"]')).not.toBeNull();
  },
};

export const StaticNote: Story = {
  args: { role: 'none' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A note that is part of the page is not a live region.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(
      canvas.getByText('Preise verstehen sich zuzüglich der gesetzlichen Mehrwertsteuer.'),
    ).toBeVisible();
  },
};

export const AppearsOnDemand: Story = {
  args: { type: 'error', children: 'Die Anfrage ist fehlgeschlagen.' },
  render: function Render(args) {
    const [failed, setFailed] = useState(false);
    return (
      <div style={{ display: 'grid', gap: 16 }}>
        <div>
          <Button onPress={() => setFailed(true)}>Anfrage senden</Button>
        </div>
        {failed && <InlineAlert {...args} />}
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Anfrage senden' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Die Anfrage ist fehlgeschlagen.');
  },
};

export const AllTypes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {inlineAlertTypes.map((type) => (
        <InlineAlert
          key={type}
          {...args}
          type={type}
          role="none"
          title={`Titel (${type})`}
          action={
            <Button variant="tertiary" size="small">
              Aktion {type}
            </Button>
          }
        />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // axe checks the text contrast on each surface; here every type shows its own icon.
    for (const type of inlineAlertTypes) {
      await expect(canvas.getByText(`Titel (${type})`)).toBeVisible();
      await expect(canvasElement.querySelector(`[data-type="${type}"] svg[data-icon]`)).not.toBeNull();
      await expect(canvas.getByRole('button', { name: `Aktion ${type}` })).toBeVisible();
    }
  },
};
