import * as styles from '../auth.css';

/** A form-level failure; `role="alert"` so screen readers hear it at once. Renders nothing without text. */
export function FormAlert({ text }: { text: string | undefined }) {
  if (!text) return null;
  return (
    <p role="alert" className={styles.formError}>
      {text}
    </p>
  );
}
