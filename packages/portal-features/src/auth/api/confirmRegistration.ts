import type { ApiClient } from '@kundenportal/api-client';
import { type ApiResult, callApi } from '../../shared/api';
import { once } from '../../shared/api/once';

/**
 * Confirms the e-mail address of a registration (double opt-in); the link is single-use, so only once. Any
 * refusal (unknown, expired or spent link) is one case: spec §8 names one text for all of them, and the
 * backend's explanation is in its language, not necessarily the page's.
 */
export const confirmRegistration = (api: ApiClient, token: string): Promise<ApiResult<unknown>> =>
  once(api, `activation:${token}`, () =>
    callApi(() => api.POST('/registrations/activation', { body: { token } })),
  );
