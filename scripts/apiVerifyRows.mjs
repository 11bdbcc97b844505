// api:verify's result table (scripts/apiVerify.mjs): a row per operation of openapi.yaml, each keeping the worst
// it was found to be – ok, missing (an optional operation the backend lacks), fault – or why it was not checked.
import { operations, optionalOperationIds } from './openapiOperations.mjs';

/** What api:verify leaves alone, and why: it cannot be undone, and a probe cannot tell it from a missing route. */
const neverCalled = {
  denyRegistration: 'would delete a registration; an unknown id is 404 like a missing route – check by hand',
  deleteUser: 'would delete a user – check by hand',
  deleteFile: 'would delete a document – check by hand',
};

const rank = { 'not checked': 0, skipped: 1, ok: 2, missing: 3, fault: 4 };

/**
 * The rows, each 'not checked' until a check says more, and what the checks write into them: `note` (kept only
 * when worse than what the row says), `blame` (a fault that replaces it), `skip` (why a check was not made).
 * `finish` gives the result verifyApi resolves with; `giveUp` skips whatever was not checked yet, then finishes.
 */
export function createRows() {
  const rows = new Map(
    operations.map((operation) => [
      operation.operationId,
      {
        operationId: operation.operationId,
        call: `${operation.method} ${operation.path}`,
        optional: operation.optional,
        result: 'not checked',
        reason: neverCalled[operation.operationId] ?? 'api:verify has no check for it',
      },
    ]),
  );
  const note = (operationId, result, reason) => {
    const row = rows.get(operationId);
    if (row && rank[result] > rank[row.result]) Object.assign(row, { result, reason });
  };
  /** A fault whose reason replaces whatever the row said: what matters most about the operation. */
  const blame = (operationId, reason) => {
    const row = rows.get(operationId);
    if (row) Object.assign(row, { result: 'fault', reason });
  };
  const skip = (operationIds, reason) => {
    for (const operationId of [operationIds].flat()) note(operationId, 'skipped', reason);
  };
  /** `corsOrigin`: the portal origin CORS was checked for, null when the API shares it. */
  const finish = (corsOrigin) => {
    const list = [...rows.values()];
    return {
      rows: list,
      capabilities: optionalOperationIds.filter((operationId) => rows.get(operationId)?.result === 'ok'),
      ok: !list.some((row) => row.result === 'fault'),
      corsOrigin,
    };
  };
  const giveUp = (reason, corsOrigin) => {
    for (const row of rows.values())
      if (row.result === 'not checked' && !neverCalled[row.operationId]) skip(row.operationId, reason);
    return finish(corsOrigin);
  };
  return { note, blame, skip, finish, giveUp };
}
