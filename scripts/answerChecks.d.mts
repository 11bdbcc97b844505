/** The generated answer checks' modules, by operationId, for a contract and what the portal reads of it. */
export function answerCheckModules(openapi: object, reads: Record<string, unknown>): Record<string, string>;
