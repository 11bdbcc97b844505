import type { ReactNode } from 'react';
import {
  Cell as AriaCell,
  type CellProps as AriaCellProps,
  Column as AriaColumn,
  type ColumnProps as AriaColumnProps,
  Row as AriaRow,
  type RowProps as AriaRowProps,
  Table as AriaTable,
  TableBody as AriaTableBody,
  type TableBodyProps as AriaTableBodyProps,
  TableHeader as AriaTableHeader,
  type TableHeaderProps as AriaTableHeaderProps,
  type TableProps as AriaTableProps,
} from 'react-aria-components/Table';
import { Icon } from '../Icon';
import * as styles from './Table.css';

export type { SortDescriptor, SortDirection } from 'react-aria-components/Table';

/** A table must be named, by its own label or by a visible heading (the caption's job). */
type TableName =
  | { 'aria-label': string; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; 'aria-label'?: never };

export type TableProps = Omit<AriaTableProps, 'className' | 'style' | 'aria-label' | 'aria-labelledby'> &
  TableName & {
    /**
     * `compact` halves the cells' side padding, for tables with many columns (registrations: eight) that must
     * show them all on a laptop; the sideways scroll stays for phones.
     */
    density?: 'regular' | 'compact';
  };

/** A react-aria Table (grid keyboard navigation, sorting, selection) in a sideways scroll container. */
export function Table({ density = 'regular', ...props }: TableProps) {
  return (
    <div className={styles.scrollContainer}>
      <AriaTable {...props} className={styles.table} data-density={density} />
    </div>
  );
}

export type TableHeaderProps<T> = Omit<AriaTableHeaderProps<T>, 'className' | 'style'>;

export function TableHeader<T extends object>(props: TableHeaderProps<T>) {
  return <AriaTableHeader {...props} className={styles.header} />;
}

export interface ColumnProps extends Omit<AriaColumnProps, 'className' | 'style' | 'children'> {
  children: ReactNode;
}

/** A column header; with `allowsSorting` it shows the sort direction and toggles it on press. */
export function Column({ children, ...props }: ColumnProps) {
  return (
    <AriaColumn {...props} className={styles.column}>
      {({ allowsSorting, sortDirection }) => (
        <span className={styles.columnContent}>
          {children}
          {allowsSorting && <TableSortIcon direction={sortDirection} />}
        </span>
      )}
    </AriaColumn>
  );
}

export type TableBodyProps<T> = Omit<AriaTableBodyProps<T>, 'className' | 'style'>;

/** Rows go here; `renderEmptyState` fills the body when there are none. */
export function TableBody<T extends object>({ renderEmptyState, ...props }: TableBodyProps<T>) {
  return (
    <AriaTableBody
      {...props}
      className={styles.body}
      renderEmptyState={
        renderEmptyState &&
        ((renderProps) => <div className={styles.emptyState}>{renderEmptyState(renderProps)}</div>)
      }
    />
  );
}

export type RowProps<T> = Omit<AriaRowProps<T>, 'className' | 'style'>;

export function Row<T extends object>(props: RowProps<T>) {
  return <AriaRow {...props} className={styles.row} />;
}

export type CellProps = Omit<AriaCellProps, 'className' | 'style'>;

export function Cell(props: CellProps) {
  return <AriaCell {...props} className={styles.cell} />;
}

function TableSortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  // aria-sort on the header tells assistive tech the direction; the arrows are for the eye only.
  const name = direction === 'ascending' ? 'arrowUp' : direction === 'descending' ? 'arrowDown' : 'sortable';
  return <Icon name={name} size="small" weight="bold" />;
}
