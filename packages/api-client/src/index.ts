/** @kundenportal/api-client – the portal's typed API client; mocks are under `./mocks`. */
import type { components } from './generated/schema';

export type { Clock } from './client/clock';
export { systemClock } from './client/clock';
export type { ApiClient, ApiClientOptions } from './client/createApiClient';
export { createApiClient, DEMO_BASE_URL } from './client/createApiClient';
export { READ_DEADLINE_MS } from './client/deadlines';
export type { ApiErrorBodyLike, FieldErrorLike } from './client/errors';
export {
  fieldErrorsToMessage,
  isAbortError,
  isApiErrorBody,
  ServiceUnavailableError,
  SessionEndedError,
} from './client/errors';
export type { SaveFile } from './client/files';
export { saveFileInBrowser, USERS_EXPORT_FILE_NAME, usersExportQuery } from './client/files';
export type { LoadingCounter } from './client/middleware';
export { retryAfterSeconds } from './client/retryAfter';
export type { FetchFn } from './client/retryingFetch';
export { DEFAULT_RETRY_DELAYS_MS } from './client/retryingFetch';
export type {
  EarlyRefresh,
  FieldRefusal,
  LoginResult,
  Session,
  SessionEndReason,
  Throttled,
} from './client/session';
export type { PersistedSession, SessionStore } from './client/sessionStore';
export { createLocalStorageSessionStore, SESSION_STORAGE_KEY } from './client/sessionStore';
export {
  DEFAULT_ACCESS_TOKEN_LIFETIME_S,
  REFRESH_MARGIN_MS,
  REFRESH_TOKEN_LIFETIME_S,
} from './client/tokens';
export { IDEMPOTENCY_KEY_HEADER, isWriteOperation, WRITE_OPERATIONS } from './client/writeOperations';
// The contract's length limits: `@kundenportal/api-client/limits` (src/limits.ts says why).
export type { OptionalOperation } from './generated/operations';
export { optionalOperations } from './generated/operations';
export type { components, operations, paths } from './generated/schema';

type Schemas = components['schemas'];

export type Language = Schemas['Language'];
export type Country = Schemas['Country'];
export type ClientId = Schemas['ClientId'];
export type RoleName = Schemas['RoleName'];
export type AssignedRoleName = Schemas['AssignedRoleName'];
export type Scope = Schemas['Scope'];
export type Salutation = Schemas['Salutation'];
/** The backend's error body: `{ message, code?, errors? }`. */
export type ApiErrorBody = Schemas['Error'];
export type FieldError = Schemas['FieldError'];
export type LoginCredentials = Schemas['LoginCredentials'];
export type TokenPair = Schemas['TokenPair'];
export type MagicLinkRequest = Schemas['MagicLinkRequest'];
export type PageMeta = Schemas['PageMeta'];
export type PagedProducts = Schemas['PagedProducts'];
export type PagedOrders = Schemas['PagedOrders'];
export type PagedUsers = Schemas['PagedUsers'];
export type PagedRegistrations = Schemas['PagedRegistrations'];
export type Customer = Schemas['Customer'];
export type Address = Schemas['Address'];
export type ContactPerson = Schemas['ContactPerson'];
export type User = Schemas['User'];
export type AuthenticatedUser = Schemas['AuthenticatedUser'];
export type UserFilter = Schemas['UserFilter'];
export type UserUpdateRequest = Schemas['UserUpdateRequest'];
export type Role = Schemas['Role'];
export type ResetPasswordRequest = Schemas['ResetPasswordRequest'];
export type Product = Schemas['Product'];
export type ProductRef = Schemas['ProductRef'];
/** The schema's `File`, renamed so it does not shadow the DOM's `File`. */
export type PortalFile = Schemas['File'];
export type ProductListItem = Schemas['ProductListItem'];
export type ProductListResponse = Schemas['ProductListResponse'];
export type ProductListAddRequest = Schemas['ProductListAddRequest'];
export type OrderStatus = Schemas['OrderStatus'];
export type Order = Schemas['Order'];
export type OrderPosition = Schemas['OrderPosition'];
export type OrderFilter = Schemas['OrderFilter'];
export type OrderTopic = Schemas['OrderTopic'];
export type Receipt = Schemas['Receipt'];
export type OrderCreateRequest = Schemas['OrderCreateRequest'];
export type OrderCreate = Schemas['OrderCreate'];
export type OrderCreatePosition = Schemas['OrderCreatePosition'];
export type OrderCreateCustomPosition = Schemas['OrderCreateCustomPosition'];
export type OrderRecipient = Schemas['OrderRecipient'];
export type GoodsReceivingTimes = Schemas['GoodsReceivingTimes'];
export type DeliveryConditions = Schemas['DeliveryConditions'];
export type FileRequestCreate = Schemas['FileRequestCreate'];
export type FileRequest = Schemas['FileRequest'];
export type ComplaintRequest = Schemas['ComplaintRequest'];
export type ComplaintReason = Schemas['ComplaintReason'];
export type RequiredDocumentRequest = Schemas['RequiredDocumentRequest'];
export type CustomerType = Schemas['CustomerType'];
export type RegistrationReason = Schemas['RegistrationReason'];
export type WhereHeard = Schemas['WhereHeard'];
export type SalesArea = Schemas['SalesArea'];
export type RegistrationCreate = Schemas['RegistrationCreate'];
export type RegistrationForm = Schemas['RegistrationForm'];
export type RegistrationReasonInput = Schemas['RegistrationReasonInput'];
export type RegistrationActivation = Schemas['RegistrationActivation'];
export type RegistrationStatus = Schemas['RegistrationStatus'];
export type Registration = Schemas['Registration'];
