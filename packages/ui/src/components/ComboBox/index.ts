export { ComboBox, type ComboBoxOpenRequest, type ComboBoxOption, type ComboBoxProps } from './ComboBox';
export { ComboBoxFallback, type ComboBoxFallbackProps } from './ComboBoxFallback';
