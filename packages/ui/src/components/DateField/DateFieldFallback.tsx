import type { DateValue } from 'react-aria-components/DateField';
import { useLocale } from 'react-aria-components/I18nProvider';
import { FieldLookAlike } from '../Field/FieldLookAlike';
import { dateInput } from './DateField.css';
import type { DateFieldProps } from './dateFieldProps';

/**
 * The `DateField` as it looks before its code has loaded: the same label and box in the same place, with the
 * date (if one is set) as the field will show it – day and month with two digits, in the locale's order – so
 * nothing moves when the real one replaces it. It is not operable and says so (`aria-busy`), like the
 * Select's and the ComboBox's look-alikes; the real one follows a moment after the page is drawn.
 */
export function DateFieldFallback<T extends DateValue>({
  label,
  description,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  value,
  defaultValue,
}: DateFieldProps<T>) {
  const { locale } = useLocale();
  const date = value ?? defaultValue;
  const text = date
    ? new Intl.DateTimeFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
        new Date(date.year, date.month - 1, date.day),
      )
    : '\u00a0';
  return (
    <FieldLookAlike
      label={label}
      description={description}
      isRequired={isRequired}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      <span className={dateInput}>{text}</span>
    </FieldLookAlike>
  );
}
