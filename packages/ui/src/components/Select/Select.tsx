import type { ReactNode } from 'react';
import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import {
  Select as AriaSelect,
  type SelectProps as AriaSelectProps,
  Button,
  type Key,
  SelectValue,
} from 'react-aria-components/Select';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { Icon } from '../Icon';
import { chevron, listBox, popover, trigger, value } from './Select.css';
import { SelectItem } from './SelectItem';

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

/** A single choice from a list that opens in a popover (Enter, Space or the arrow keys open it). */
export function Select({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  items,
  children,
  placeholder,
  ...props
}: SelectProps) {
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder}
      isRequired={isRequired}
      isDisabled={isDisabled}
      className={field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      {description !== undefined && <FieldDescription>{description}</FieldDescription>}
      <Button className={trigger}>
        <SelectValue className={value} />
        <ChevronIcon />
      </Button>
      <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      <Popover className={popover} placement="bottom start" offset={4}>
        {items === undefined ? (
          <ListBox className={listBox}>{children}</ListBox>
        ) : (
          <ListBox className={listBox} items={items}>
            {(option) => (
              <SelectItem id={option.id} isDisabled={option.isDisabled}>
                {option.label}
              </SelectItem>
            )}
          </ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}

function ChevronIcon() {
  // The wrapper turns with the open state; the icon itself takes no class.
  return (
    <span className={chevron}>
      <Icon name="chevronDown" />
    </span>
  );
}
