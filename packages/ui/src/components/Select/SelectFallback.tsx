import { FieldLookAlike } from '../Field/FieldLookAlike';
import { trigger, value as valueStyle } from './Select.css';
import { SelectChevron } from './SelectChevron';
import type { SelectProps } from './selectProps';

/**
 * The `Select` as it looks before its code has loaded: the same label, box, chosen option (or placeholder) and
 * chevron in the same place, so nothing moves when the real one replaces it. It is not operable and says so
 * (`aria-busy`), like the ComboBox's fallback; the real one follows a moment after the page is drawn.
 */
export function SelectFallback({
  label,
  description,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  items,
  value,
  defaultValue,
  selectedKey,
  defaultSelectedKey,
  placeholder,
}: SelectProps) {
  const chosen = value ?? selectedKey ?? defaultValue ?? defaultSelectedKey;
  const option = chosen == null ? undefined : [...(items ?? [])].find(({ id }) => id === chosen);
  return (
    <FieldLookAlike
      label={label}
      description={description}
      isRequired={isRequired}
      isInvalid={isInvalid}
      errorMessage={errorMessage}
    >
      <span className={trigger}>
        <span className={valueStyle} data-placeholder={option ? undefined : true}>
          {option ? option.label : (placeholder ?? '\u00a0')}
        </span>
        <SelectChevron />
      </span>
    </FieldLookAlike>
  );
}
