import { VisuallyHidden } from '@kundenportal/ui';
import { shortName } from '../../shared/format';
import * as styles from './productSearch.css';

/**
 * A product name at most 30 characters long plus '…' (spec §9). The full name stays available: as a tooltip
 * for pointer users and as the text screen readers read (the short form is hidden from them).
 */
export function ProductName({ name, id }: { name: string; id?: string }) {
  const short = shortName(name);
  if (short === name)
    return (
      <h3 id={id} className={styles.name}>
        {name}
      </h3>
    );
  return (
    <h3 id={id} className={styles.name}>
      <span aria-hidden="true" title={name}>
        {short}
      </span>
      <VisuallyHidden elementType="span">{name}</VisuallyHidden>
    </h3>
  );
}
