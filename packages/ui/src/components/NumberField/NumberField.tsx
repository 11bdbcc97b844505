import { useId } from 'react';
import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
} from 'react-aria-components/NumberField';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { Icon } from '../Icon/Icon';
import { inputGroup, numberInput, stepButton, steppers, unitSuffix } from './NumberField.css';

export interface NumberFieldProps
  extends Omit<
      AriaNumberFieldProps,
      | 'className'
      | 'style'
      | 'children'
      | 'incrementAriaLabel'
      | 'decrementAriaLabel'
      | 'aria-describedby'
      | keyof FieldBaseProps
    >,
    FieldBaseProps {
  /**
   * The unit of the amount, e.g. 'kg', 'l' or 'Stück'. Shown after the number and read as part of the
   * field's accessible description. For currencies and percentages use `formatOptions` instead.
   */
  unit?: string;
  /** Accessible name of the + button; react-aria's own, localised by the `I18nProvider`, otherwise. */
  incrementLabel?: string;
  /** Accessible name of the − button; react-aria's own, localised by the `I18nProvider`, otherwise. */
  decrementLabel?: string;
}

/**
 * A number input with − and + buttons, the arrow keys and Page Up/Down to step. The number is parsed and
 * formatted in the locale of the surrounding `I18nProvider` ('2,5' in German is 2.5); `onChange` gets the
 * number (NaN when emptied) once the user leaves the field or presses Enter. A string `errorMessage` marks
 * the field invalid.
 */
export function NumberField({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  isInvalid,
  unit,
  incrementLabel,
  decrementLabel,
  ...props
}: NumberFieldProps) {
  const unitId = useId();
  return (
    <AriaNumberField
      {...props}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined)}
      incrementAriaLabel={incrementLabel}
      decrementAriaLabel={decrementLabel}
      // react-aria appends this after the description and error message ids.
      aria-describedby={unit === undefined ? undefined : unitId}
      className={field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <Group className={inputGroup}>
        <Input className={numberInput} />
        {unit !== undefined && (
          <span id={unitId} className={unitSuffix}>
            {unit}
          </span>
        )}
        <div className={steppers}>
          <Button slot="decrement" className={stepButton}>
            <Icon name="minus" />
          </Button>
          <Button slot="increment" className={stepButton}>
            <Icon name="plus" />
          </Button>
        </div>
      </Group>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaNumberField>
  );
}
