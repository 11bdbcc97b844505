import { CheckboxButton, CheckboxField } from 'react-aria-components/Checkbox';
import {
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components/CheckboxGroup';
import { type ChoiceFieldProps, ChoiceGroup, type ChoiceOption } from '../Field/ChoiceGroup';
import type { FieldBaseProps } from '../Field/fieldProps';
import { checkboxButton, checkboxField, group, indented, options } from './Checkbox.css';
import { CheckboxBox } from './CheckboxBox';

export type CheckboxGroupOption = ChoiceOption;

export interface CheckboxGroupProps
  extends Omit<AriaCheckboxGroupProps, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    ChoiceFieldProps {}

/** Several checkboxes under one label whose value is the list of checked option values, e.g. required documents. */
export function CheckboxGroup(props: CheckboxGroupProps) {
  return (
    <ChoiceGroup
      {...props}
      Group={AriaCheckboxGroup}
      OptionField={CheckboxField}
      classNames={{ group, options, option: checkboxField, optionDescription: indented }}
      renderControl={(option) => (
        <CheckboxButton className={checkboxButton}>
          {({ isSelected, isIndeterminate }) => (
            <>
              <CheckboxBox isSelected={isSelected} isIndeterminate={isIndeterminate} />
              <span>{option.label}</span>
            </>
          )}
        </CheckboxButton>
      )}
    />
  );
}
