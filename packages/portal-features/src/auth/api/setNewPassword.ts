import type { ApiClient, Language } from '@kundenportal/api-client';
import { type ApiResult, callApi } from '../../shared/api';
import type { NewPasswordValues } from '../validation/newPasswordSchema';

/**
 * POST /user/password without the current password: allowed only in a session started by a password-reset
 * link (x-assumed in openapi.yaml); any other session is refused with 403.
 */
export const setNewPassword = (
  api: ApiClient,
  values: NewPasswordValues,
  language: Language,
): Promise<ApiResult<unknown>> =>
  callApi(() =>
    api.POST('/user/password', { params: { query: { language } }, body: { reset_password: values } }),
  );
