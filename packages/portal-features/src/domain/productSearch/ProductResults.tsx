import type { Product } from '@kundenportal/api-client';
import { EmptyState } from '@kundenportal/ui';
import { memo, type ReactNode, useId, useRef } from 'react';
import type { PagedList } from '../../shared/api';
import { useIntl } from '../../shared/i18n';
import { ListPaginator, useAnswerItems } from '../../shared/lists';
import { LoadFailed } from '../../shared/loading';
import { useFileDownload } from '../files';
import { productSearchMessages as m } from './messages';
import { ProductCard } from './ProductCard';
import * as styles from './productSearch.css';

export interface ProductResultsProps {
  title: string;
  /** The page of products as usePagedList gives it: items, page and pages, loading, failure, retry, setPage. */
  list: PagedList<Product>;
  /** What the status line says once an answer is there ('37 Produkte gefunden', also '0 …'). */
  summary: string;
  failureTitle: string;
  failureText: string;
  empty: { title: string; text: string };
  renderActions?: (product: Product) => ReactNode;
  /** Above the list: the price note. */
  note?: ReactNode;
}

/**
 * A page of products with its status line (a live region, so a screen reader hears how many were found),
 * the failure with a retry (spec §8: an empty list that says so), the empty state and the paginator.
 * Memoised: typing in the search field above never re-renders the list.
 */
export const ProductResults = memo(function ProductResults({
  title,
  list,
  summary,
  failureTitle,
  failureText,
  empty,
  renderActions,
  note,
}: ProductResultsProps) {
  // isLoading: the first answer is on its way; isValidating: a next page loads while this one stays on screen.
  const {
    items: answered,
    page,
    pages,
    isLoading,
    isValidating: isUpdating,
    failure,
    retry: onRetry,
    setPage: onPageChange,
  } = list;
  // During the page's load the cards render as a transition React slices; after the visitor's own search or
  // paging at once (useAnswerItems). Until they are drawn, the list counts as loading – never as empty.
  const items = useAnswerItems(answered);
  const isDrawing = items !== answered;
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  const downloads = useFileDownload();
  const titleId = useId();
  // The failure announces itself (an alert); the empty state's heading is seen, the count is heard.
  // The count is heard with the cards it counts, not a moment before them.
  const status = isLoading || isDrawing ? intl.formatMessage(m.searching) : failure ? '' : summary;

  const changePage = (next: number) => {
    onPageChange(next);
    // A new page is read from the top; the keyboard stays in the paginator (its own rule).
    heading.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <section aria-labelledby={titleId}>
      <div className={styles.resultsHeader}>
        <h2 id={titleId} ref={heading} tabIndex={-1} className={styles.resultsTitle}>
          {title}
        </h2>
        <p role="status" className={styles.status}>
          {status}
        </p>
      </div>
      {failure ? (
        <LoadFailed onRetry={onRetry} title={failureTitle}>
          {failureText}
        </LoadFailed>
      ) : !isLoading && !isDrawing && items.length === 0 ? (
        <EmptyState title={empty.title} headingLevel={3} icon="search">
          {empty.text}
        </EmptyState>
      ) : null}
      {items.length > 0 && note}
      {items.length > 0 && (
        <ul className={styles.list} aria-busy={isUpdating || undefined}>
          {items.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} downloads={downloads} renderActions={renderActions} />
            </li>
          ))}
        </ul>
      )}
      {!failure && <ListPaginator page={page} pages={pages} onPageChange={changePage} />}
    </section>
  );
}, sameProps);

/** usePagedList hands out a new object on every render of the page: what counts is what is in it. */
function sameProps(before: ProductResultsProps, after: ProductResultsProps): boolean {
  const keys = Object.keys(after) as (keyof ProductResultsProps)[];
  return (
    keys.length === Object.keys(before).length &&
    keys.every((key) =>
      key === 'list' ? shallowEqual(before.list, after.list) : Object.is(before[key], after[key]),
    )
  );
}

function shallowEqual<T extends object>(a: T, b: T): boolean {
  const keys = Object.keys(b) as (keyof T)[];
  return keys.length === Object.keys(a).length && keys.every((key) => Object.is(a[key], b[key]));
}
