import { requiredMark } from './field.css';

/** The asterisk after a required field's label. Hidden from assistive technology, which hears `required` on the control instead. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className={requiredMark}>
      *
    </span>
  );
}
