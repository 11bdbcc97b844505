/**
 * The pieces the generated answer checks (generated/answerChecks.ts, from openapi.yaml and answerReads.json) are
 * made of, for `callApi(request, check)`: what a page reads of a body must be there and of the contract's type,
 * so `null`, an empty array for an object or a list of strings is a faulty answer the page shows as failed,
 * never data a component breaks on.
 */
import type { AnswerCheck } from '../../shared/api';

export type { AnswerCheck } from '../../shared/api';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const isString: AnswerCheck = (value) => typeof value === 'string';
export const isNumber: AnswerCheck = (value) => typeof value === 'number' && Number.isFinite(value);
export const isInteger: AnswerCheck = (value) => Number.isInteger(value);
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
