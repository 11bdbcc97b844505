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
import { withoutHiddenTexts } from './text';

type Values = object;
type Field<V extends Values> = keyof V & string;

/** The parts of a rejected call (`ApiResult` 'rejected') a form's answer needs. */
export interface Rejection {
  status: number;
  message: string | undefined;
  fieldErrors: readonly ServerFieldError[];
}

/** A rule that fails now: the field it stands beside and its message. */
export interface FieldIssue<F extends string> {
  field: F;
  message: string;
}

/**
 * The state of one form. `F` names where a message stands: a key of the values (the default), or – for a form
 * with lists, like the order wizard's positions – a path such as `lines.<key>.amount` (see `fieldOfIssue`).
 */
export interface SchemaForm<V extends Values, F extends string = Field<V>> {
  values: V;
  /** Sets a field; the server's word on it no longer applies. */
  setValue<K extends Field<V>>(field: K, value: V[K]): void;
  /**
   * Changes several values at once (a list's lines): texts are cleaned as `setValue` cleans them, and the
   * server's word goes from every field whose value changed.
   */
  update(change: (values: V) => V): void;
  /** Marks a field as visited: from now on its rule's message shows. */
  touch(field: F): void;
  /**
   * Marks every field as visited – on a submit attempt, so all messages show; with a `group` (see
   * `groupOf`), only that group's fields, e.g. the wizard step the user tried to leave.
   */
  touchAll(group?: string): void;
  /** Whether `touchAll` was called (for `group`, or for all). */
  isAllTouched(group?: string): boolean;
  /** The field's rule's message once the user has left it, else undefined. */
  errorFor(field: F): string | undefined;
  /**
   * What a field shows of its messages: its `name` – by which `Form validationErrors` hands it the server's
   * word – and its rule's message once visited. `isInvalid` is never `false`, which would hide the server's.
   */
  fieldProps(field: F): {
    name: F;
    errorMessage: string | undefined;
    isInvalid: true | undefined;
  };
  /** The schema passes and the user has changed something: the submit button may be pressed. */
  canSubmit: boolean;
  /** The schema passes (whether or not anything changed). */
  isValid: boolean;
  /** Every rule that fails now, as the messages the fields show – what a blocked submit button explains. */
  problems: string[];
  /** Every rule that fails now with its field, in the schema's order – what an error summary lists. */
  issues: readonly FieldIssue<F>[];
  /** For `<Form validationErrors>`: the server's word per field, until the user changes that field. */
  validationErrors: Readonly<Record<string, string>>;
  /** The server's word on a field, for a field the Form does not reach by name. */
  serverError(field: F): string | undefined;
  /**
   * Takes a rejection's field errors: the form's own stand beside their fields, the rest come back as sentences.
   * `fields`, when given, are the fields that may hold one now (those shown) instead of `serverFields`.
   */
  take(errors: readonly ServerFieldError[], fields?: readonly F[]): SortedFieldErrors<F>;
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

export interface SchemaFormOptions<V extends Values, F extends string = Field<V>> {
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
  serverFields?: readonly NoInfer<F>[] | FieldOfPath<NoInfer<F>>;
  /**
   * For fields named by path (`F` other than the values' keys): the field a schema issue stands beside, and
   * what a field holds – compared to tell which of the server's words a change ends. Both stable functions.
   */
  paths?: {
    fieldOfIssue(issue: v.BaseIssue<unknown>): F;
    valueAt(values: V, field: F): unknown;
  };
  /** The group a field belongs to, for `touchAll(group)` (a stable function). */
  groupOf?: (field: F) => string;
}

const fieldOfTopIssue = (issue: v.BaseIssue<unknown>): string | undefined => {
  const key = issue.path?.[0]?.key;
  return typeof key === 'string' ? key : undefined;
};

/**
 * Each field's first failing rule, in the schema's order – what the form shows, and what a schema's unit test
 * reads. A field without an entry passes. `fieldOf` names the field of an issue (default: its first key).
 */
export function schemaErrors<V extends Values, F extends string = Field<V>>(
  schema: v.GenericSchema<V, unknown>,
  values: V,
  fieldOf: (issue: v.BaseIssue<unknown>) => F | undefined = fieldOfTopIssue as (
    issue: v.BaseIssue<unknown>,
  ) => F | undefined,
): FieldErrors<F> {
  const result = v.safeParse(schema, values);
  const messages: FieldErrors<F> = {};
  if (result.success) return messages;
  for (const issue of result.issues) {
    const field = fieldOf(issue);
    if (field !== undefined && !(field in messages)) messages[field] = issueMessage(issue);
  }
  return messages;
}

/** `touchAll()` without a group: every field shows its message. */
const everyGroup = '*';

interface State<V, F extends string> {
  values: V;
  touched: ReadonlySet<F>;
  /** The groups `touchAll` was called for (`everyGroup` for all). */
  allTouched: ReadonlySet<string>;
  server: Partial<Record<F, string>>;
}

interface Config<V, F extends string> {
  keepAsTyped: readonly string[];
  valueAt(values: V, field: F): unknown;
}

/** The state with `next` values: texts cleaned (never a kept field's), the server's word gone where they changed. */
function changed<V extends Values, F extends string>(
  previous: State<V, F>,
  next: V,
  { keepAsTyped, valueAt }: Config<V, F>,
): State<V, F> {
  const values = Object.fromEntries(
    Object.entries(next).map(([field, value]) => [
      field,
      keepAsTyped.includes(field) || /password/i.test(field) ? value : withoutHiddenTexts(value),
    ]),
  ) as V;
  const server = Object.fromEntries(
    Object.entries(previous.server).filter(
      ([field]) => valueAt(values, field as F) === valueAt(previous.values, field as F),
    ),
  ) as Partial<Record<F, string>>;
  const isSameServer = Object.keys(server).length === Object.keys(previous.server).length;
  return { ...previous, values, server: isSameServer ? previous.server : server };
}

/**
 * The one form state of the portal, on a Valibot schema: values, which fields the user has visited, their
 * rules' messages – which wait until a field is left, so nobody is scolded for a field not reached yet – and the
 * server's field errors for react-aria's `Form validationErrors`, each standing until its field is changed.
 * The schema may change between renders (a wizard checks the step it shows).
 */
export function useSchemaForm<V extends Values, F extends string = Field<V>>(
  schema: v.GenericSchema<V, unknown>,
  initial: V,
  options: SchemaFormOptions<V, F> = {},
): SchemaForm<V, F> {
  const intl = useIntl();
  const { serverPrefix = '', serverFields, paths, groupOf } = options;
  // Read once: what the form was made with stays its configuration.
  const config = useRef({
    keepAsTyped: options.keepAsTyped ?? [],
    fieldOfIssue: paths?.fieldOfIssue,
    valueAt: paths?.valueAt ?? ((values: V, field: F) => (values as Record<string, unknown>)[field]),
    everyField: Object.keys(initial) as F[],
  });
  const initialRef = useRef(initial);
  const [state, setState] = useState<State<V, F>>(() => ({
    values: initial,
    touched: new Set(),
    allTouched: new Set(),
    server: {},
  }));
  const { values, touched, allTouched, server } = state;
  const errors = useMemo(
    () => schemaErrors<V, F>(schema, values, config.current.fieldOfIssue),
    [schema, values],
  );
  const fields = serverFields ?? config.current.everyField;

  const change = useCallback(
    (next: (values: V) => V) =>
      setState((previous) => changed(previous, next(previous.values), config.current)),
    [],
  );
  const setValue = useCallback(
    <K extends Field<V>>(field: K, value: V[K]) => change((previous) => ({ ...previous, [field]: value })),
    [change],
  );
  const touch = useCallback((field: F) => {
    setState((previous) =>
      previous.touched.has(field) ? previous : { ...previous, touched: new Set(previous.touched).add(field) },
    );
  }, []);
  const touchAll = useCallback((group: string = everyGroup) => {
    setState((previous) =>
      previous.allTouched.has(group)
        ? previous
        : { ...previous, allTouched: new Set(previous.allTouched).add(group) },
    );
  }, []);
  const isShown = (field: F) =>
    touched.has(field) ||
    allTouched.has(everyGroup) ||
    (groupOf !== undefined && allTouched.has(groupOf(field)));
  const errorFor = (field: F) => {
    const error = errors[field];
    return error && isShown(field) ? intl.formatMessage(error) : undefined;
  };
  const take = useCallback(
    (serverErrors: readonly ServerFieldError[], shown?: readonly F[]) => {
      const sorted = sortFieldErrors(serverErrors, serverPrefix, shown ?? fields);
      setState((previous) => ({ ...previous, server: sorted.byField }));
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
  const issues = useMemo(
    () =>
      (Object.entries(errors) as [F, MessageDescriptor | undefined][]).flatMap(([field, error]) =>
        error ? [{ field, message: intl.formatMessage(error) }] : [],
      ),
    [errors, intl],
  );
  const reset = useCallback(() => {
    setState({ values: initialRef.current, touched: new Set(), allTouched: new Set(), server: {} });
  }, []);

  return {
    values,
    setValue,
    update: change,
    touch,
    touchAll,
    isAllTouched: (group = everyGroup) => allTouched.has(group),
    errorFor,
    fieldProps: (field) => {
      const errorMessage = errorFor(field);
      return { name: field, errorMessage, isInvalid: errorMessage === undefined ? undefined : true };
    },
    isValid: issues.length === 0,
    canSubmit: issues.length === 0 && values !== initialRef.current,
    problems: issues.map((issue) => issue.message),
    issues,
    validationErrors,
    serverError: (field) => server[field],
    take,
    takeRejection: (rejection, fallback) =>
      remainingText(
        take(rejection.fieldErrors),
        rejection.status < 500 ? rejection.message : undefined,
        fallback,
      ),
    clearServerErrors: useCallback(() => setState((previous) => ({ ...previous, server: {} })), []),
    reset,
  };
}
