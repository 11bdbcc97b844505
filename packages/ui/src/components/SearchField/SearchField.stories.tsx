import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/Forms/SearchField',
  component: SearchField,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A free-text query: the product search, filtering a list. Enter submits, Escape or the clear button empties it.',
          '**When not.** For choosing one item from a known list (`ComboBox`) or for form data that is not a search (`TextField`).',
          '**Accessibility.** A `searchbox` with a visible `label`; the clear button appears only while there is text and is named by `clearLabel`. `placeholder` is for an example query, never a replacement for the label.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    label: 'Produktsuche',
    clearLabel: 'Suchbegriff löschen',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    await expect(input).not.toBeRequired();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Nothing to clear yet.
    await expect(canvas.queryByRole('button', { name: 'Suchbegriff löschen' })).not.toBeInTheDocument();

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Hydrauliköl');
    await expect(args.onChange).toHaveBeenLastCalledWith('Hydrauliköl');
    await expect(canvas.getByRole('button', { name: 'Suchbegriff löschen' })).toBeVisible();

    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith('Hydrauliköl');
    // Submitting keeps the text, so the user sees what was searched for.
    await expect(input).toHaveValue('Hydrauliköl');
  },
};

export const ClearButton: Story = {
  args: { defaultValue: 'Kettenspray' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    const clear = canvas.getByRole('button', { name: 'Suchbegriff löschen' });
    // Keyboard users clear with Escape; the button is for pointer and touch.
    await expect(clear).toHaveAttribute('tabindex', '-1');
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    await expect(canvas.queryByRole('button', { name: 'Suchbegriff löschen' })).not.toBeInTheDocument();
  },
};

export const ClearWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    await userEvent.type(input, 'Schmierfett');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('button', { name: 'Suchbegriff löschen' })).not.toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: {
    description: 'Suche nach Artikelnummer, Name oder CAS-Nummer.',
    placeholder: 'z. B. 100234',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Produktsuche' });
    await expect(input).toHaveAccessibleDescription('Suche nach Artikelnummer, Name oder CAS-Nummer.');
    await expect(input).toHaveAttribute('placeholder', 'z. B. 100234');
  },
};

export const Invalid: Story = {
  args: { defaultValue: 'ab', errorMessage: 'Bitte geben Sie mindestens 3 Zeichen ein.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    await expect(canvas.getByText('Bitte geben Sie mindestens 3 Zeichen ein.')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Bitte geben Sie mindestens 3 Zeichen ein.');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('searchbox', { name: 'Produktsuche' })).toBeRequired();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'Kettenspray' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Kettenspray');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'Kettenspray' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.type(input, '{Escape}');
    await expect(input).toHaveValue('Kettenspray');
    await expect(args.onClear).not.toHaveBeenCalled();
  },
};

export const Controlled: Story = {
  render: function ControlledSearchField(args) {
    const [value, setValue] = useState('');
    const [submitted, setSubmitted] = useState<string>();
    return (
      <>
        <SearchField {...args} value={value} onChange={setValue} onSubmit={setSubmitted} />
        <p role="status">{submitted === undefined ? '' : `Ergebnisse für „${submitted}“`}</p>
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Produktsuche' });
    await userEvent.type(input, 'Öl{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('Ergebnisse für „Öl“');
    await userEvent.click(canvas.getByRole('button', { name: 'Suchbegriff löschen' }));
    await expect(input).toHaveValue('');
  },
};
