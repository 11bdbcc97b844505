import { Input } from 'react-aria-components/Input';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { textInput } from './TextField.css';

export const textFieldTypes = ['text', 'email', 'tel'] as const;

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | keyof FieldBaseProps>,
    FieldBaseProps {
  type?: (typeof textFieldTypes)[number];
  /** Only for a format hint that the label and description do not already give. */
  placeholder?: string;
}

/** A single-line text input with label, help text and error message. */
export function TextField({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  type = 'text',
  placeholder,
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField {...props} type={type} isRequired={isRequired} isDisabled={isDisabled} className={field}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <Input className={textInput} placeholder={placeholder} />
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
