import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components/FieldError';

/** What every form field of the design system takes on top of its react-aria component's own props. */
export interface FieldBaseProps {
  /** The visible label; it is also the control's accessible name. */
  label: string;
  /** Help text; it becomes the control's accessible description. */
  description?: ReactNode;
  /**
   * Shown while the field is invalid – through `isInvalid`, a failing `validate` or a `Form`'s
   * `validationErrors`. Without it the validation's own messages are shown.
   */
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** Marks the field required (visible asterisk, `required`/`aria-required` on the control). */
  isRequired?: boolean;
  isDisabled?: boolean;
}
