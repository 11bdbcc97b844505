import type { Key } from 'react-aria-components/ComboBox';
import * as styles from './ComboBox.css';

export interface ComboBoxOption {
  id: Key;
  /** The main text, e.g. a company name. */
  label: string;
  /** A second text searched and shown with it, e.g. the customer number. */
  detail?: string;
  isDisabled?: boolean;
  /**
   * An entry beside the counted things, e.g. 'Mitarbeiteransicht' among companies: always listed when it
   * matches, never part of `maxVisible` nor of the counts in `refineText`.
   */
  isExtra?: boolean;
}

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
