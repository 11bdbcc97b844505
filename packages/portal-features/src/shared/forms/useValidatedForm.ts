import type { MessageDescriptor } from '@formatjs/intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useIntl } from '../i18n';
import type { FieldErrors } from './rules';
import { withoutHiddenCharacters } from './text';

type Values = object;
type Field<V extends Values> = keyof V & string;

export interface ValidatedForm<V extends Values> {
  values: V;
  setValue<F extends Field<V>>(field: F, value: V[F]): void;
  /** Marks a field as visited: from now on its error shows. */
  touch(field: Field<V>): void;
  /** Marks every field as visited – on a submit attempt, so all messages show. */
  touchAll(): void;
  /** The field's message once the user has left it, else undefined. */
  errorFor(field: Field<V>): string | undefined;
  /** No rule fails and the user has changed something: the submit button may be pressed. */
  canSubmit: boolean;
  /** Every rule that fails now, as the messages the fields show – what a blocked submit button explains. */
  problems: string[];
  reset(): void;
}

export interface ValidatedFormOptions<V extends Values> {
  /**
   * Fields kept exactly as typed, besides every field whose name contains "password" (always kept). Every other
   * text loses invisible and bidirectional control characters as it is entered (see text.ts); a secret must not
   * change unseen, so its schema refuses them instead.
   */
  keepAsTyped?: readonly Field<V>[];
}

/**
 * Form state on top of a schema: values, which fields the user has visited and the messages of those.
 * Errors wait until a field is left, so nobody is scolded for a field they have not reached yet.
 */
export function useValidatedForm<V extends Values>(
  initial: V,
  validate: (values: V) => FieldErrors<Field<V>>,
  options: ValidatedFormOptions<V> = {},
): ValidatedForm<V> {
  const keepAsTyped = useRef(options.keepAsTyped ?? []);
  const intl = useIntl();
  const initialRef = useRef(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const errors = useMemo(() => validate(values), [validate, values]);

  const setValue = useCallback(<F extends Field<V>>(field: F, value: V[F]) => {
    const asTyped = keepAsTyped.current.includes(field) || /password/i.test(field);
    const clean = typeof value === 'string' && !asTyped ? withoutHiddenCharacters(value) : value;
    setValues((previous) => ({ ...previous, [field]: clean }));
  }, []);
  const touch = useCallback((field: Field<V>) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);
  const touchAll = useCallback(() => setTouched(new Set(Object.keys(initialRef.current))), []);
  const errorFor = (field: Field<V>) => {
    const error: MessageDescriptor | undefined = errors[field];
    return error && touched.has(field) ? intl.formatMessage(error) : undefined;
  };
  const reset = useCallback(() => {
    setValues(initialRef.current);
    setTouched(new Set());
  }, []);

  return {
    values,
    setValue,
    touch,
    touchAll,
    errorFor,
    canSubmit: Object.keys(errors).length === 0 && values !== initialRef.current,
    problems: (Object.values(errors) as (MessageDescriptor | undefined)[]).flatMap((error) =>
      error ? [intl.formatMessage(error)] : [],
    ),
    reset,
  };
}
