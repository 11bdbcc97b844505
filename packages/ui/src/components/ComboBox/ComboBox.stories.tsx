import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components/ComboBox';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox';

const companies: ComboBoxOption[] = [
  { id: 100001, label: 'Schneider Chemie AG', detail: '100001' },
  { id: 100002, label: 'Becker Oberflächentechnik GmbH', detail: '100002' },
  { id: 100003, label: 'Neumann Farben & Lacke GmbH', detail: '100003' },
  { id: 100004, label: 'Hansa Getränke GmbH', detail: '100004' },
];

/** 5,000 generated companies: the list must stay bounded and typing must stay quick. */
const many: ComboBoxOption[] = Array.from({ length: 5000 }, (_, index) => {
  const number = String(200000 + index);
  return { id: Number(number), label: `Firma ${index + 1} Handels GmbH`, detail: number };
});

const longPolish: ComboBoxOption[] = [
  {
    id: 300001,
    label:
      'Przedsiębiorstwo Produkcyjno-Handlowo-Usługowe „Chemiczne Zakłady Przemysłowe Włocławek” Spółka z ograniczoną odpowiedzialnością',
    detail: '300001',
  },
  { id: 300002, label: 'Zakłady Azotowe Kędzierzyn-Koźle Spółka Akcyjna', detail: '300002' },
];

function Controlled(
  props: Omit<ComboBoxProps, 'value' | 'onChange'> & { initial: Key | null; onChange?: (id: Key) => void },
) {
  const { initial, onChange, ...rest } = props;
  const [value, setValue] = useState<Key | null>(initial);
  return (
    <ComboBox
      {...rest}
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange?.(id);
      }}
    />
  );
}

const meta = {
  title: 'UI/Forms/ComboBox',
  component: ComboBox,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** One choice among many – dozens to thousands – where typing finds it faster than scrolling: a customer by name or number, a product. Matching ignores case and accents; the list renders at most `maxVisible` entries with a hint to refine.',
          '**When not.** For a few options (`RadioGroup` up to about five, `Select` up to about fifteen) or for free text that need not be one of the options (`TextField`, `SearchField`).',
          "**Accessibility.** A react-aria combobox: the list is announced with its count, arrow keys move, Enter chooses, Escape closes and restores the text. `label`, `emptyText` and `refineText` are props, so every text the user hears is the app's, in its language.",
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    label: 'Kunde',
    items: companies,
    value: 100001,
    onChange: fn(),
    emptyText: 'Keine Treffer',
    refineText: (shown, total) =>
      `Die ersten ${shown} von ${total} Treffern – bitte grenzen Sie die Suche ein.`,
  },
  render: ({ value, ...args }) => <Controlled {...args} initial={value} />,
} satisfies Meta<typeof ComboBox>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(input).toHaveValue('Schneider Chemie AG (100001)');
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    // Name and number both shown, every company listed when opened with the button.
    await expect(options).toHaveLength(4);
    await expect(options[1]).toHaveTextContent('Becker Oberflächentechnik GmbH 100002');
    await userEvent.click(options[3] as HTMLElement);
    await waitFor(() => expect(input).toHaveValue('Hansa Getränke GmbH (100004)'));
    await expect(args.onChange).toHaveBeenCalledWith(100004);
  },
};

/** Type-ahead over the name and over the customer number. */
export const TypeAhead: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Kunde' });
    await userEvent.clear(input);
    await userEvent.type(input, 'farben');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Neumann Farben & Lacke GmbH 100003']),
    );
    await userEvent.clear(input);
    await userEvent.type(input, '100002');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent(/^Becker/),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveValue('Becker Oberflächentechnik GmbH (100002)'));
    await expect(args.onChange).toHaveBeenLastCalledWith(100002);
  },
};

/** Keyboard only: Tab in, arrow down opens on the chosen one, Enter chooses, Escape keeps the choice. */
export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Kunde' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(input).toHaveValue('Neumann Farben & Lacke GmbH (100003)');
    await expect(args.onChange).toHaveBeenLastCalledWith(100003);

    await userEvent.keyboard('{Control>}a{/Control}Hansa');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent(/^Hansa/),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.tab();
    // Leaving without choosing shows the choice again.
    await waitFor(() => expect(input).toHaveValue('Neumann Farben & Lacke GmbH (100003)'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Kunde' });
    await userEvent.clear(input);
    await userEvent.type(input, 'xyz');
    const listbox = await screen.findByRole('listbox');
    // react-aria wraps the empty state in one option-role element so the list is never empty for readers.
    await expect(within(listbox).getByText('Keine Treffer')).toBeVisible();
    await expect(within(listbox).queryByRole('option', { name: /GmbH|AG/ })).toBeNull();
    await userEvent.tab();
    await waitFor(() => expect(input).toHaveValue('Schneider Chemie AG (100001)'));
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** An extra entry (like a staff view) among 5,000 counted ones: listed besides the 50, not counted in the hint. */
export const ExtraEntryNotCounted: Story = {
  args: { items: [{ id: 0, label: 'Mitarbeiteransicht', isExtra: true }, ...many], value: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options).toHaveLength(51);
    await expect(options[0]).toHaveTextContent('Mitarbeiteransicht');
    await expect(
      screen.getByText('Die ersten 50 von 5000 Treffern – bitte grenzen Sie die Suche ein.'),
    ).toBeVisible();
  },
};

/** 5,000 options: 50 render with a hint; typing narrows to the one wanted. */
export const FiveThousand: Story = {
  args: { items: many, value: 204321 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Kunde' });
    await expect(input).toHaveValue('Firma 4322 Handels GmbH (204321)');
    await userEvent.click(canvas.getByRole('button'));
    const listbox = await screen.findByRole('listbox');
    // The chosen one first, then the first 50.
    await expect(within(listbox).getAllByRole('option')).toHaveLength(51);
    await expect(
      screen.getByText('Die ersten 50 von 5000 Treffern – bitte grenzen Sie die Suche ein.'),
    ).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, '2049');
    await waitFor(() => expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(50));
    await userEvent.type(input, '99');
    await waitFor(() =>
      expect(within(screen.getByRole('listbox')).getByRole('option')).toHaveTextContent(
        'Firma 5000 Handels GmbH 204999',
      ),
    );
    await expect(screen.queryByText(/bitte grenzen Sie die Suche ein/)).toBeNull();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(204999));
  },
};

export const WithDescriptionAndError: Story = {
  args: {
    description: 'Für diese Firma sehen Sie Preise und Bestellungen.',
    errorMessage: 'Bitte wählen Sie eine Firma.',
    value: null,
    placeholder: 'Firma suchen',
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Kunde' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'Für diese Firma sehen Sie Preise und Bestellungen. Bitte wählen Sie eine Firma.',
    );
  },
};

/** Long Polish names on a phone wrap – in the field and in the list – instead of being cut. */
export const LongPolishNamesOnPhone: Story = {
  args: { label: 'Klient', items: longPolish, value: 300001 },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: ({ value, ...args }) => (
    <div lang="pl" style={{ width: 320 }}>
      <Controlled {...args} initial={value} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: 'Klient' });
    const box = input.parentElement as HTMLElement;
    // Several lines tall, never wider than the phone's column.
    await expect(box.getBoundingClientRect().height).toBeGreaterThan(60);
    await expect(box.getBoundingClientRect().width).toBeLessThanOrEqual(320);
    await expect(
      canvas.getByText(/Włocławek” Spółka z ograniczoną odpowiedzialnością \(300001\)$/),
    ).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button'));
    const option = within(await screen.findByRole('listbox')).getAllByRole('option')[0] as HTMLElement;
    await expect(option.scrollWidth).toBeLessThanOrEqual(option.clientWidth);
    await expect(option.getBoundingClientRect().height).toBeGreaterThan(60);
  },
};

/** A control elsewhere asks for a choice (`openRequest`): the field that claims it takes focus and opens its whole list. */
export const OpenOnRequest: Story = {
  args: { openRequest: { id: 1, claim: () => true } },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Kunde' });
    await waitFor(() => expect(input).toHaveFocus());
    const listbox = await screen.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
  },
};

/** The page: the field at its top, a long text, and at its end a control that asks the field for a choice. */
function RequestFromBelow(props: Omit<ComboBoxProps, 'value' | 'onChange'> & { initial: Key | null }) {
  const [request, setRequest] = useState<ComboBoxProps['openRequest']>();
  return (
    <>
      <Controlled {...props} openRequest={request} />
      <div style={{ height: 1600 }} />
      <button type="button" onClick={() => setRequest({ id: 1, claim: () => true })}>
        Kunden wählen
      </button>
    </>
  );
}

/**
 * Asked from further down the page, with the field scrolled out of view: the page scrolls back to the field
 * and its list opens and stays open (react-aria closes a list when the page under it scrolls – the field's own
 * scroll into view once closed it at once).
 */
export const OpenOnRequestScrolledAway: Story = {
  render: ({ value, ...args }) => <RequestFromBelow {...args} initial={value} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const ask = canvas.getByRole('button', { name: 'Kunden wählen' });
    ask.scrollIntoView({ block: 'end' });
    await waitFor(() => expect(window.scrollY).toBeGreaterThan(500));
    await userEvent.click(ask);
    const input = canvas.getByRole('combobox', { name: 'Kunde' });
    await waitFor(() => expect(input).toHaveFocus());
    const listbox = await screen.findByRole('listbox');
    // Still open a few frames later, after any scroll has been reported.
    await new Promise((done) => setTimeout(done, 300));
    await expect(listbox).toBeVisible();
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(input.getBoundingClientRect().top).toBeGreaterThanOrEqual(0);
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).toBeNull());
    await expect(input).toHaveFocus();
  },
};

/** A request another copy of the field answered first (its claim says no): this one stays as it is. */
export const OpenRequestClaimedElsewhere: Story = {
  args: { openRequest: { id: 1, claim: fn(() => false) } },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Kunde' });
    await waitFor(() => expect(args.openRequest?.claim).toHaveBeenCalled());
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('listbox')).toBeNull();
  },
};
