/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isInteger, isString, listOf, oneOf } from '../answerCheck';

/** File as the answers that hold one are read. */
export const file: AnswerCheck = /* @__PURE__ */ hasFields({ id: isInteger, name: isString, type: oneOf(['sdb', 'flyer', 'certificate', 'delivery_note', 'invoice']), creation_date: isString, languages: listOf(isString) });
