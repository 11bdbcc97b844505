import type { Ref } from 'react';
import { Form, type FormProps } from 'react-aria-components/Form';
import type { SchemaForm } from './useSchemaForm';

export interface PortalFormProps extends Omit<FormProps, 'validationBehavior' | 'validationErrors'> {
  /** The form's state: the server's field errors reach the fields by their `name`. */
  form: Pick<SchemaForm<object>, 'validationErrors'>;
  ref?: Ref<HTMLFormElement>;
}

/**
 * A portal form: react-aria's Form with the portal's own messages instead of the browser's bubbles
 * (`validationBehavior="aria"`) and the server's field errors of its `useSchemaForm` as `validationErrors`.
 */
export function PortalForm({ form, ...props }: PortalFormProps) {
  return <Form {...props} validationBehavior="aria" validationErrors={form.validationErrors} />;
}
