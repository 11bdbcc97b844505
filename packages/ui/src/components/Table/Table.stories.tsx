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

/**
 * react-aria's table draws its rows and headers in a second pass after the first render; with React's
 * production build (no act() to flush it) a play waits for that pass before it reads the table.
 */
const tableDrawn = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('columnheader');

const meta = {
  title: 'UI/Table',
  component: Table,
  parameters: {
    docs: {
      description: {
        component: [
          '**When to use.** Data people compare across rows and columns – orders, users, documents – with sortable columns where needed.',
          '**When not.** For layout, for the label–value pairs of one object (`DescriptionList`), or for wide tables on phones where a list reads better.',
          '**Accessibility.** A react-aria table grid: arrow keys move between rows and cells, a sortable column tells its direction (`aria-sort`) and toggles it on press. It must be named – `aria-label` or `aria-labelledby` is required by its type – and scrolls sideways instead of squeezing columns.',
        ].join('\n\n'),
      },
      // Design-system stories need no backend: drawn inline on their docs page, their controls apply live.
      story: { inline: true },
    },
  },
  args: { 'aria-label': 'Letzte Bestellungen' },
  render: (args) => <OrderTable {...args} items={orders} />,
} satisfies Meta<typeof Table>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithRows: Story = {
  play: async ({ canvasElement }) => {
    await tableDrawn(canvasElement);
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
    await tableDrawn(canvasElement);
    const table = within(canvasElement).getByRole('grid', { name: 'Letzte Bestellungen' });
    await expect(await within(table).findByText('Keine Bestellungen gefunden.')).toBeVisible();
    // Header row plus the one row that holds the empty state: no order rows.
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
    await expect(within(table).queryByRole('rowheader', { name: '4711' })).not.toBeInTheDocument();
  },
};

interface Registration {
  id: string;
  date: string;
  contact: string;
  customerNumber: string;
  country: string;
  area: string;
  client: string;
  role: string;
}

/** Eight columns, as the registrations: wider than a phone. */
function WideTable({ items, ...props }: TableProps & { items: Registration[] }) {
  const columns = ['Datum', 'Kontakt', 'Kundennummer', 'Land – PLZ', 'Bereich', 'Mandant', 'Rolle'] as const;
  return (
    <Table {...props} density="compact">
      <TableHeader>
        <Column id="id" isRowHeader>
          Nr.
        </Column>
        {columns.map((name) => (
          <Column key={name} id={name}>
            {name}
          </Column>
        ))}
      </TableHeader>
      <TableBody items={items} renderEmptyState={() => 'Keine offenen Registrierungen.'}>
        {(row) => (
          <Row id={row.id}>
            <Cell>{row.id}</Cell>
            <Cell>{row.date}</Cell>
            <Cell>{row.contact}</Cell>
            <Cell>{row.customerNumber}</Cell>
            <Cell>{row.country}</Cell>
            <Cell>{row.area}</Cell>
            <Cell>{row.client}</Cell>
            <Cell>{row.role}</Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}

const registrations: Registration[] = [
  {
    id: '17',
    date: '28.11.2026',
    contact: 'Anna Berger, anna.berger@baeckerei-hofmann.example',
    customerNumber: '193860; 204417',
    country: 'DEU – 90402',
    area: '4000/*/*',
    client: 'Kundenportal-Gruppe',
    role: 'Kunde',
  },
];

const scrollShadows = (element: HTMLElement) => getComputedStyle(element).backgroundImage;

/**
 * At phone width eight columns scroll sideways, and the edge with more columns beyond it casts a shadow: at the
 * start only the end's, scrolled to the end only the start's.
 */
export const WideOnPhone: Story = {
  args: { 'aria-label': 'Registrierungsanfragen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <WideTable {...args} items={registrations} />,
  play: async ({ canvasElement }) => {
    await tableDrawn(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Registrierungsanfragen' });
    const scroller = grid.parentElement as HTMLElement;
    await expect(scroller.scrollWidth).toBeGreaterThan(scroller.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    // The covers scroll with the content, the shadows stay at the edges: a shadow shows only where more is.
    await expect(scrollShadows(scroller)).toMatch(/radial-gradient.*radial-gradient/);
    await expect(getComputedStyle(scroller).backgroundAttachment).toBe('local, local, scroll, scroll');
    // Arrow keys reach the last column, which scrolls into view.
    const lastCell = within(grid).getByRole('gridcell', { name: 'Kunde' });
    lastCell.scrollIntoView();
    await expect(scroller.scrollLeft).toBeGreaterThan(0);
  },
};

/** Empty at phone width: the message stays within the visible width, not centred across eight columns. */
export const WideEmptyOnPhone: Story = {
  args: { 'aria-label': 'Registrierungsanfragen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => <WideTable {...args} items={[]} />,
  play: async ({ canvasElement }) => {
    await tableDrawn(canvasElement);
    const grid = within(canvasElement).getByRole('grid', { name: 'Registrierungsanfragen' });
    const scroller = grid.parentElement as HTMLElement;
    const message = await within(grid).findByText('Keine offenen Registrierungen.');
    const box = scroller.getBoundingClientRect();
    const shown = message.getBoundingClientRect();
    await expect(shown.left).toBeGreaterThanOrEqual(box.left - 1);
    await expect(shown.right).toBeLessThanOrEqual(box.right + 1);
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
    await tableDrawn(canvasElement);
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
    await tableDrawn(canvasElement);
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
    await tableDrawn(canvasElement);
    const cell = within(canvasElement).getByRole('gridcell', { name: '12' });
    await expect(getComputedStyle(cell).paddingInlineStart).toBe('16px');
  },
};
