import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField } from './DateField';
import { DateFieldFallback } from './DateFieldFallback';

const meta = {
  title: 'UI/Forms/DateField',
  component: DateField,
  // The plays type and read German date formats (the labels are props, the formats react-aria's for the
  // locale): the story tests keep these German; the toolbar still shows them in any locale, and the portal's
  // screens prove the other formats (Screens/Orders/History/Review toolbar › In Polish).
  tags: ['german-text'],
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** A date the user knows and types – a desired delivery date, a date of birth – with `minValue`/`maxValue` bounds.',
          '**When not.** For a time span (two fields with their own labels), or where the user must see a calendar to choose (weekdays, availability).',
          "**Accessibility.** react-aria's date field: each segment is a spin button (arrow keys change it, digits type it), order and separators follow the surrounding `I18nProvider`'s locale (DD.MM.YYYY in German), and the whole field carries `label`, `description` and `errorMessage`. It loads apart from the page; its look-alike holds the place at the same size.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  // The locale (react-aria's I18nProvider) comes from Storybook's locale toolbar: German unless a reviewer
  // chooses another (.storybook/review.tsx).
  args: { label: 'Lieferdatum', onChange: fn() },
} satisfies Meta<typeof DateField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The segments, once the field's code has loaded (its look-alike stands in until then). */
const segments = async (canvasElement: HTMLElement) => {
  await within(canvasElement).findByRole('group', { name: 'Lieferdatum' });
  return within(canvasElement).getAllByRole('spinbutton');
};

export const Default: Story = {
  args: { defaultValue: new CalendarDate(2024, 3, 5) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Lieferdatum' });
    await expect(group).toHaveTextContent('05.03.2024');
    const [day, month, year] = await segments(canvasElement);
    await expect(day).toHaveAccessibleName(/Tag/);
    await expect(month).toHaveAccessibleName(/Monat/);
    await expect(year).toHaveAccessibleName(/Jahr/);
  },
};

export const Required: Story = {
  args: { isRequired: true, name: 'deliveryDate' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('*')).toBeVisible();
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
    for (const part of await segments(canvasElement)) {
      await expect(part).toBeRequired();
    }
  },
};

export const WithDescription: Story = {
  args: { description: 'Frühestens zwei Werktage nach der Bestellung.' },
  play: async ({ canvasElement }) => {
    const group = await within(canvasElement).findByRole('group', { name: 'Lieferdatum' });
    await expect(group).toHaveAccessibleDescription('Frühestens zwei Werktage nach der Bestellung.');
    // Only the first segment repeats it, so moving between segments does not read it again and again.
    const [day, month] = await segments(canvasElement);
    await expect(day).toHaveAccessibleDescription('Frühestens zwei Werktage nach der Bestellung.');
    await expect(month).not.toHaveAttribute('aria-describedby');
  },
};

export const Invalid: Story = {
  args: {
    defaultValue: new CalendarDate(2024, 3, 5),
    isInvalid: true,
    errorMessage: 'An diesem Tag liefern wir nicht.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('An diesem Tag liefern wir nicht.')).toBeVisible();
    // While invalid every segment carries the error, after react-aria's own reading of the date.
    for (const part of await segments(canvasElement)) {
      await expect(part).toHaveAttribute('aria-invalid', 'true');
      await expect(part).toHaveAccessibleDescription(
        /^Ausgewähltes Datum: .+ An diesem Tag liefern wir nicht\.$/,
      );
    }
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2024, 3, 5) },
  play: async ({ canvasElement, args }) => {
    const [day] = await segments(canvasElement);
    await expect(day).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day as HTMLElement, { pointerEventsCheck: 0 });
    await userEvent.keyboard('12');
    await expect(within(canvasElement).getByRole('group', { name: 'Lieferdatum' })).toHaveTextContent(
      '05.03.2024',
    );
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const TypingDigits: Story = {
  play: async ({ canvasElement, args }) => {
    const [day, month, year] = await segments(canvasElement);
    await userEvent.tab();
    await expect(day).toHaveFocus();
    // Each full segment moves on to the next one by itself.
    await userEvent.keyboard('15');
    await expect(month).toHaveFocus();
    await userEvent.keyboard('03');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('2024');
    await expect(within(canvasElement).getByRole('group', { name: 'Lieferdatum' })).toHaveTextContent(
      '15.03.2024',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 3, 15));
    const value = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0];
    await expect(value).toBeInstanceOf(CalendarDate);
    await expect(value?.toString()).toBe('2024-03-15');
  },
};

export const MinAndMax: Story = {
  args: {
    minValue: new CalendarDate(2024, 3, 1),
    maxValue: new CalendarDate(2024, 12, 31),
    validationBehavior: 'aria',
    description: 'Zwischen 01.03.2024 und 31.12.2024.',
    errorMessage: 'Bitte wählen Sie ein Datum zwischen 01.03.2024 und 31.12.2024.',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [day] = await segments(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('28022024');
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(
      canvas.getByText('Bitte wählen Sie ein Datum zwischen 01.03.2024 und 31.12.2024.'),
    ).toBeVisible();
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2024, 2, 28));

    await userEvent.click(day as HTMLElement);
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('group', { name: 'Lieferdatum' })).toHaveTextContent('29.02.2024');
    await userEvent.keyboard('{Tab}{ArrowUp}');
    await expect(canvas.getByRole('group', { name: 'Lieferdatum' })).toHaveTextContent('29.03.2024');
    await expect(day).not.toHaveAttribute('aria-invalid');
    await expect(
      canvas.queryByText('Bitte wählen Sie ein Datum zwischen 01.03.2024 und 31.12.2024.'),
    ).not.toBeInTheDocument();
  },
};

/**
 * Before its code has loaded (a moment after the page is drawn) the field's look-alike stands in: label and
 * the date as the field will show it, busy and not operable; the real one then takes exactly its place.
 */
export const BeforeItsCodeLoads: Story = {
  args: {
    defaultValue: new CalendarDate(2024, 3, 5),
    isRequired: true,
    description: 'Frühestens morgen.',
    isInvalid: true,
    errorMessage: 'Das Datum darf nicht in der Vergangenheit liegen.',
  },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
      <div data-testid="fallback" style={{ width: 240 }}>
        <DateFieldFallback {...args} />
      </div>
      <div data-testid="real" style={{ width: 240 }}>
        <DateField {...args} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const fallback = within(await within(canvasElement).findByTestId('fallback'));
    await expect(fallback.getByText('05.03.2024')).toBeVisible();
    await expect(fallback.getByText('Frühestens morgen.')).toBeVisible();
    // An error found while the code loads already stands beside the field.
    await expect(fallback.getByText('Das Datum darf nicht in der Vergangenheit liegen.')).toBeVisible();
    await expect(fallback.queryByRole('spinbutton')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-testid="fallback"] > [aria-busy="true"]')).not.toBeNull();
    const real = await within(canvasElement).findByRole('group', { name: 'Lieferdatum' });
    await expect(real).toHaveTextContent('05.03.2024');
    // Same size: nothing moves when the real one replaces its look-alike.
    const box = (testId: string) =>
      (canvasElement.querySelector(`[data-testid="${testId}"]`) as HTMLElement).getBoundingClientRect();
    await expect(box('fallback').height).toBeCloseTo(box('real').height, 0);
  },
};
