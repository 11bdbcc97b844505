export { FieldDescription, type FieldDescriptionProps } from './FieldDescription';
export { FieldErrorMessage, type FieldErrorMessageProps } from './FieldErrorMessage';
export { FieldLabel, type FieldLabelProps } from './FieldLabel';
export type { FieldBaseProps } from './fieldProps';
