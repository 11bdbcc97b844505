import { Button } from 'react-aria-components/Button';
import { Group } from 'react-aria-components/Group';
import { Input } from 'react-aria-components/Input';
import {
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components/SearchField';
import { FieldDescription } from '../Field/FieldDescription';
import { FieldErrorMessage } from '../Field/FieldErrorMessage';
import { FieldLabel } from '../Field/FieldLabel';
import { field } from '../Field/field.css';
import type { FieldBaseProps } from '../Field/fieldProps';
import { Icon } from '../Icon/Icon';
import { clearButton, inputGroup, searchIcon, searchInput } from './SearchField.css';

export interface SearchFieldProps
  extends Omit<AriaSearchFieldProps, 'className' | 'style' | 'children' | 'type' | keyof FieldBaseProps>,
    FieldBaseProps {
  /** Accessible name of the clear button, e.g. 'Suchbegriff löschen'. */
  clearLabel: string;
  /** Only for an example query that the label does not already give, e.g. 'Artikelnummer oder Name'. */
  placeholder?: string;
}

/**
 * A search input: Enter calls `onSubmit` with the text, Escape or the clear button (shown only while there
 * is text) empties it and calls `onClear`. A string `errorMessage` marks the field invalid.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  isRequired = false,
  isDisabled = false,
  isInvalid,
  clearLabel,
  placeholder,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField
      {...props}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isInvalid={isInvalid ?? (typeof errorMessage === 'string' && errorMessage !== '' ? true : undefined)}
      className={field}
    >
      {({ isEmpty, isReadOnly }) => (
        <>
          <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
          {description !== undefined && <FieldDescription>{description}</FieldDescription>}
          <Group className={inputGroup}>
            <span className={searchIcon}>
              <Icon name="search" />
            </span>
            <Input className={searchInput} placeholder={placeholder} />
            {/* Out of the tab order, as react-aria sets it: keyboard users clear with Escape. */}
            {!isEmpty && !isDisabled && !isReadOnly && (
              <Button className={clearButton} aria-label={clearLabel}>
                <Icon name="close" />
              </Button>
            )}
          </Group>
          <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        </>
      )}
    </AriaSearchField>
  );
}
