/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isInteger, listOf } from '../answerCheck';
import { order } from './order';

/** GET /customer/orders (PagedOrders): the fields the portal reads of its answer. */
export const listOrdersAnswer: AnswerCheck = /* @__PURE__ */ hasFields({ page: isInteger, pages: isInteger, count: isInteger, results: listOf(order) });
