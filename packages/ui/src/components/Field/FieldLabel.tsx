import type { ReactNode } from 'react';
import { Label } from 'react-aria-components/Label';
import { label } from './field.css';
import { RequiredMark } from './RequiredMark';

export interface FieldLabelProps {
  children: ReactNode;
  isRequired?: boolean;
}

/** A field's label; the surrounding react-aria field wires it to its control. */
export function FieldLabel({ children, isRequired = false }: FieldLabelProps) {
  return (
    <Label className={label}>
      {children}
      {isRequired && <RequiredMark />}
    </Label>
  );
}
