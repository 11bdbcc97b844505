import type { DateFieldProps as AriaDateFieldProps, DateValue } from 'react-aria-components/DateField';
import type { FieldBaseProps } from '../Field/fieldProps';

export interface DateFieldProps<T extends DateValue = DateValue>
  extends Omit<AriaDateFieldProps<T>, 'className' | 'style' | 'children' | keyof FieldBaseProps>,
    FieldBaseProps {}
