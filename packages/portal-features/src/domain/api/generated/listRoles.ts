/**
 * Generated from openapi.yaml and domain/api/answerReads.json by `npm run api:generate` (scripts/answerChecks.mjs).
 * Do not edit by hand; `npm run api:check` fails when it and they disagree. One module an answer (and one a
 * part several answers read), so each page's chunk carries only the checks of the answers it reads.
 */
import { type AnswerCheck, hasFields, isBoolean, isString, listOf, oneOf } from '../answerCheck';

/** GET /roles: the fields the portal reads of its answer. */
export const listRolesAnswer: AnswerCheck = /* @__PURE__ */ listOf(hasFields({ name: isString, kind: oneOf(['role', 'client']), grantable: isBoolean }));
