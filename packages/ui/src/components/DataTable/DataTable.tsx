import type { ReactNode } from 'react';
import { visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css';
import * as styles from './DataTable.css';

export interface DataTableColumn<T> {
  /** Unique within the table. */
  id: string;
  header: ReactNode;
  /** What the column shows for one row. */
  cell: (row: T) => ReactNode;
  /** Figures: aligned to the end and kept on one line. */
  numeric?: boolean;
  /** The cell that names its row (usually the first): a `<th scope="row">`. */
  isRowHeader?: boolean;
  /** Left out when the page is printed (row actions). */
  hiddenInPrint?: boolean;
}

/** A table must be named: by its own caption (shown, or for screen readers only) or by a visible heading. */
type DataTableName =
  | { caption: string; captionHidden?: boolean; 'aria-labelledby'?: never }
  | { 'aria-labelledby': string; caption?: never; captionHidden?: never };

export type DataTableProps<T> = DataTableName & {
  columns: readonly DataTableColumn<T>[];
  rows: readonly T[];
  /** A stable key per row (its id). */
  rowKey: (row: T) => string | number;
};

/**
 * A read-only table of a few rows that are read, not worked through: an order's positions. A plain `<table>`
 * – screen readers' table navigation, no grid focus to learn – unlike `Table`, which is for lists that are
 * sorted, selected or paged.
 */
export function DataTable<T>({ columns, rows, rowKey, caption, captionHidden, ...name }: DataTableProps<T>) {
  const className = (column: DataTableColumn<T>, base: string) =>
    [base, column.numeric && styles.numeric, column.hiddenInPrint && styles.hiddenInPrint]
      .filter(Boolean)
      .join(' ');
  return (
    <table className={styles.table} aria-labelledby={name['aria-labelledby']}>
      {caption !== undefined && (
        <caption className={captionHidden ? visuallyHidden : undefined}>{caption}</caption>
      )}
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.id} scope="col" className={className(column, styles.headerCell)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) =>
              column.isRowHeader ? (
                <th key={column.id} scope="row" className={className(column, styles.headerCell)}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.id} className={className(column, styles.cell)}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
