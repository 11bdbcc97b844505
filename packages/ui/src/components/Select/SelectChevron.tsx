import { Icon } from '../Icon';
import { chevron } from './Select.css';

/** The select's chevron (and its fallback's, which must look the same); it turns with the open state. */
export function SelectChevron() {
  // The wrapper turns; the icon itself takes no class.
  return (
    <span className={chevron}>
      <Icon name="chevronDown" />
    </span>
  );
}
