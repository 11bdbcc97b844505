import type { ReactNode } from 'react';
import {
  type CheckboxFieldProps as AriaCheckboxFieldProps,
  CheckboxButton,
  CheckboxField,
} from 'react-aria-components/Checkbox';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import type { FieldBaseProps } from '../Field/fieldProps';
import { RequiredMark } from '../Field/RequiredMark';
import { checkboxButton, checkboxField, indented } from './Checkbox.css';
import { CheckboxBox } from './CheckboxBox';

export interface CheckboxProps
  extends Omit<AriaCheckboxFieldProps, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    Omit<FieldBaseProps, 'label'> {
  /** The text beside the box; may hold a link, e.g. to the terms it asks to accept. */
  label: ReactNode;
}

/** A single checkbox with label, help text and error message, e.g. to accept terms. */
export function Checkbox({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  ...props
}: CheckboxProps) {
  return (
    <CheckboxField {...props} isRequired={isRequired} isDisabled={isDisabled} className={checkboxField}>
      <CheckboxButton className={checkboxButton}>
        {({ isSelected, isIndeterminate }) => (
          <>
            <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
            <span>
              {label}
              {isRequired && <RequiredMark />}
            </span>
          </>
        )}
      </CheckboxButton>
      <div className={indented}>
        {description !== undefined && <FieldDescription>{description}</FieldDescription>}
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </div>
    </CheckboxField>
  );
}
