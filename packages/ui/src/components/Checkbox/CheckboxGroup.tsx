import type { ReactNode } from 'react';
import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import type { FieldBaseProps } from '../Field/fieldProps';
import { checkboxButton, checkboxField, group, indented, options as optionList } from './Checkbox.css';
import { CheckboxBox } from './CheckboxBox';

export interface CheckboxGroupOption {
  value: string;
  label: ReactNode;
  /** Help text for this one option; it becomes that checkbox's accessible description. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    FieldBaseProps {
  options: readonly CheckboxGroupOption[];
}

/** Several checkboxes under one label whose value is the list of checked option values, e.g. required documents. */
export function CheckboxGroup({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  options,
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} isRequired={isRequired} isDisabled={isDisabled} className={group}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <div className={optionList}>
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={checkboxField}
          >
            <CheckboxButton className={checkboxButton}>
              {({ isSelected, isIndeterminate }) => (
                <>
                  <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
                  <span>{option.label}</span>
                </>
              )}
            </CheckboxButton>
            {option.description !== undefined && (
              <div className={indented}>
                <FieldDescription>{option.description}</FieldDescription>
              </div>
            )}
          </CheckboxField>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaCheckboxGroup>
  );
}
