import { FieldError } from 'react-aria-components/FieldError';
import { errorMessage } from './field.css';
import type { FieldBaseProps } from './fieldProps';

export interface FieldErrorMessageProps {
  /** Without it, the messages of the field's own validation are shown. */
  children?: FieldBaseProps['errorMessage'];
}

/**
 * A field's error text. react-aria renders it only while the field is invalid and adds it to the control's
 * `aria-describedby`.
 */
export function FieldErrorMessage({ children }: FieldErrorMessageProps) {
  return <FieldError className={errorMessage}>{children}</FieldError>;
}
