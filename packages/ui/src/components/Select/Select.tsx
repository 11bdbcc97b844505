import { lazyField } from '../../hooks/lazyOverlay';
import { SelectFallback } from './SelectFallback';
import type { SelectProps } from './selectProps';

export type { SelectOption, SelectProps } from './selectProps';

/**
 * A single choice from a list that opens in a popover (Enter, Space or the arrow keys open it). react-aria's
 * select with its popover, list box and their focus and positioning code is 30–40 KB gzip: it loads apart
 * from the page that shows it, starting as the page is drawn, so a form or a filter draws without waiting
 * for it; until it is in its look-alike stands in the same place (`SelectFallback`).
 */
export const Select = /* @__PURE__ */ lazyField<SelectProps>(
  async () => (await import('./SelectField')).SelectField,
  SelectFallback,
);
