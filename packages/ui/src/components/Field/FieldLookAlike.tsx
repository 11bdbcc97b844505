import type { ReactNode } from 'react';
import {
  description as descriptionStyle,
  errorMessage as errorMessageStyle,
  field,
  label as labelStyle,
} from './field.css';
import type { FieldBaseProps } from './fieldProps';
import { RequiredMark } from './RequiredMark';

export interface FieldLookAlikeProps {
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  /** With `errorMessage` (a text): the error shows in place, so a form checked in that moment flags the field. */
  isInvalid?: boolean;
  errorMessage?: FieldBaseProps['errorMessage'];
  /** The control's look-alike: its box with what it shows. */
  children: ReactNode;
}

/**
 * The frame of a field's look-alike, drawn while the field's code loads (Select, DateField, ComboBox): the
 * same label, required mark and description in the same places, not operable and saying so (`aria-busy`).
 */
export function FieldLookAlike({
  label,
  description,
  isRequired = false,
  isInvalid = false,
  errorMessage,
  children,
}: FieldLookAlikeProps) {
  // A function message needs the control's own validation result, which only the real control has.
  const error = isInvalid && typeof errorMessage === 'string' ? errorMessage : undefined;
  return (
    <div className={field} aria-busy="true">
      <span className={labelStyle}>
        {label}
        {isRequired && <RequiredMark />}
      </span>
      {description !== undefined && <span className={descriptionStyle}>{description}</span>}
      {children}
      {error !== undefined && <span className={errorMessageStyle}>{error}</span>}
    </div>
  );
}
