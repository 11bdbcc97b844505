export { once } from './once';
export { type CustomerScope, type QueryKey, queryKeys, type Resource } from './queryKeys';
export {
  type AnswerCheck,
  type ApiFailure,
  ApiFailureError,
  type ApiResult,
  callApi,
  dataOrThrow,
  rejectionText,
  writeFailureText,
} from './result';
export { tooManyAttempts } from './tooManyAttempts';
export { useIdempotencyKey } from './useIdempotencyKey';
export { type PagedList, type PagedResult, usePagedList, usePageParam } from './usePagedList';
export { type PortalData, type PortalDataOptions, useCustomerData, useStaffData } from './usePortalData';
