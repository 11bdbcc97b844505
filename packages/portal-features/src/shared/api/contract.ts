/**
 * Small checks of an answer's shape for `callApi(request, check)`: what the page reads of a body must be there
 * and of the contract's type, so `null`, an empty array for an object or a list of strings is a faulty answer
 * the page shows as failed, never data a component breaks on. Hand-written per call (the contract's full
 * validator is the mock's, far too large for the pages): check what the page reads, enums it looks up in a
 * table, the lists it maps. Not in the `api` door: imported by path (`api/shapes.ts`), so the shell's entry,
 * which loads every page, does not carry them.
 */
import type { AnswerCheck } from './result';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString: AnswerCheck = (value) => typeof value === 'string';
export const isNumber: AnswerCheck = (value) => typeof value === 'number' && Number.isFinite(value);
export const isBoolean: AnswerCheck = (value) => typeof value === 'boolean';

/** An object with (at least) these fields, each passing its check. */
export const hasFields =
  (fields: Readonly<Record<string, AnswerCheck>>): AnswerCheck =>
  (value) =>
    isRecord(value) && Object.keys(fields).every((name) => fields[name]?.(value[name]) === true);

/** An array whose every entry passes `entry`. */
export const listOf =
  (entry: AnswerCheck): AnswerCheck =>
  (value) =>
    Array.isArray(value) && value.every(entry);

/** One of these strings (an enum the page looks up in a table of texts). */
export const oneOf =
  (values: readonly string[]): AnswerCheck =>
  (value) =>
    typeof value === 'string' && values.includes(value);

/** Missing, `null` or passing `check`. */
export const optional =
  (check: AnswerCheck): AnswerCheck =>
  (value) =>
    value === undefined || value === null || check(value);

/** A page of a paged list (PageMeta with `results`). */
export const pageOf = (entry: AnswerCheck): AnswerCheck =>
  hasFields({ page: isNumber, pages: isNumber, count: isNumber, results: listOf(entry) });
