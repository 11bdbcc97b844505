import type { ReactNode } from 'react';
import { description as descriptionStyle, field, label as labelStyle } from './field.css';
import { RequiredMark } from './RequiredMark';

export interface FieldLookAlikeProps {
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  /** The control's look-alike: its box with what it shows. */
  children: ReactNode;
}

/**
 * The frame of a field's look-alike, drawn while the field's code loads (Select, DateField, ComboBox): the
 * same label, required mark and description in the same places, not operable and saying so (`aria-busy`).
 */
export function FieldLookAlike({ label, description, isRequired = false, children }: FieldLookAlikeProps) {
  return (
    <div className={field} aria-busy="true">
      <span className={labelStyle}>
        {label}
        {isRequired && <RequiredMark />}
      </span>
      {description !== undefined && <span className={descriptionStyle}>{description}</span>}
      {children}
    </div>
  );
}
