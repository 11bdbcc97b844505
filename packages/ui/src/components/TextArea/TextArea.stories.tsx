import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextArea } from './TextArea';

const meta = {
  title: 'UI/Forms/TextArea',
  component: TextArea,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Multi-line free text: remarks on an order, the description of a complaint; with `maxLength` and `characterCountLabel` a counter shows what is left.',
          '**When not.** For a single line (`TextField`).',
          "**Accessibility.** Label, help text, counter and error are tied to the text area; the user can drag it taller. The counter's words come from `characterCountLabel`, in the app's language.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Lieferhinweise', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Lieferhinweise' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await expect(textArea).toHaveAttribute('rows', '4');
    await userEvent.type(textArea, 'Tor 3{Enter}bitte klingeln');
    await expect(textArea).toHaveValue('Tor 3\nbitte klingeln');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tor 3\nbitte klingeln');
  },
};

export const Required: Story = {
  args: { isRequired: true, label: 'Begründung' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Begründung' })).toBeRequired();
  },
};

export const WithDescription: Story = {
  args: { description: 'Zufahrt, Ansprechpartner oder Zeitfenster.', rows: 6 },
  play: async ({ canvasElement }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Lieferhinweise' });
    await expect(textArea).toHaveAttribute('rows', '6');
    await expect(textArea).toHaveAccessibleDescription('Zufahrt, Ansprechpartner oder Zeitfenster.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bitte beschreiben Sie die Zufahrt.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Lieferhinweise' });
    await expect(canvas.getByText('Bitte beschreiben Sie die Zufahrt.')).toBeVisible();
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Bitte beschreiben Sie die Zufahrt.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Tor 3' },
  play: async ({ canvasElement, args }) => {
    const textArea = within(canvasElement).getByRole('textbox', { name: 'Lieferhinweise' });
    await expect(textArea).toBeDisabled();
    await userEvent.type(textArea, 'xyz', { pointerEventsCheck: 0 });
    await expect(textArea).toHaveValue('Tor 3');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const CharacterCounter: Story = {
  args: {
    maxLength: 20,
    description: 'Kurz und knapp.',
    characterCountLabel: (count, max) => `${count} von ${max} Zeichen`,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textArea = canvas.getByRole('textbox', { name: 'Lieferhinweise' });
    await expect(canvas.getByText('0 von 20 Zeichen')).toBeVisible();
    await expect(textArea).toHaveAccessibleDescription('Kurz und knapp. 0 von 20 Zeichen');
    await userEvent.type(textArea, 'Tor 3');
    await expect(canvas.getByText('5 von 20 Zeichen')).toBeVisible();
    // The browser stops input at maxLength; the counter stops with it.
    await userEvent.type(textArea, ' bitte vorher anrufen');
    await expect(textArea).toHaveValue('Tor 3 bitte vorher a');
    await expect(canvas.getByText('20 von 20 Zeichen')).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith('Tor 3 bitte vorher a');
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByText('19 von 20 Zeichen')).toBeVisible();
  },
};

export const CharacterCounterWithDefaultValue: Story = {
  args: {
    maxLength: 100,
    defaultValue: 'Tor 3',
    characterCountLabel: (count, max) => `Noch ${max - count} Zeichen`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Noch 95 Zeichen')).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Lieferhinweise' }));
    await expect(canvas.getByText('Noch 100 Zeichen')).toBeVisible();
  },
};
