import type { ReactNode } from 'react';
import type { SelectProps as AriaSelectProps, Key } from 'react-aria-components/Select';
import type { FieldBaseProps } from '../Field/fieldProps';

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
