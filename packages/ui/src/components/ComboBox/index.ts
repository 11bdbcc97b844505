export { ComboBox, type ComboBoxOption, type ComboBoxProps } from './ComboBox';
export { ComboBoxFallback, type ComboBoxFallbackProps } from './ComboBoxFallback';
