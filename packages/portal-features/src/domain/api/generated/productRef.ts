/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isString } from '../answerCheck';

/** ProductRef as the answers that hold one are read. */
export const productRef: AnswerCheck = /* @__PURE__ */ hasFields({ id: isString, description: isString });
