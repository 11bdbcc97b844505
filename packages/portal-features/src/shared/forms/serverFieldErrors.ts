/**
 * A rejection's field errors, sorted for the form that sent the request: those of its own fields go beside
 * the field, the rest become plain sentences. Raw paths such as `registration.email` never reach the user.
 */
export interface ServerFieldError {
  field: string;
  message: string;
}

export interface SortedFieldErrors<F extends string> {
  /** The server's message per form field, for the field's error text. */
  byField: Partial<Record<F, string>>;
  /** Messages of fields the form does not show, without their paths. */
  others: string[];
}

/**
 * Which form field a server path (without the wrapper, e.g. `positions.0.amount`) belongs to, or undefined when
 * the form shows no such field – for forms whose fields are not named like the API's (lists of positions, a
 * wizard's own names). Paths in bracket form (`positions[0].amount`) arrive as dots.
 */
export type FieldOfPath<F extends string> = (path: string) => F | undefined;

/**
 * `prefix` is the request body's wrapper (`registration`); fields with or without it are matched. `fields` are
 * the form's field names as the API spells them, or a function that finds the field of a path.
 */
export function sortFieldErrors<F extends string>(
  errors: readonly ServerFieldError[],
  prefix: string,
  fields: readonly F[] | FieldOfPath<F>,
): SortedFieldErrors<F> {
  const byField: Partial<Record<F, string>> = {};
  const others: string[] = [];
  const fieldOf: FieldOfPath<F> =
    typeof fields === 'function' ? fields : (name) => fields.find((candidate) => candidate === name);
  for (const { field, message } of errors) {
    const path = field.replace(/\[(\w+)\]/g, '.$1');
    const name = path.startsWith(`${prefix}.`) ? path.slice(prefix.length + 1) : path;
    const own = fieldOf(name);
    if (own !== undefined && byField[own] === undefined) byField[own] = message;
    else if (own === undefined && !others.includes(message)) others.push(message);
  }
  return { byField, others };
}

/**
 * What a form says besides its fields after a rejection: the messages of fields it does not show; nothing
 * when every error stands beside its field; else the server's message, else `fallback`.
 */
export function remainingText(
  sorted: SortedFieldErrors<string>,
  message: string | undefined,
  fallback: string,
): string | undefined {
  if (sorted.others.length > 0) return sorted.others.join(' ');
  if (Object.keys(sorted.byField).length > 0) return undefined;
  return message || fallback;
}
