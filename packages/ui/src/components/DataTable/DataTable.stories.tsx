import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { DataTable, type DataTableColumn } from './DataTable';

interface Position {
  id: string;
  product: string;
  material: string;
  amount: string;
}

const positions: Position[] = [
  { id: '10', product: 'Natriumhydroxid Plätzchen 99 %', material: '100234', amount: '25 kg' },
  { id: '20', product: 'Aceton technisch', material: '100871', amount: '1.200 l' },
  {
    id: '30',
    product: 'Polyethylenglykol-Monomethylether-Methacrylat, stabilisiert mit Hydrochinonmonomethylether',
    material: 'PEGMEMA-950-STAB-2024-000117',
    amount: '3 Stk',
  },
];

const columns: DataTableColumn<Position>[] = [
  { id: 'position', header: 'Pos.', cell: (row) => row.id, isRowHeader: true },
  { id: 'product', header: 'Produkt', cell: (row) => row.product },
  { id: 'material', header: 'Materialnummer', cell: (row) => row.material },
  { id: 'amount', header: 'Menge', cell: (row) => row.amount, numeric: true },
];

const meta = {
  title: 'UI/DataTable',
  component: DataTable<Position>,
  parameters: {
    docs: {
      description: {
        component: [
          "**When to use.** A few read-only rows to read across, such as an order's positions, shown whole.",
          '**When not.** For lists that are sorted, selected, paged or worked through row by row (`Table`), or for the facts of one thing (`DescriptionList`).',
          '**Accessibility.** A plain `<table>` named by its caption or a heading, with column headers and a row header, so screen readers announce each cell with its column and row; no grid focus to learn. Long names wrap instead of pushing the page sideways.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: {
    caption: 'Positionen der Bestellung 4500123456',
    columns,
    rows: positions,
    rowKey: (row) => row.id,
  },
} satisfies Meta<typeof DataTable<Position>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Named by its caption; every cell is announced with its column and its row's position. */
export const Default: Story = {
  parameters: {
    review: {
      width: "asserts the table's row layout (amounts aligned to the end); Phone shows the rows folded",
    },
  },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Positionen der Bestellung 4500123456' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Pos.', 'Produkt', 'Materialnummer', 'Menge']);
    await expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['10', '20', '30']);
    const amount = within(table).getByRole('cell', { name: '1.200 l' });
    await expect(getComputedStyle(amount).textAlign).toBe('end');
    await expect(getComputedStyle(amount).whiteSpace).toBe('nowrap');
    // No grid: the table takes no focus of its own.
    await expect(table).not.toHaveAttribute('tabindex');
  },
};

/** The caption for screen readers only (the card around it already says whose positions they are). */
export const HiddenCaption: Story = {
  args: { captionHidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Positionen der Bestellung 4500123456' })).toBeVisible();
    const caption = canvasElement.querySelector('caption') as HTMLElement;
    await expect(caption.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

/** Named by a visible heading instead; a column of actions that printing leaves out. */
export const LabelledByHeadingWithActions: Story = {
  render: () => (
    <section>
      <h2 id="positions-heading">Positionen</h2>
      <DataTable
        aria-labelledby="positions-heading"
        rows={positions}
        rowKey={(row) => row.id}
        columns={[
          ...columns,
          {
            id: 'actions',
            header: 'Aktionen',
            hiddenInPrint: true,
            cell: (row) => <Button size="small">{`Position ${row.id} in den Warenkorb`}</Button>,
          },
        ]}
      />
    </section>
  ),
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Positionen' });
    await expect(within(table).getAllByRole('button')).toHaveLength(3);
    await expect(within(table).getByRole('columnheader', { name: 'Aktionen' })).toBeVisible();
  },
};

/**
 * At phone width each row folds into "column: value" lines – no column squeezed until its header breaks letter by
 * letter – and the table stays a table to screen readers (its headers, rows and cells, the names unchanged).
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Positionen der Bestellung 4500123456' });
    await expect(table.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The header row is there for screen readers, not drawn.
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((cell) => cell.textContent)).toEqual([
      'Pos.',
      'Produkt',
      'Materialnummer',
      'Menge',
    ]);
    const headerRow = (headers[0] as HTMLElement).closest('thead') as HTMLElement;
    await expect(headerRow.getBoundingClientRect().height).toBeLessThanOrEqual(1);
    // Each value on its own line with its column's name drawn before it, not part of its text or name.
    const amount = within(table).getByRole('cell', { name: '1.200 l' });
    await expect(amount.textContent).toBe('1.200 l');
    await expect(getComputedStyle(amount, '::before').content).toMatch(/Menge/);
    await expect(getComputedStyle(amount).display).toBe('grid');
    const product = within(table).getByRole('cell', { name: /^Polyethylenglykol/ });
    // Words wrap between words: a header word is never cut into single letters.
    await expect(product.getBoundingClientRect().width).toBeGreaterThan(150);
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** On a wide screen the same table stays a row per position, its header row drawn and no label in the cells. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table');
    const header = within(table).getByRole('columnheader', { name: 'Menge' });
    await expect(header.getBoundingClientRect().height).toBeGreaterThan(10);
    const amount = within(table).getByRole('cell', { name: '1.200 l' });
    await expect(getComputedStyle(amount).display).toBe('table-cell');
    await expect(['none', 'normal']).toContain(getComputedStyle(amount, '::before').content);
  },
};
