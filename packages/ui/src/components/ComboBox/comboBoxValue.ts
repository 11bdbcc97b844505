import type { ComboBoxOption } from './ComboBox';

/** How the field shows a chosen option: 'Name (detail)'; shared by the combobox and its fallback. */
export const comboBoxValueText = (option: ComboBoxOption) =>
  option.detail === undefined ? option.label : `${option.label} (${option.detail})`;
