import { useCallback, useMemo, useState } from 'react';
import {
  type FieldOfPath,
  remainingText,
  type ServerFieldError,
  type SortedFieldErrors,
  sortFieldErrors,
} from './serverFieldErrors';

/** The parts of a rejected call (`ApiResult` 'rejected') a form's answer needs. */
export interface Rejection {
  status: number;
  message: string | undefined;
  fieldErrors: readonly ServerFieldError[];
}

export interface ServerFieldErrors<F extends string> {
  /** The server's word on `field`, shown beside it until the user changes the field. */
  errorOf(field: F): string | undefined;
  /** The fields the server has a word on now. */
  fields(): F[];
  /** Takes a rejection's field errors: the form's own stay for `errorOf`, the rest come back as sentences. */
  take(errors: readonly ServerFieldError[]): SortedFieldErrors<F>;
  /**
   * Takes a rejection: its field errors go beside their fields; returns what to say besides them – the other
   * messages, else (when no field was named) the server's message for a refusal (4xx), else `fallback`. A
   * server fault's own text ('Internal Server Error') tells a user nothing and is never returned.
   */
  takeRejection(rejection: Rejection, fallback: string): string | undefined;
  /** The user changed `field`: the server's word on it no longer applies. */
  clear(field: F): void;
  /** Before the next attempt. */
  reset(): void;
}

/**
 * The server's field errors of one form, kept beside their fields (see sortFieldErrors). `prefix` is the
 * request body's wrapper (`user`, `reset_password`); `fields` the form's field names as the API spells them,
 * or – for forms named otherwise – a stable function that finds the field of a path (see FieldOfPath).
 */
export function useServerFieldErrors<F extends string>(
  prefix: string,
  fields: readonly F[] | FieldOfPath<F>,
): ServerFieldErrors<F> {
  const [byField, setByField] = useState<Partial<Record<F, string>>>({});
  const take = useCallback(
    (errors: readonly ServerFieldError[]) => {
      const sorted = sortFieldErrors(errors, prefix, fields);
      setByField(sorted.byField);
      return sorted;
    },
    [prefix, fields],
  );
  const takeRejection = useCallback(
    (rejection: Rejection, fallback: string) =>
      remainingText(
        take(rejection.fieldErrors),
        rejection.status < 500 ? rejection.message : undefined,
        fallback,
      ),
    [take],
  );
  const clear = useCallback((field: F) => {
    setByField((previous) => {
      if (previous[field] === undefined) return previous;
      const { [field]: _answered, ...rest } = previous;
      return rest as Partial<Record<F, string>>;
    });
  }, []);
  const reset = useCallback(() => setByField({}), []);
  return useMemo(
    () => ({
      errorOf: (field: F) => byField[field],
      fields: () => Object.keys(byField) as F[],
      take,
      takeRejection,
      clear,
      reset,
    }),
    [byField, take, takeRejection, clear, reset],
  );
}
