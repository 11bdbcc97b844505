import type { ReactNode } from 'react';
import { type descriptionListLayouts, detail, group, list, term } from './DescriptionList.css';

export interface DescriptionListItem {
  term: string;
  detail: ReactNode;
  /** Needed when two items share a term. */
  id?: string;
}

export interface DescriptionListProps {
  items: readonly DescriptionListItem[];
  /**
   * 'stacked' puts each term above its detail; 'columns' puts them side by side where the list is at least
   * 32rem wide and stacks them where it is narrower.
   */
  layout?: (typeof descriptionListLayouts)[number];
}

/** Label–value pairs such as an order's number, date and status: a `<dl>` with muted terms. */
export function DescriptionList({ items, layout = 'stacked' }: DescriptionListProps) {
  return (
    <dl className={list}>
      {items.map((item) => (
        <div key={item.id ?? item.term} className={group({ layout })}>
          <dt className={term}>{item.term}</dt>
          <dd className={detail}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}
