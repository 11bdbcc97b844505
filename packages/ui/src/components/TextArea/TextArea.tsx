import { useId, useState } from 'react';
import { TextArea as AriaTextArea } from 'react-aria-components/TextArea';
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
} from 'react-aria-components/TextField';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { characterCount, textArea } from './TextArea.css';

export interface TextAreaProps
  extends Omit<AriaTextFieldProps, 'className' | 'style' | 'children' | 'type' | keyof FieldBaseProps>,
    FieldBaseProps {
  /** Visible lines before the box grows a scrollbar; the user can drag it taller. */
  rows?: number;
  /**
   * Text of the character counter under the box, e.g. `(count, max) => \`${count} von ${max} Zeichen\``.
   * The counter is shown only together with `maxLength`.
   */
  characterCountLabel?: (count: number, maxLength: number) => string;
}

/** Multi-line text, e.g. remarks, with an optional counter of the characters used out of `maxLength`. */
export function TextArea({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  rows = 4,
  characterCountLabel,
  onChange,
  'aria-describedby': ariaDescribedBy,
  ...props
}: TextAreaProps) {
  const counterId = useId();
  const [uncontrolledLength, setUncontrolledLength] = useState(props.defaultValue?.length ?? 0);
  const count = props.value?.length ?? uncontrolledLength;
  const showCounter = props.maxLength !== undefined && characterCountLabel !== undefined;

  return (
    <AriaTextField
      {...props}
      onChange={(text) => {
        setUncontrolledLength(text.length);
        onChange?.(text);
      }}
      // The counter is read together with the help text when the box gets focus, not on every keystroke.
      aria-describedby={
        [ariaDescribedBy, showCounter ? counterId : undefined].filter(Boolean).join(' ') || undefined
      }
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <AriaTextArea className={textArea} rows={rows} />
      {showCounter && props.maxLength !== undefined && (
        <span id={counterId} className={characterCount}>
          {characterCountLabel(count, props.maxLength)}
        </span>
      )}
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaTextField>
  );
}
