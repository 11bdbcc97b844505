import type { ReactNode } from 'react';
import {
  description as descriptionStyle,
  errorMessage as errorMessageStyle,
  field,
  label as labelStyle,
} from './field.css';
import { RequiredMark } from './RequiredMark';

export interface FieldLookAlikeProps {
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  /** The field's error text while it is invalid, so a form checked in that moment shows it in place. */
  errorMessage?: string;
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
  errorMessage,
  children,
}: FieldLookAlikeProps) {
  return (
    <div className={field} aria-busy="true">
      <span className={labelStyle}>
        {label}
        {isRequired && <RequiredMark />}
      </span>
      {description !== undefined && <span className={descriptionStyle}>{description}</span>}
      {children}
      {errorMessage !== undefined && <span className={errorMessageStyle}>{errorMessage}</span>}
    </div>
  );
}
