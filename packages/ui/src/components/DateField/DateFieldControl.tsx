import {
  DateField as AriaDateField,
  DateInput,
  DateSegment,
  type DateValue,
} from 'react-aria-components/DateField';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import { dateInput, segment } from './DateField.css';
import type { DateFieldProps } from './dateFieldProps';

/** The DateField itself: react-aria's date field with its segments (loaded apart from the page, see DateField.tsx). */
export function DateFieldControl<T extends DateValue>({
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
