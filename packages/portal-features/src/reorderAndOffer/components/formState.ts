/** What every step of the wizard gets to read and change the one form, and to show its messages. */
import type { SchemaForm } from '../../shared/forms';
import type { CustomLine, FieldPath, OrderFormValues, OrderKind, ProductLine } from '../orderSchema';

/**
 * The portal's one form state (useSchemaForm) on the order's values, its messages named by path
 * (`lines.<key>.amount`), with what the steps need besides: which wizard it is, and whether sending holds the
 * fields still.
 */
export interface OrderFormState extends SchemaForm<OrderFormValues, FieldPath> {
  kind: OrderKind;
  isDisabled: boolean;
}

/** The DOM id of a field's wrapper, which the error summary links to. */
export const fieldDomId = (field: FieldPath) => `order-field-${field.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/** Moves focus to the control of a field (its input, spin button, checkbox or select button). */
export function focusField(field: FieldPath): void {
  const wrapper = document.getElementById(fieldDomId(field));
  const control = wrapper?.querySelector<HTMLElement>(
    'input:not([type="hidden"]):not([aria-hidden="true"]), textarea, [role="spinbutton"], button, [tabindex="0"]',
  );
  (control ?? wrapper)?.focus();
}

export function updateLine<K extends 'lines' | 'customLines'>(
  values: OrderFormValues,
  kind: K,
  key: string,
  change: Partial<K extends 'lines' ? ProductLine : CustomLine>,
): OrderFormValues {
  const lines = values[kind] as (ProductLine | CustomLine)[];
  return { ...values, [kind]: lines.map((line) => (line.key === key ? { ...line, ...change } : line)) };
}

/** The values without the position `key` of list `kind`. */
export function removeLine(
  values: OrderFormValues,
  kind: 'lines' | 'customLines',
  key: string,
): OrderFormValues {
  const lines = values[kind] as (ProductLine | CustomLine)[];
  return { ...values, [kind]: lines.filter((line) => line.key !== key) };
}

/** NumberField reports NaN for an emptied field; the form holds null then. */
export const amountOf = (value: number): number | null => (Number.isFinite(value) ? value : null);
