import type { ApiClient, Language } from '@kundenportal/api-client';

/**
 * Sends a login link, or with `forgotpassword` a link that opens the profile to set a new password.
 * Resolves whether the server accepted it; never throws – the login-link form ignores failures (spec §8).
 */
export async function requestMagicLink(
  api: ApiClient,
  email: string,
  language: Language,
  target?: 'forgotpassword',
): Promise<boolean> {
  try {
    const { error, response } = await api.POST('/auth/magic', {
      params: { query: { language } },
      body: { magic_link: target ? { email, target } : { email } },
    });
    return error === undefined && response.ok;
  } catch {
    return false;
  }
}
