import { badge, type badgeVariants } from './Badge.css';

export interface BadgeProps {
  count: number;
  /** Counts above this show as `{max}+`. */
  max?: number;
  /** A zero count hides the badge unless this is set. */
  showZero?: boolean;
  variant?: (typeof badgeVariants)[number];
  /**
   * Hide the badge from assistive technology when the surrounding control's label already says the count
   * (e.g. a basket link named "Warenkorb, 3 Artikel"), so it is not announced twice.
   */
  isDecorative?: boolean;
}

/** formatBadgeCount(120, 99) === '99+' */
export function formatBadgeCount(count: number, max = 99): string {
  return count > max ? `${max}+` : String(count);
}

/** A small count bubble, e.g. the number of items on the basket icon. */
export function Badge({
  count,
  max = 99,
  showZero = false,
  variant = 'accent',
  isDecorative = false,
}: BadgeProps) {
  if (count <= 0 && !showZero) {
    return null;
  }
  return (
    <span className={badge({ variant })} aria-hidden={isDecorative || undefined} data-badge="">
      {formatBadgeCount(Math.max(0, count), max)}
    </span>
  );
}
