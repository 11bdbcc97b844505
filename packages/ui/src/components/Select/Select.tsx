import { type ReactNode, Suspense, useEffect } from 'react';
import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components/Select';
import { lazyOverlay } from '../../hooks/lazyOverlay';
import type { FieldBaseProps } from '../Field/fieldProps';
import { SelectFallback } from './SelectFallback';

export interface SelectOption {
  id: Key;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps
  extends Omit<
      AriaSelectProps<SelectOption, 'single'>,
      'className' | 'style' | 'children' | 'items' | 'selectionMode' | 'placeholder' | keyof FieldBaseProps
    >,
    FieldBaseProps {
  /** The options; alternatively pass `SelectItem`s as children. */
  items?: Iterable<SelectOption>;
  children?: ReactNode;
  /** Shown while nothing is chosen, e.g. 'Bitte wählen'. */
  placeholder?: string;
}

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
