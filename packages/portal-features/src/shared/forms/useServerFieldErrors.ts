import { useCallback, useMemo, useState } from 'react';
import { type ServerFieldError, type SortedFieldErrors, sortFieldErrors } from './serverFieldErrors';

export interface ServerFieldErrors<F extends string> {
  /** The server's word on `field`, shown beside it until the user changes the field. */
  errorOf(field: F): string | undefined;
  /** Takes a rejection's field errors: the form's own stay for `errorOf`, the rest come back as sentences. */
  take(errors: readonly ServerFieldError[]): SortedFieldErrors<F>;
  /** The user changed `field`: the server's word on it no longer applies. */
  clear(field: F): void;
  /** Before the next attempt. */
  reset(): void;
}

/**
 * The server's field errors of one form, kept beside their fields (see sortFieldErrors). `prefix` is the
 * request body's wrapper (`user`, `reset_password`); `fields` the form's field names as the API spells them.
 */
export function useServerFieldErrors<F extends string>(
  prefix: string,
  fields: readonly F[],
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
  const clear = useCallback((field: F) => {
    setByField((previous) => {
      if (previous[field] === undefined) return previous;
      const { [field]: _answered, ...rest } = previous;
      return rest as Partial<Record<F, string>>;
    });
  }, []);
  const reset = useCallback(() => setByField({}), []);
  return useMemo(
    () => ({ errorOf: (field: F) => byField[field], take, clear, reset }),
    [byField, take, clear, reset],
  );
}
