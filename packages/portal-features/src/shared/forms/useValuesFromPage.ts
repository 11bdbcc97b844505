import { type RefObject, useCallback, useLayoutEffect, useRef } from 'react';

/**
 * Keeps a form's state equal to what its text fields show, wherever the text came from. React learns of a
 * field's text only through the `input` events it sees change the value; text it never saw that way stays
 * on screen while the form's state holds the old value – and the next render of the field (a blur, a
 * validation, a language's texts arriving) writes the old value back over it, with the submit button blocked:
 * - typed or autofilled into a prerendered page before React hydrated it (hydration keeps the text on screen
 *   but not in state);
 * - set by a password manager or the browser through the element's `value` setter: React's change tracking
 *   records that value as its own, so the `input`/`change` event that follows looks like no change.
 * Reads the named fields into the state when the form mounts – while React commits the hydration, before
 * anything can render over them – and on every `input` and `change` event in the form. The returned function
 * reads them again on demand (a press on the blocked submit button: Chromium hands autofilled text to
 * scripts only after the visitor's first gesture).
 */
export function useValuesFromPage<F extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  values: Readonly<Record<F, string>>,
  setValue: (field: F, value: string) => void,
): () => void {
  const current = useRef(values);
  useLayoutEffect(() => {
    current.current = values;
  });
  const readFields = useCallback(() => {
    const form = formRef.current;
    if (!form) return;
    for (const field of Object.keys(current.current) as F[]) {
      const element = form.elements.namedItem(field);
      if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement)) continue;
      if (element.value !== current.current[field]) setValue(field, element.value);
    }
  }, [formRef, setValue]);
  useLayoutEffect(() => {
    readFields();
    const form = formRef.current;
    if (!form) return;
    for (const type of ['input', 'change']) form.addEventListener(type, readFields, true);
    return () => {
      for (const type of ['input', 'change']) form.removeEventListener(type, readFields, true);
    };
  }, [formRef, readFields]);
  return readFields;
}
