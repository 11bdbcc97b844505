import { EmptyState, Table, TableBody, TableHeader, type TableProps } from '@kundenportal/ui';
import { type ReactElement, type ReactNode, useEffect } from 'react';
import type { PagedList } from '../api';
import { useIntl } from '../i18n';
import { LoadFailed } from '../loading';
import { commonMessages } from '../messages';
import { ListPaginator } from './ListPaginator';
import * as styles from './PagedTable.css';

export interface PagedTableProps<T extends object> {
  /** From `usePagedList`: items, page, pages, count, failure, retry. */
  list: PagedList<T>;
  /** The table's accessible name. */
  label: string;
  /** The spec §8 note when the fetch failed (shown above an empty table, with a retry). */
  failureText: string;
  /** What an empty list says, as an `EmptyState` in the table body. */
  emptyText: string;
  /** The count above the table once loaded; an empty string says nothing (for example for 0). */
  countText?: (count: number) => string;
  /** The `<Column>`s, the first one `isRowHeader`. */
  columns: ReactNode;
  /** One `<Row id=…>` per item. */
  children: (item: T) => ReactElement;
  /**
   * Everything besides the item that a row shows (texts, rights, the signed-in user). React Aria draws a row
   * again only when its item or one of these changes: a right that arrives after the list would otherwise
   * never reach the rows already drawn.
   */
  dependencies: readonly unknown[];
  /** The design system's table density: `compact` for many columns that must fit a laptop. */
  density?: TableProps['density'];
}

/**
 * The frame of a paged staff or customer table: failure note with retry, a count said politely, the table with
 * its loading / failed / empty body, and the paginator (only with more than one page). When the last entry of
 * the last page goes (an action elsewhere), it shows the page before instead of an empty one.
 */
export function PagedTable<T extends object>({
  list,
  label,
  failureText,
  emptyText,
  countText,
  columns,
  children,
  dependencies,
  density,
}: PagedTableProps<T>) {
  const intl = useIntl();
  const { page, pages, setPage, isLoading, failure } = list;
  useEffect(() => {
    if (!isLoading && !failure && pages > 0 && page > pages) setPage(pages);
  }, [isLoading, failure, page, pages, setPage]);

  return (
    <div className={styles.stack}>
      {failure && <LoadFailed onRetry={list.retry}>{failureText}</LoadFailed>}
      {countText && (
        // Mounted from the start, so the count of a new page or search is announced when it arrives.
        <p className={styles.muted} role="status">
          {isLoading || failure ? '' : countText(list.count)}
        </p>
      )}
      <Table aria-label={label} density={density}>
        <TableHeader>{columns}</TableHeader>
        <TableBody
          items={list.items}
          dependencies={dependencies}
          renderEmptyState={() =>
            isLoading ? (
              intl.formatMessage(commonMessages.loading)
            ) : failure ? (
              failureText
            ) : (
              <EmptyState title={emptyText} headingLevel={2} />
            )
          }
        >
          {children}
        </TableBody>
      </Table>
      <ListPaginator page={page} pages={pages} onPageChange={setPage} />
    </div>
  );
}
