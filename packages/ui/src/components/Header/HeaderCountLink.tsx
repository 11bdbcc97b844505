import { Link } from 'react-aria-components/Link';
import { Badge } from '../Badge/Badge';
import { Icon } from '../Icon/Icon';
import type { IconName } from '../Icon/IconShapes';
import { VisuallyHidden } from '../VisuallyHidden';
import { iconLink, iconLinkBadge } from './Header.css';

export interface HeaderCountLinkProps {
  href: string;
  count: number;
  /** The whole accessible name including the count, built by the caller, e.g. "Warenkorb, 3 Artikel". */
  label: string;
}

/**
 * An icon link with a count bubble (basket, favourites). The name is hidden text rather than aria-label,
 * so a capped bubble ("99+") does not contradict a name that says "150".
 */
export function HeaderCountLink({ href, count, label, icon }: HeaderCountLinkProps & { icon: IconName }) {
  return (
    <Link href={href} className={iconLink}>
      <Icon name={icon} size="large" />
      <VisuallyHidden elementType="span">{label}</VisuallyHidden>
      <span className={iconLinkBadge}>
        <Badge count={count} isDecorative />
      </span>
    </Link>
  );
}
