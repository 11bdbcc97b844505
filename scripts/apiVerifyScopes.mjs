// What the account api:verify (scripts/apiVerify.mjs) logs in with may call, from its roles and the contract's
// `x-scope`: an operation it may not call is skipped with the scope it lacks, never called.
import { operationById } from './openapiOperations.mjs';

/**
 * `has(role)`; `allows(operationId)`: whether the account holds a scope the operation's `x-scope` asks for;
 * `permitted(operationIds)`: whether it may call all of them – each it may not is skipped, naming the scopes.
 */
export function scopesOf(user, skip) {
  const has = (name) => user.roles.includes(name);
  const allows = (operationId) => {
    const { scopes } = operationById(operationId);
    return scopes.length === 0 || scopes.some(has);
  };
  const permitted = (operationIds) => {
    const refused = operationIds.filter((operationId) => !allows(operationId));
    for (const operationId of refused)
      skip(
        operationId,
        `not permitted for this account (no ${operationById(operationId).scopes.join(' or ')})`,
      );
    return refused.length === 0;
  };
  return { has, allows, permitted };
}
