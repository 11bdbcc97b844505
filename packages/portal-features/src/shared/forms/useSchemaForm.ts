import type { MessageDescriptor } from '@formatjs/intl';
import { useCallback, useMemo, useRef, useState } from 'react';
import * as v from 'valibot';
import { useIntl } from '../i18n';
import type { FieldErrors } from './rules';
import { issueMessage } from './schemaMessages';
import {
  type FieldOfPath,
  remainingText,
  type ServerFieldError,
  type SortedFieldErrors,
  sortFieldErrors,
} from './serverFieldErrors';
import { withoutHiddenCharacters } from './text';

type Values = object;
type Field<V extends Values> = keyof V & string;

/** The parts of a rejected call (`ApiResult` 'rejected') a form's answer needs. */
export interface Rejection {
  status: number;
  message: string | undefined;
  fieldErrors: readonly ServerFieldError[];
}

export interface SchemaForm<V extends Values> {
  values: V;
  /** Sets a field; the server's word on it no longer applies. */
  setValue<F extends Field<V>>(field: F, value: V[F]): void;
  /** Marks a field as visited: from now on its rule's message shows. */
  touch(field: Field<V>): void;
  /** Marks every field as visited – on a submit attempt, so all messages show. */
  touchAll(): void;
  /** The field's rule's message once the user has left it, else undefined. */
  errorFor(field: Field<V>): string | undefined;
  /**
   * What a field shows of its messages: its `name` – by which `Form validationErrors` hands it the server's
   * word – and its rule's message once visited. `isInvalid` is never `false`, which would hide the server's.
   */
  fieldProps(field: Field<V>): {
    name: Field<V>;
    errorMessage: string | undefined;
    isInvalid: true | undefined;
  };
  /** The schema passes and the user has changed something: the submit button may be pressed. */
  canSubmit: boolean;
  /** The schema passes (whether or not anything changed). */
  isValid: boolean;
  /** Every rule that fails now, as the messages the fields show – what a blocked submit button explains. */
  problems: string[];
  /** For `<Form validationErrors>`: the server's word per field, until the user changes that field. */
  validationErrors: Readonly<Record<string, string>>;
  /** The server's word on a field, for a field the Form does not reach by name. */
  serverError(field: Field<V>): string | undefined;
  /**
   * Takes a rejection's field errors: the form's own stand beside their fields, the rest come back as sentences.
   * `fields`, when given, are the fields that may hold one now (those shown) instead of `serverFields`.
   */
  take(errors: readonly ServerFieldError[], fields?: readonly Field<V>[]): SortedFieldErrors<Field<V>>;
  /**
   * Takes a rejection: its field errors go beside their fields; returns what to say besides them – the other
   * messages, else (when no field was named) the server's message for a refusal (4xx), else `fallback`. A
   * server fault's own text ('Internal Server Error') tells a user nothing and is never returned.
   */
  takeRejection(rejection: Rejection, fallback: string): string | undefined;
  /** Before the next attempt: the server's last word is gone. */
  clearServerErrors(): void;
  /** Back to the start: values, visits and the server's word. */
  reset(): void;
}

export interface SchemaFormOptions<V extends Values> {
  /**
   * Fields kept exactly as typed, besides every field whose name contains "password" (always kept). Every other
   * text loses invisible and bidirectional control characters as it is entered (see text.ts); a secret must not
   * change unseen, so its schema refuses them instead.
   */
  keepAsTyped?: readonly Field<V>[];
  /** The request body's wrapper (`user`, `reset_password`) the server's field errors name. */
  serverPrefix?: string;
  /**
   * The form's fields as the API spells them (default: every field of the values), or – for forms named
   * otherwise – a stable function that finds the field of a server path (see FieldOfPath).
   */
  serverFields?: readonly Field<V>[] | FieldOfPath<Field<V>>;
}

/**
 * Each field's first failing rule, in the schema's order – what the form shows, and what a schema's unit test
 * reads. A field without an entry passes.
 */
export function schemaErrors<V extends Values>(
  schema: v.GenericSchema<V, unknown>,
  values: V,
): FieldErrors<Field<V>> {
  const result = v.safeParse(schema, values);
  const messages: FieldErrors<Field<V>> = {};
  if (result.success) return messages;
  for (const issue of result.issues) {
    const field = issue.path?.[0]?.key;
    if (typeof field === 'string' && !(field in messages)) messages[field as Field<V>] = issueMessage(issue);
  }
  return messages;
}

/**
 * The one form state of the portal, on a Valibot schema: values, which fields the user has visited, their
 * rules' messages – which wait until a field is left, so nobody is scolded for a field not reached yet – and the
 * server's field errors for react-aria's `Form validationErrors`, each standing until its field is changed.
 */
export function useSchemaForm<V extends Values>(
  schema: v.GenericSchema<V, unknown>,
  initial: V,
  options: SchemaFormOptions<V> = {},
): SchemaForm<V> {
  const keepAsTyped = useRef(options.keepAsTyped ?? []);
  const intl = useIntl();
  const initialRef = useRef(initial);
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [server, setServer] = useState<Partial<Record<Field<V>, string>>>({});
  const errors = useMemo(() => schemaErrors(schema, values), [schema, values]);
  const { serverPrefix = '', serverFields } = options;
  const everyField = useRef(Object.keys(initial) as Field<V>[]);
  const fields = serverFields ?? everyField.current;

  const setValue = useCallback(<F extends Field<V>>(field: F, value: V[F]) => {
    const asTyped = keepAsTyped.current.includes(field) || /password/i.test(field);
    const clean = typeof value === 'string' && !asTyped ? withoutHiddenCharacters(value) : value;
    setValues((previous) => ({ ...previous, [field]: clean }));
    setServer((previous) => {
      if (previous[field] === undefined) return previous;
      const { [field]: _answered, ...rest } = previous;
      return rest as Partial<Record<Field<V>, string>>;
    });
  }, []);
  const touch = useCallback((field: Field<V>) => {
    setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field)));
  }, []);
  const touchAll = useCallback(() => setTouched(new Set(Object.keys(initialRef.current))), []);
  const errorFor = (field: Field<V>) => {
    const error = errors[field];
    return error && touched.has(field) ? intl.formatMessage(error) : undefined;
  };
  const take = useCallback(
    (serverErrors: readonly ServerFieldError[], shown?: readonly Field<V>[]) => {
      const sorted = sortFieldErrors(serverErrors, serverPrefix, shown ?? fields);
      setServer(sorted.byField);
      return sorted;
    },
    [serverPrefix, fields],
  );
  const validationErrors = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(server).flatMap(([field, text]) => (typeof text === 'string' ? [[field, text]] : [])),
      ),
    [server],
  );
  const reset = useCallback(() => {
    setValues(initialRef.current);
    setTouched(new Set());
    setServer({});
  }, []);

  return {
    values,
    setValue,
    touch,
    touchAll,
    errorFor,
    fieldProps: (field) => {
      const errorMessage = errorFor(field);
      return { name: field, errorMessage, isInvalid: errorMessage === undefined ? undefined : true };
    },
    isValid: Object.keys(errors).length === 0,
    canSubmit: Object.keys(errors).length === 0 && values !== initialRef.current,
    problems: (Object.values(errors) as (MessageDescriptor | undefined)[]).flatMap((error) =>
      error ? [intl.formatMessage(error)] : [],
    ),
    validationErrors,
    serverError: (field) => server[field],
    take,
    takeRejection: (rejection, fallback) =>
      remainingText(
        take(rejection.fieldErrors),
        rejection.status < 500 ? rejection.message : undefined,
        fallback,
      ),
    clearServerErrors: useCallback(() => setServer({}), []),
    reset,
  };
}
