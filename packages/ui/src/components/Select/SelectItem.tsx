import type { ReactNode } from 'react';
import { type Key, ListBoxItem } from 'react-aria-components/ListBox';
import { Icon } from '../Icon';
import { checkIcon, checkSpacer, item } from './Select.css';

export interface SelectItemProps {
  id: Key;
  children: ReactNode;
  /** Needed for type-ahead when `children` is not plain text. */
  textValue?: string;
  isDisabled?: boolean;
}

/** One option of a `Select`, for callers who compose options as children instead of passing `items`. */
export function SelectItem({ id, children, textValue, isDisabled }: SelectItemProps) {
  return (
    <ListBoxItem
      id={id}
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      isDisabled={isDisabled}
      className={item}
    >
      {({ isSelected }) => (
        <>
          {isSelected ? <CheckIcon /> : <span className={checkSpacer} />}
          <span>{children}</span>
        </>
      )}
    </ListBoxItem>
  );
}

function CheckIcon() {
  return (
    <span className={checkIcon}>
      <Icon name="check" weight="bold" />
    </span>
  );
}
