import { Icon } from '../Icon';
import { box } from './Checkbox.css';

/** The drawn box of a checkbox; the real input is visually hidden by react-aria. */
export function CheckboxBox({
  isSelected,
  isIndeterminate,
}: {
  isSelected: boolean;
  isIndeterminate: boolean;
}) {
  return (
    <span className={box} aria-hidden="true">
      {isIndeterminate ? (
        <Icon name="minus" size="small" weight="bold" />
      ) : (
        isSelected && <Icon name="check" size="small" weight="bold" />
      )}
    </span>
  );
}
