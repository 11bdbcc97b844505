/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isNumber, isString, listOf } from '../answerCheck';
import { productRef } from './productRef';

/** GET /basket (ProductListResponse): the fields the portal reads of its answer. */
export const getBasketAnswer: AnswerCheck = /* @__PURE__ */ hasFields({ product_list_items: listOf(hasFields({ product: productRef, amount: isNumber, unit: isString })) });
