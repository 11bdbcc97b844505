import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  Cell,
  Column,
  Row,
  type SortDescriptor,
  Table,
  TableBody,
  TableHeader,
  type TableProps,
} from './Table';

interface Order {
  id: string;
  date: string;
  positions: number;
}

const orders: Order[] = [
  { id: '4711', date: '2024-03-12', positions: 3 },
  { id: '4712', date: '2024-01-05', positions: 12 },
  { id: '4713', date: '2024-02-20', positions: 1 },
];

function OrderTable({ items, ...props }: TableProps & { items: Order[] }) {
  return (
    <Table {...props}>
      <TableHeader>
        <Column id="id" isRowHeader allowsSorting>
          Bestellnummer
        </Column>
        <Column id="date" allowsSorting>
          Datum
        </Column>
        <Column id="positions">Positionen</Column>
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => 'Keine Bestellungen gefunden.'}>
        {(order) => (
          <Row id={order.id}>
            <Cell>{order.id}</Cell>
            <Cell>{order.date}</Cell>
            <Cell>{order.positions}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const meta = {
  title: 'UI/Table',
  component: Table,
  parameters: {
    // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
    docs: {
      story: { inline: true },
      description: {
        component: [
          '**When to use.** Data people compare across rows and columns – orders, users, documents – with sortable columns where needed.',
          '**When not.** For layout, for the label–value pairs of one object (`DescriptionList`), or for wide tables on phones where a list reads better.',
          '**Accessibility.** A react-aria table grid: arrow keys move between rows and cells, a sortable column tells its direction (`aria-sort`) and toggles it on press. It must be named – `aria-label` or `aria-labelledby` is required by its type – and scrolls sideways instead of squeezing columns.',
        ].join('\n\n'),
      },
    },
  },
  args: { 'aria-label': 'Letzte Bestellungen' },
  render: (args) => <OrderTable {...args} items={orders} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Letzte Bestellungen' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Bestellnummer',
      'Datum',
      'Positionen',
    ]);
    await expect(within(table).getByRole('rowheader', { name: '4711' })).toBeInTheDocument();
    await expect(within(table).getByRole('gridcell', { name: '12' })).toBeInTheDocument();

    // Arrow keys move between rows once Tab has entered the grid.
    const [, firstRow, secondRow, thirdRow] = within(table).getAllByRole('row');
    await userEvent.tab();
    await expect(firstRow).toHaveFocus();
    await expect(firstRow).toHaveTextContent('4711');
    await userEvent.keyboard('{ArrowDown}');
    await expect(secondRow).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(thirdRow).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(secondRow).toHaveFocus();
    await expect(secondRow).toHaveAttribute('data-focus-visible');
  },
};

export const Empty: Story = {
  render: (args) => <OrderTable {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Letzte Bestellungen' });
    await expect(within(table).getByText('Keine Bestellungen gefunden.')).toBeVisible();
    // Header row plus the one row that holds the empty state: no order rows.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByRole('rowheader', { name: '4711' })).not.toBeInTheDocument();
  },
};

function SortableOrderTable(props: TableProps) {
  const [sortDescriptor, setSortDescriptor] = useState<SortDescriptor>({
    column: 'id',
    direction: 'ascending',
  });
  const sorted = [...orders].sort((a, b) => {
    const key = sortDescriptor.column === 'date' ? 'date' : 'id';
    const order = a[key].localeCompare(b[key]);
    return sortDescriptor.direction === 'descending' ? -order : order;
  });
  return (
    <OrderTable
      {...props}
      items={sorted}
      sortDescriptor={sortDescriptor}
      onSortChange={(descriptor) => {
        setSortDescriptor(descriptor);
        props.onSortChange?.(descriptor);
      }}
    />
  );
}

export const Sortable: Story = {
  args: { onSortChange: fn() },
  render: (args) => <SortableOrderTable {...args} />,
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('grid');
    const date = within(table).getByRole('columnheader', { name: 'Datum' });
    const number = within(table).getByRole('columnheader', { name: 'Bestellnummer' });
    await expect(number).toHaveAttribute('aria-sort', 'ascending');
    await expect(date).toHaveAttribute('aria-sort', 'none');

    await userEvent.click(date);
    await expect(args.onSortChange).toHaveBeenCalledWith({ column: 'date', direction: 'ascending' });
    await expect(date).toHaveAttribute('aria-sort', 'ascending');
    const rowHeaders = () =>
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    await expect(rowHeaders()).toEqual(['4712', '4713', '4711']);

    await userEvent.click(date);
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ column: 'date', direction: 'descending' });
    await expect(rowHeaders()).toEqual(['4711', '4713', '4712']);
    // Positionen is not sortable.
    await expect(within(table).getByRole('columnheader', { name: 'Positionen' })).not.toHaveAttribute(
      'aria-sort',
    );
  },
};

/** Many columns on a laptop: `density="compact"` halves the cells' side padding. */
export const Compact: Story = {
  args: { density: 'compact' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('grid', { name: 'Letzte Bestellungen' });
    await expect(table).toHaveAttribute('data-density', 'compact');
    const cell = within(table).getByRole('gridcell', { name: '12' });
    await expect(getComputedStyle(cell).paddingInlineStart).toBe('8px');
    const header = within(table).getAllByRole('columnheader')[0];
    await expect(header && getComputedStyle(header).paddingInlineStart).toBe('8px');
  },
};

/** The default density: 16 px at each side of a cell. */
export const Regular: Story = {
  play: async ({ canvasElement }) => {
    const cell = within(canvasElement).getByRole('gridcell', { name: '12' });
    await expect(getComputedStyle(cell).paddingInlineStart).toBe('16px');
  },
};
