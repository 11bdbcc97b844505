import type { ApiClient, LoginResult } from '@kundenportal/api-client';
import { once } from '../../shared/api/once';

/** Logs in with a login link's token; the link is single-use, so however often this runs, it asks once. */
export const loginWithMagicLink = (api: ApiClient, token: string): Promise<LoginResult> =>
  once(api, `magic:${token}`, () => api.session.loginWithMagicToken(token));
