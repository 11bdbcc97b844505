import type { ApiClient, Language, RegistrationCreate } from '@kundenportal/api-client';
import { type ApiResult, callApi } from '../../shared/api';

/** POST /registrations; a refusal carries the backend's field errors (shown as 'field: message', spec §8). */
export const createRegistration = (
  api: ApiClient,
  body: RegistrationCreate,
  language: Language,
): Promise<ApiResult<unknown>> =>
  callApi(() => api.POST('/registrations', { params: { query: { language } }, body }));
