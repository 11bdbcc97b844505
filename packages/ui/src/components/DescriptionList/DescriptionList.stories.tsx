import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DescriptionList } from './DescriptionList';
import { descriptionListLayouts } from './DescriptionList.css';

const order = [
  { term: 'Bestellnummer', detail: '4500123456' },
  { term: 'Bestelldatum', detail: '14.03.2025' },
  { term: 'Status', detail: 'In Auslieferung' },
  {
    term: 'Lieferadresse',
    detail: (
      <>
        Muster Chemie GmbH
        <br />
        Industriestraße 12
        <br />
        70565 Stuttgart
      </>
    ),
  },
] as const;

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use.** Read-only label–value pairs about one thing: an order's number, date and status, a user's contact data.",
          '**When not.** For editable values (form fields) or for data compared across many rows (`Table`).',
          '**Accessibility.** A real `<dl>` with `<dt>`/`<dd>`, so screen readers pair each term with its value; the `inline` layout changes only the look.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { items: order },
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
} satisfies Meta<typeof DescriptionList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Each term with its detail, in order, as a screen reader lists them. */
function pairs(list: HTMLElement) {
  const terms = within(list).getAllByRole('term');
  const details = within(list).getAllByRole('definition');
  return terms.map((t, i) => [t.textContent, details[i]?.textContent]);
}

export const Stacked: Story = {
  play: async ({ canvasElement }) => {
    const list = canvasElement.querySelector('dl') as HTMLElement;
    await expect(pairs(list)).toEqual([
      ['Bestellnummer', '4500123456'],
      ['Bestelldatum', '14.03.2025'],
      ['Status', 'In Auslieferung'],
      ['Lieferadresse', 'Muster Chemie GmbHIndustriestraße 1270565 Stuttgart'],
    ]);
    // The term sits above its detail, in smaller type.
    const [firstTerm] = within(list).getAllByRole('term');
    const [firstDetail] = within(list).getAllByRole('definition');
    await expect(firstDetail?.getBoundingClientRect().top).toBeGreaterThan(
      firstTerm?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY,
    );
    await expect(Number.parseFloat(getComputedStyle(firstTerm as Element).fontSize)).toBeLessThan(
      Number.parseFloat(getComputedStyle(firstDetail as Element).fontSize),
    );
  },
};

export const Columns: Story = {
  args: { layout: 'columns' },
  // The same list in a wide and in a narrow container: the layout follows the space the list gets.
  render: (args) => (
    <div style={{ display: 'grid', gap: 32 }}>
      <section aria-label="Breit" style={{ width: 640 }}>
        <DescriptionList {...args} />
      </section>
      <section aria-label="Schmal" style={{ width: 280 }}>
        <DescriptionList {...args} />
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const wide = canvas.getByRole('region', { name: 'Breit' });
    const narrow = canvas.getByRole('region', { name: 'Schmal' });
    for (const region of [wide, narrow]) {
      await expect(pairs(region)).toHaveLength(4);
    }
    const firstOf = (region: HTMLElement) => ({
      term: within(region).getAllByRole('term')[0]?.getBoundingClientRect(),
      detail: within(region).getAllByRole('definition')[0]?.getBoundingClientRect(),
    });
    const side = firstOf(wide);
    await expect(side.detail?.left).toBeGreaterThan(side.term?.right ?? Number.POSITIVE_INFINITY);
    await expect(Math.abs((side.detail?.top ?? 0) - (side.term?.top ?? 100))).toBeLessThan(8);
    const stacked = firstOf(narrow);
    await expect(stacked.detail?.top).toBeGreaterThanOrEqual(
      stacked.term?.bottom ?? Number.POSITIVE_INFINITY,
    );
  },
};

export const RichDetails: Story = {
  args: {
    layout: 'columns',
    items: [
      { term: 'Ansprechpartner', detail: <a href="mailto:vertrieb@kundenportal.example">Martina Vogel</a> },
      { term: 'Dokumente', detail: '3 Sicherheitsdatenblätter' },
      { id: 'note-1', term: 'Hinweis', detail: 'Anlieferung nur werktags von 7 bis 15 Uhr.' },
      { id: 'note-2', term: 'Hinweis', detail: 'Gefahrgut: bitte Tor 3 benutzen.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Martina Vogel' })).toHaveAttribute(
      'href',
      'mailto:vertrieb@kundenportal.example',
    );
    // Two items may share a term when each has its own id.
    await expect(canvas.getAllByRole('term').filter((t) => t.textContent === 'Hinweis')).toHaveLength(2);
  },
};
