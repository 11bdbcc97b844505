/** Internal: the one body of CheckboxGroup and RadioGroup, which differ only in their react-aria parts and styles. */
import type { ReactNode } from 'react';
import { FieldDescription } from './FieldDescription';
import { FieldErrorMessage } from './FieldErrorMessage';
import { FieldLabel } from './FieldLabel';
import type { FieldBaseProps } from './fieldProps';

export interface ChoiceOption {
  value: string;
  label: ReactNode;
  /** Help text for this one option; it becomes that option's accessible description. */
  description?: ReactNode;
  isDisabled?: boolean;
}

/** What CheckboxGroup and RadioGroup take on top of their react-aria group's own props. */
export interface ChoiceFieldProps extends FieldBaseProps {
  options: readonly ChoiceOption[];
}

/** The group-specific parts; `GroupProps` are the react-aria group's own props the caller passes through. */
interface ChoiceGroupParts<GroupProps> {
  Group: (
    props: GroupProps & { isRequired: boolean; isDisabled: boolean; className: string; children: ReactNode },
  ) => ReactNode;
  /** One option's react-aria field; being inside it ties the option's help text to its control. */
  OptionField: (props: {
    value: string;
    isDisabled?: boolean;
    className: string;
    children: ReactNode;
  }) => ReactNode;
  /** The clickable control of one option: indicator and label. */
  renderControl: (option: ChoiceOption) => ReactNode;
  classNames: { group: string; options: string; option: string; optionDescription: string };
}

export function ChoiceGroup<GroupProps extends object>({
  Group,
  OptionField,
  renderControl,
  classNames,
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  options,
  ...groupProps
}: GroupProps & ChoiceFieldProps & ChoiceGroupParts<GroupProps>) {
  return (
    // What is left after taking out the field's and the parts' props is the group's own props.
    <Group
      {...(groupProps as GroupProps)}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={classNames.group}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <div className={classNames.options}>
        {options.map((option) => (
          <OptionField
            key={option.value}
            value={option.value}
            isDisabled={option.isDisabled}
            className={classNames.option}
          >
            {renderControl(option)}
            {option.description !== undefined && (
              <div className={classNames.optionDescription}>
                <FieldDescription>{option.description}</FieldDescription>
              </div>
            )}
          </OptionField>
        ))}
      </div>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </Group>
  );
}
