import type { ComboBoxOption } from './ComboBox';
import * as styles from './ComboBox.css';

/** How the field shows a chosen option: 'Name (detail)'; shared by the combobox and its fallback. */
export const comboBoxValueText = (option: ComboBoxOption) =>
  option.detail === undefined ? option.label : `${option.label} (${option.detail})`;

/** The chevron of the combobox's button (and of its fallback, which must look the same). */
export function ComboBoxChevron() {
  return (
    <svg className={styles.chevron} viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path d="M5 7.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
