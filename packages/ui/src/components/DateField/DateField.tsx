import { type ReactNode, Suspense, useEffect } from 'react';
import type { DateValue } from 'react-aria-components/DateField';
import { lazyOverlay } from '../../hooks/lazyOverlay';
import { DateFieldFallback } from './DateFieldFallback';
import type { DateFieldProps } from './dateFieldProps';

export type { DateFieldProps } from './dateFieldProps';

// react-aria's date field – segments, spin buttons, date maths – is ~20 KB gzip: it loads apart from the page
// that shows it, so a filter or a form draws without waiting for it.
const DateFieldControl = lazyOverlay(
  async () => (await import('./DateFieldControl')).DateFieldControl as (props: DateFieldProps) => ReactNode,
);

/**
 * A date typed segment by segment (day, month, year). Order and separators follow the locale of the
 * surrounding `I18nProvider` – DD.MM.YYYY in German. Values are `@internationalized/date` objects, e.g.
 * `CalendarDate`; `minValue`/`maxValue` bound the range. Its code starts loading as the page that shows it is
 * drawn; until it is in – a moment after the page appears – its look-alike stands in the same place.
 */
export function DateField<T extends DateValue>(props: DateFieldProps<T>) {
  useEffect(() => {
    DateFieldControl.preload().catch(() => undefined); // a failure shows when the Suspense below renders it
  }, []);
  return (
    <Suspense fallback={<DateFieldFallback {...props} />}>
      <DateFieldControl {...(props as DateFieldProps)} />
    </Suspense>
  );
}
