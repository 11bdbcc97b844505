/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isInteger, isString, optional } from '../answerCheck';

/** GET /customers/{id} (Customer): the fields the portal reads of its answer. */
export const getCustomerAnswer: AnswerCheck = /* @__PURE__ */ hasFields({ id: isInteger, name: isString, address: optional(hasFields({ street: isString, zip: isString, city: isString, country: isString })), contact_person: optional(hasFields({ name: isString, email: isString, phone: isString })) });
