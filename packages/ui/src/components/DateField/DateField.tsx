import {
  DateField as AriaDateField,
  type DateFieldProps as AriaDateFieldProps,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components/DateField';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { dateInput, segment } from './DateField.css';

export interface DateFieldProps<T extends DateValue = DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    FieldBaseProps {}

/**
 * A date typed segment by segment (day, month, year). Order and separators follow the locale of the
 * surrounding `I18nProvider` – DD.MM.YYYY in German. Values are `@internationalized/date` objects, e.g.
 * `CalendarDate`; `minValue`/`maxValue` bound the range.
 */
export function DateField<T extends DateValue>({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  shouldForceLeadingZeros = true,
  ...props
}: DateFieldProps<T>) {
  return (
    <AriaDateField
      {...props}
      // Dates read DD.MM.YYYY across the portal; some locales (German among them) would drop the zeros.
      shouldForceLeadingZeros={shouldForceLeadingZeros}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <DateInput className={dateInput}>
        {(part) => <DateSegment segment={part} className={segment} />}
      </DateInput>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
    </AriaDateField>
  );
}
