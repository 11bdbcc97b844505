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
  /** The column's name beside each value when the rows fold; the header, when that is text. */
  label?: string;
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
 * A table element's own role, stated: browsers drop a table's semantics when its parts are laid out as blocks
 * (the folded rows below), unless the roles are given explicitly – which a linter takes for redundant.
 */
const stated = (role: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'rowheader' | 'cell') => ({ role });

/**
 * A read-only table of a few rows that are read, not worked through: an order's positions. A plain `<table>`
 * – screen readers' table navigation, no grid focus to learn – unlike `Table`, which is for lists that are
 * sorted, selected or paged. Where its box is too narrow for its columns (a phone), each row folds into a block
 * of "column: value" lines instead of squeezing seven columns until words break letter by letter; the table's
 * roles are stated, so screen readers keep reading it as a table when the layout changes.
 */
export function DataTable<T>({ columns, rows, rowKey, caption, captionHidden, ...name }: DataTableProps<T>) {
  const className = (column: DataTableColumn<T>, base: string) =>
    [base, column.numeric && styles.numeric, column.hiddenInPrint && styles.hiddenInPrint]
      .filter(Boolean)
      .join(' ');
  // The column's name beside the value, drawn only when the rows fold (screen readers have the header).
  const label = (column: DataTableColumn<T>) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return (
    <div className={styles.container}>
      <table {...stated('table')} className={styles.table} aria-labelledby={name['aria-labelledby']}>
        {caption !== undefined && (
          <caption className={captionHidden ? visuallyHidden : undefined}>{caption}</caption>
        )}
        <thead {...stated('rowgroup')} className={styles.head}>
          <tr {...stated('row')}>
            {columns.map((column) => (
              <th
                key={column.id}
                {...stated('columnheader')}
                scope="col"
                className={className(column, styles.headerCell)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody {...stated('rowgroup')} className={styles.body}>
          {rows.map((row) => (
            <tr key={rowKey(row)} {...stated('row')} className={styles.row}>
              {columns.map((column) =>
                column.isRowHeader ? (
                  <th
                    key={column.id}
                    {...stated('rowheader')}
                    scope="row"
                    className={className(column, `${styles.headerCell} ${styles.bodyCell}`)}
                    data-label={label(column)}
                  >
                    {column.cell(row)}
                  </th>
                ) : (
                  <td
                    key={column.id}
                    {...stated('cell')}
                    className={className(column, `${styles.cell} ${styles.bodyCell}`)}
                    data-label={label(column)}
                  >
                    {column.cell(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
