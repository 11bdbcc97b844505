import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/IconShapes';
import { action as actionClass, description, emptyState, heading, iconCircle } from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. 'Noch keine Bestellungen'. */
  title: string;
  /** Fit the heading into the page outline; defaults to 2. */
  headingLevel?: 2 | 3 | 4;
  /** Why it is empty or what to do, e.g. 'Ihre Bestellungen erscheinen hier, sobald Sie bestellt haben.' */
  children?: ReactNode;
  /** The way forward, e.g. a `Button` or `Link` to the product search. */
  action?: ReactNode;
  /** Decorative; hidden from assistive technology. */
  icon?: IconName;
}

/** Stands in for a list, table or page that has nothing to show yet. */
export function EmptyState({ title, headingLevel = 2, children, action, icon }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={emptyState}>
      {icon !== undefined && (
        <span className={iconCircle}>
          <Icon name={icon} size="large" />
        </span>
      )}
      <Heading className={heading}>{title}</Heading>
      {children !== undefined && <div className={description}>{children}</div>}
      {action !== undefined && <div className={actionClass}>{action}</div>}
    </div>
  );
}
