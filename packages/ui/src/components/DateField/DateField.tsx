import type { ReactNode } from 'react';
import type { DateValue } from 'react-aria-components/DateField';
import { lazyField } from '../../hooks/lazyOverlay';
import { DateFieldFallback } from './DateFieldFallback';
import type { DateFieldProps } from './dateFieldProps';

export type { DateFieldProps } from './dateFieldProps';

/**
 * A date typed segment by segment (day, month, year). Order and separators follow the locale of the
 * surrounding `I18nProvider` – DD.MM.YYYY in German. Values are `@internationalized/date` objects, e.g.
 * `CalendarDate`; `minValue`/`maxValue` bound the range. react-aria's date field – segments, spin buttons,
 * date maths – is ~20 KB gzip: it loads apart from the page that shows it, starting as the page is drawn;
 * until it is in its look-alike stands in the same place (`DateFieldFallback`).
 */
export const DateField = /* @__PURE__ */ lazyField<DateFieldProps>(
  async () => (await import('./DateFieldControl')).DateFieldControl as (props: DateFieldProps) => ReactNode,
  DateFieldFallback,
) as <T extends DateValue>(props: DateFieldProps<T>) => ReactNode;
