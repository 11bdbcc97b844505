export { Select, type SelectOption, type SelectProps } from './Select';
export { SelectItem, type SelectItemProps } from './SelectItem';
