import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  RadioButton,
  RadioField,
} from 'react-aria-components/RadioGroup';
import { type ChoiceFieldProps, ChoiceGroup, type ChoiceOption } from '../Field/ChoiceGroup';
import type { FieldBaseProps } from '../Field/fieldProps';
import { circle, group, indented, options, radioButton, radioField } from './RadioGroup.css';

export type RadioGroupOption = ChoiceOption;

export interface RadioGroupProps
  extends Omit<AriaRadioGroupProps, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    ChoiceFieldProps {}

/** One choice out of a few visible options; the arrow keys move the choice, Tab leaves the group. */
export function RadioGroup(props: RadioGroupProps) {
  return (
    <ChoiceGroup
      {...props}
      Group={AriaRadioGroup}
      OptionField={RadioField}
      classNames={{ group, options, option: radioField, optionDescription: indented }}
      renderControl={(option) => (
        <RadioButton className={radioButton}>
          <span className={circle} aria-hidden="true" />
          <span>{option.label}</span>
        </RadioButton>
      )}
    />
  );
}
