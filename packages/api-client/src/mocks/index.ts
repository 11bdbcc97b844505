/** The mock backend: handlers, its database, scenarios, demo logins and the mailbox. */

export { MAX_BODY_BYTES } from './contractGate';
export { demoConfirmationTokens, REFERENCE_DATE } from './data/dataset';
export type { MockDb } from './data/types';
export { getDb as getMockDb, resetMockDb } from './db';
export { DEMO_PASSWORD, type DemoLogin, demoLogins } from './demoLogins';
export { createHandlers, DEFAULT_BASE_URL, handlers } from './handlers';
export { type ApiHttp, createApiHttp } from './handlers/http';
export { PUBLIC_SEARCH_LIMIT } from './handlers/products';
export { mailbox } from './mailbox';
export { orderTopics } from './orderTopics';
export {
  checkPositions as checkPunchoutPositions,
  PUNCHOUT_START_LIFETIME_MS,
  setupCxml as punchoutSetupCxml,
  setupOci as punchoutSetupOci,
  unitPriceCents,
} from './punchout';
export {
  type ApiRoute,
  apiRoutes,
  type ListRoute,
  type ScenarioFor,
  type ScenarioKind,
  type ScenarioOptions,
  scenario,
  scenarios,
  type UsesHandlers,
  withScenario,
  withScenarios,
} from './scenarios';
export { seededAuthenticatedUser } from './seededUsers';
export {
  ACCESS_TOKEN_LIFETIME_MS,
  CONFIRMATION_LIFETIME_MS,
  MAGIC_LINK_LIFETIME_MS,
  REFRESH_TOKEN_LIFETIME_MS,
} from './session';
export { CLIENT_ADDRESS_HEADER, forgetAllAttempts } from './throttle';
