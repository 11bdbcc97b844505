import { Suspense, useEffect } from 'react';
import { lazyOverlay } from '../../hooks/lazyOverlay';
import { SelectFallback } from './SelectFallback';
import type { SelectProps } from './selectProps';

export type { SelectOption, SelectProps } from './selectProps';

// react-aria's select with its popover, list box and their focus and positioning code is 30–40 KB gzip: it
// loads apart from the page that shows it, so a form or a filter draws without waiting for it.
const SelectField = lazyOverlay(async () => (await import('./SelectField')).SelectField);

/**
 * A single choice from a list that opens in a popover (Enter, Space or the arrow keys open it). Its code
 * starts loading as the page that shows it is drawn; until it is in – a moment after the page appears –
 * its look-alike stands in the same place (`SelectFallback`).
 */
export function Select(props: SelectProps) {
  useEffect(() => {
    SelectField.preload().catch(() => undefined); // a failure shows when the Suspense below renders it
  }, []);
  return (
    <Suspense fallback={<SelectFallback {...props} />}>
      <SelectField {...props} />
    </Suspense>
  );
}
