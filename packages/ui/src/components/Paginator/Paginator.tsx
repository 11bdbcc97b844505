import { useEffect, useRef } from 'react';
import { Button } from 'react-aria-components/Button';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { ellipsis, list, pageButton, paginator } from './Paginator.css';
import { paginationRange } from './paginationRange';

export interface PaginatorLabels {
  /** Accessible name of the navigation landmark, e.g. 'Seitennavigation'. */
  nav: string;
  first: string;
  previous: string;
  next: string;
  last: string;
  /** Accessible name of a page button, e.g. `(n) => \`Seite ${n}\``; should contain the number it shows. */
  page: (page: number) => string;
  /** Announced politely after a page change, e.g. `(n, total) => \`Seite ${n} von ${total}\``. */
  currentPage: (page: number, pages: number) => string;
}

export interface PaginatorProps {
  /** The current page, 1-based. */
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  labels: PaginatorLabels;
  /** How many page numbers to show on each side of the current one. */
  siblings?: number;
}

/** Page navigation for paged results; renders nothing when everything fits on one page. */
export function Paginator({ page, pages, onPageChange, labels, siblings = 1 }: PaginatorProps) {
  const navRef = useRef<HTMLElement>(null);
  const currentButtonRef = useRef<HTMLButtonElement>(null);
  const movedByUs = useRef(false);

  // The pressed button may vanish from the window or become disabled (next on the last page);
  // keep keyboard users in the paginator by moving focus to the current page instead of the body.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page the parent applied changes
  useEffect(() => {
    if (!movedByUs.current) return;
    movedByUs.current = false;
    const active = navRef.current?.ownerDocument.activeElement;
    const lostFocus = !active || !navRef.current?.contains(active) || active.hasAttribute('disabled');
    if (lostFocus) currentButtonRef.current?.focus();
  }, [page]);

  if (pages <= 1) return null;

  const goTo = (target: number) => {
    if (target === page || target < 1 || target > pages) return;
    movedByUs.current = true;
    onPageChange(target);
  };
  const isFirst = page <= 1;
  const isLast = page >= pages;

  return (
    <nav ref={navRef} aria-label={labels.nav} className={paginator}>
      <ul className={list}>
        <li>
          <Button
            className={pageButton()}
            aria-label={labels.first}
            isDisabled={isFirst}
            onPress={() => goTo(1)}
          >
            <Icon name="chevronsLeft" weight="bold" />
          </Button>
        </li>
        <li>
          <Button
            className={pageButton()}
            aria-label={labels.previous}
            isDisabled={isFirst}
            onPress={() => goTo(page - 1)}
          >
            <Icon name="chevronLeft" weight="bold" />
          </Button>
        </li>
        {paginationRange(page, pages, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                ref={item === page ? currentButtonRef : undefined}
                className={pageButton({ current: item === page })}
                aria-label={labels.page(item)}
                aria-current={item === page ? 'page' : undefined}
                onPress={() => goTo(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className={ellipsis} aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            className={pageButton()}
            aria-label={labels.next}
            isDisabled={isLast}
            onPress={() => goTo(page + 1)}
          >
            <Icon name="chevronRight" weight="bold" />
          </Button>
        </li>
        <li>
          <Button
            className={pageButton()}
            aria-label={labels.last}
            isDisabled={isLast}
            onPress={() => goTo(pages)}
          >
            <Icon name="chevronsRight" weight="bold" />
          </Button>
        </li>
      </ul>
      <VisuallyHidden>
        <div role="status" aria-live="polite" aria-atomic="true">
          {labels.currentPage(page, pages)}
        </div>
      </VisuallyHidden>
    </nav>
  );
}
