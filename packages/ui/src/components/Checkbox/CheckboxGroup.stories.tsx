import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup';

const documents = [
  { value: 'sdb', label: 'Sicherheitsdatenblatt' },
  { value: 'certificate', label: 'Analysenzertifikat', description: 'Pro Charge, als PDF.' },
  { value: 'declaration', label: 'Konformitätserklärung' },
];

const meta = {
  title: 'UI/Forms/CheckboxGroup',
  component: CheckboxGroup,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Any number of choices from a short, visible list, e.g. the documents a request needs; the value is the list of checked options.',
          '**When not.** For a single yes/no (`Checkbox`), one choice only (`RadioGroup`), or lists too long to show at once.',
          "**Accessibility.** A labelled group (role group, named by `label`): Tab moves through the boxes, Space toggles; the group's description and error message are attached to the group and marked when it is required or invalid.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { label: 'Benötigte Dokumente', options: documents, onChange: fn() },
} satisfies Meta<typeof CheckboxGroup>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Benötigte Dokumente' });
    const boxes = within(group).getAllByRole('checkbox');
    await expect(boxes).toHaveLength(3);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sicherheitsdatenblatt' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Konformitätserklärung' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['sdb', 'declaration']);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Sicherheitsdatenblatt' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['declaration']);
  },
};

export const Required: Story = {
  args: { isRequired: true, name: 'documents' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('group', { name: 'Benötigte Dokumente' })).toBeInTheDocument();
    // With nothing checked, native validation requires one of the boxes.
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toBeRequired();
    }
  },
};

export const WithDescription: Story = {
  args: { description: 'Wir legen die Dokumente der Lieferung bei.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Benötigte Dokumente' });
    await expect(group).toHaveAccessibleDescription('Wir legen die Dokumente der Lieferung bei.');
    // An option's own help text comes first for that checkbox; react-aria adds the group's after it.
    await expect(canvas.getByRole('checkbox', { name: 'Analysenzertifikat' })).toHaveAccessibleDescription(
      'Pro Charge, als PDF. Wir legen die Dokumente der Lieferung bei.',
    );
    await expect(canvas.getByRole('checkbox', { name: 'Sicherheitsdatenblatt' })).toHaveAccessibleDescription(
      'Wir legen die Dokumente der Lieferung bei.',
    );
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Bitte wählen Sie mindestens ein Dokument.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Benötigte Dokumente' });
    await expect(canvas.getByText('Bitte wählen Sie mindestens ein Dokument.')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('Bitte wählen Sie mindestens ein Dokument.');
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['sdb'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) {
      await expect(box).toBeDisabled();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Analysenzertifikat' }), {
      pointerEventsCheck: 0,
    });
    await expect(canvas.getByRole('checkbox', { name: 'Analysenzertifikat' })).not.toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: 'Sicherheitsdatenblatt' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Sicherheitsdatenblatt' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Analysenzertifikat' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['certificate']);
  },
};
