import type { ApiClient, Language } from '@kundenportal/api-client';
import { type ApiResult, callApi } from '../../shared/api';

/**
 * Sends a login link, or with `forgotpassword` a link that opens the profile to set a new password.
 * Never throws; the forms decide what a failure means (the login link ignores it, spec §8).
 */
export const requestMagicLink = (
  api: ApiClient,
  email: string,
  language: Language,
  target?: 'forgotpassword',
): Promise<ApiResult<unknown>> =>
  callApi(() =>
    api.POST('/auth/magic', {
      params: { query: { language } },
      body: { magic_link: target ? { email, target } : { email } },
    }),
  );
