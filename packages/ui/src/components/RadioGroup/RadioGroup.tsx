import type { ReactNode } from 'react';
import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
} from 'react-aria-components/RadioGroup';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import type { FieldBaseProps } from '../Field/fieldProps';
import { circle, group, indented, options as optionList, radioButton, radioField } from './RadioGroup.css';

export interface RadioGroupOption {
  value: string;
  label: ReactNode;
  /** Help text for this one option; it becomes that radio's accessible description. */
  description?: ReactNode;
  isDisabled?: boolean;
}

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    FieldBaseProps {
  options: readonly RadioGroupOption[];
}

/** One choice out of a few visible options; the arrow keys move the choice, Tab leaves the group. */
export function RadioGroup({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  options,
  ...props
}: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} isRequired={isRequired} isDisabled={isDisabled} className={group}>
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <div className={optionList}>
        {options.map((option) => (
          <RadioField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={radioField}
          >
            <RadioButton className={radioButton}>
              <span className={circle} aria-hidden="true" />
              <span>{option.label}</span>
            </RadioButton>
            {option.description !== undefined && (
              <div className={indented}>
                <FieldDescription>{option.description}</FieldDescription>
              </div>
            )}
          </RadioField>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaRadioGroup>
  );
}
