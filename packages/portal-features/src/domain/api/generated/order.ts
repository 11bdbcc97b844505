/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isInteger, isNumber, isString, listOf, oneOf } from '../answerCheck';
import { file } from './file';
import { productRef } from './productRef';

/** Order as the answers that hold one are read. */
export const order: AnswerCheck = /* @__PURE__ */ hasFields({ id: isString, date: isString, status: oneOf(['open', 'in_progress', 'shipped', 'delivered', 'invoiced', 'cancelled']), customer: hasFields({ id: isInteger, name: isString }), positions: listOf(hasFields({ id: isInteger, product: productRef, material_number: isString, amount: isNumber, unit: isString, documents: listOf(file) })) });
