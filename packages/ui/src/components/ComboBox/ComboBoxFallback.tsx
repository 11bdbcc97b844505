import { FieldLookAlike } from '../Field/FieldLookAlike';
import * as styles from './ComboBox.css';
import { ComboBoxChevron, type ComboBoxOption, comboBoxValueText } from './comboBoxParts';

export interface ComboBoxFallbackProps {
  label: string;
  description?: string;
  /** The chosen option, shown as the combobox shows it; none shows the placeholder. */
  selected?: ComboBoxOption;
  placeholder?: string;
}

/**
 * The `ComboBox` as it looks before its code (react-aria's combobox, popover and list box) has loaded: the
 * same label, box, text and chevron in the same place, so nothing moves when the real one replaces it. It is
 * not operable and says so (`aria-busy`); the caller renders it as the Suspense fallback of the real one,
 * which starts loading with the page.
 */
export function ComboBoxFallback({ label, description, selected, placeholder }: ComboBoxFallbackProps) {
  const valueText = selected ? comboBoxValueText(selected) : '';
  return (
    <FieldLookAlike label={label} description={description}>
      <div className={styles.group}>
        <span className={styles.display} data-placeholder={valueText === '' || undefined}>
          {valueText === '' ? (placeholder ?? '\u00a0') : valueText}
        </span>
        <span className={styles.button} aria-hidden="true">
          <ComboBoxChevron />
        </span>
      </div>
    </FieldLookAlike>
  );
}
