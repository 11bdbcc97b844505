import { type ReactNode, useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { Link } from 'react-aria-components/Link';
import { ProgressBar } from 'react-aria-components/ProgressBar';
import { Icon } from '../Icon';
import * as styles from './Widget.css';

/** The remove button needs its name: both or neither. */
type WidgetRemoval =
  | { onRemove: () => void; removeLabel: string }
  | { onRemove?: never; removeLabel?: never };

/** While loading, a progress bar carries the label for assistive tech; the skeleton is for the eye. */
type WidgetLoading =
  | { isLoading: boolean; loadingLabel: string }
  | { isLoading?: false; loadingLabel?: never };

export type WidgetProps = WidgetRemoval &
  WidgetLoading & {
    title: string;
    /** Fit the widget into the page outline; defaults to 2. */
    headingLevel?: 2 | 3 | 4;
    /** Decorative; hidden from assistive tech. */
    icon?: ReactNode;
    children?: ReactNode;
    /** Shown instead of `children` when set, e.g. 'Ihr Warenkorb ist leer.' */
    emptyText?: string;
    /** Link to the full list, e.g. `{ href: '/user/basket', label: 'Zum Warenkorb' }`. */
    showAll?: { href: string; label: string };
  };

/** A dashboard tile: a titled frame that users can remove, with loading and empty states. */
export function Widget({
  title,
  headingLevel = 2,
  icon,
  children,
  emptyText,
  showAll,
  onRemove,
  removeLabel,
  isLoading = false,
  loadingLabel,
}: WidgetProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;

  let content: ReactNode = children;
  if (isLoading) {
    content = (
      <>
        <ProgressBar isIndeterminate aria-label={loadingLabel} />
        <div aria-hidden="true" className={styles.skeleton}>
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
          <div className={styles.skeletonLine} />
        </div>
      </>
    );
  } else if (emptyText) {
    content = <p className={styles.emptyText}>{emptyText}</p>;
  }

  return (
    <section aria-labelledby={headingId} aria-busy={isLoading || undefined} className={styles.widget}>
      <div className={styles.titleBar}>
        {icon && (
          <span aria-hidden="true" className={styles.icon}>
            {icon}
          </span>
        )}
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
        {onRemove && (
          <Button className={styles.removeButton} aria-label={removeLabel} onPress={onRemove}>
            <Icon name="close" weight="bold" />
          </Button>
        )}
      </div>
      <div className={styles.body}>{content}</div>
      {showAll && !isLoading && (
        <div className={styles.footer}>
          <Link href={showAll.href} className={styles.showAllLink}>
            {showAll.label}
          </Link>
        </div>
      )}
    </section>
  );
}
