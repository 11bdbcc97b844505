import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Select } from './Select';
import { SelectFallback } from './SelectFallback';
import { SelectItem } from './SelectItem';

const salutations = [
  { id: 'mister', label: 'Herr' },
  { id: 'miss', label: 'Frau' },
  { id: 'diverse', label: 'Divers' },
];

const meta = {
  title: 'UI/Forms/Select',
  component: Select,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** One choice from a list of about five to fifteen options whose choice fits in a button: salutation, sort order, a filter.',
          '**When not.** For up to four options that should be visible (`RadioGroup`) or long lists where typing helps (`ComboBox`).',
          "**Accessibility.** react-aria's select: a button with a popover list box, Enter, Space or the arrows open it, type-ahead jumps, the choice is read with the label. It loads apart from the page; until then its look-alike holds the place at the same size.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Anrede', placeholder: 'Bitte wählen', items: salutations, onChange: fn() },
} satisfies Meta<typeof Select>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Anrede/ });
    await expect(trigger).toHaveTextContent('Bitte wählen');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['Herr', 'Frau', 'Divers']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Frau' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Frau');
  },
};

export const Required: Story = {
  args: { isRequired: true, name: 'salutation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: /Anrede/ });
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    // The native select behind the button carries `required` into form validation.
    const nativeSelect = canvasElement.querySelector('select[name="salutation"]');
    await expect(nativeSelect).toBeRequired();
  },
};

export const WithDescription: Story = {
  args: { label: 'Sprache', description: 'In dieser Sprache schreiben wir Ihnen.', items: undefined },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="de">Deutsch</SelectItem>
      <SelectItem id="en">Englisch</SelectItem>
    </Select>
  ),
  play: async ({ canvasElement }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Sprache/ });
    await expect(trigger).toHaveAccessibleDescription('In dieser Sprache schreiben wir Ihnen.');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bitte wählen Sie eine Anrede.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = await canvas.findByRole('button', { name: /Anrede/ });
    await expect(canvas.getByText('Bitte wählen Sie eine Anrede.')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('Bitte wählen Sie eine Anrede.');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Anrede/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Anrede/ });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();

    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('option', { name: 'Herr' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(listbox).getByRole('option', { name: 'Frau' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Frau');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).toHaveBeenLastCalledWith('miss');

    // ArrowDown opens it as well, on the chosen option.
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen.findByRole('listbox');
    await waitFor(() => expect(within(reopened).getByRole('option', { name: 'Frau' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Divers');
    await expect(args.onChange).toHaveBeenLastCalledWith('diverse');
  },
};

export const EscapeKeepsValue: Story = {
  args: { defaultValue: 'mister' },
  play: async ({ canvasElement, args }) => {
    const trigger = await within(canvasElement).findByRole('button', { name: /Anrede/ });
    await expect(trigger).toHaveTextContent('Herr');
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Herr');
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/**
 * Before its code has loaded (a moment after the page is drawn) the select's look-alike stands in: label,
 * chosen option and chevron where the real one will be, busy and not operable; the real one then takes exactly
 * its place.
 */
export const BeforeItsCodeLoads: Story = {
  args: {
    defaultValue: 'miss',
    isRequired: true,
    description: 'Wie wir Sie anreden.',
    isInvalid: true,
    errorMessage: 'Diese Anrede passt nicht zum Vertrag.',
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div data-testid="fallback" style={{ width: 240 }}>
        <SelectFallback {...args} />
      </div>
      <div data-testid="real" style={{ width: 240 }}>
        <Select {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fallback = within(await within(canvasElement).findByTestId('fallback'));
    await expect(fallback.getByText('Anrede')).toBeVisible();
    await expect(fallback.getByText('Frau')).toBeVisible();
    await expect(fallback.getByText('Wie wir Sie anreden.')).toBeVisible();
    // An error found while the code loads already stands beside the field.
    await expect(fallback.getByText('Diese Anrede passt nicht zum Vertrag.')).toBeVisible();
    await expect(fallback.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-testid="fallback"] > [aria-busy="true"]')).not.toBeNull();
    const real = await within(canvasElement).findByRole('button', { name: /Anrede/ });
    await expect(real).toHaveTextContent('Frau');
    // Same size: nothing moves when the real one replaces its look-alike.
    const box = (testId: string) =>
      (canvasElement.querySelector(`[data-testid="${testId}"]`) as HTMLElement).getBoundingClientRect();
    await expect(box('fallback').height).toBeCloseTo(box('real').height, 0);
  },
};
