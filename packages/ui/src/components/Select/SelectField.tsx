import { ListBox } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select as AriaSelect, Button, SelectValue } from 'react-aria-components/Select';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import { listBox, popover, trigger, value } from './Select.css';
import { SelectChevron } from './SelectChevron';
import { SelectItem } from './SelectItem';
import type { SelectProps } from './selectProps';

/** The Select itself: react-aria's select, popover and list box (loaded apart from the page, see Select.tsx). */
export function SelectField({
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
        <SelectChevron />
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
