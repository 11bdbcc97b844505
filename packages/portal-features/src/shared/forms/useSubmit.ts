import { type FormEvent, useCallback, useRef, useState } from 'react';

export interface Submit {
  /** For `<Form onSubmit>`: prevents the page load and runs the action unless it is already running. */
  onSubmit(event?: FormEvent<HTMLFormElement>): void;
  isSubmitting: boolean;
}

/**
 * The one way a form sends: pending while the action runs, never twice (a second Enter or click while it
 * runs is ignored), always out of the pending state again – also when the action throws. The form's values
 * are not touched, so whatever the user typed is still there after a failure.
 */
export function useSubmit(action: () => Promise<void> | void): Submit {
  const running = useRef(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const latest = useRef(action);
  latest.current = action;
  const onSubmit = useCallback((event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setSubmitting(true);
    void (async () => {
      try {
        await latest.current();
      } finally {
        running.current = false;
        setSubmitting(false);
      }
    })();
  }, []);
  return { onSubmit, isSubmitting };
}
