import { type ApiClient, type Language, ServiceUnavailableError } from '@kundenportal/api-client';

/** Whether the server took the request, answered with a failure, or did not answer at all. */
export type LinkRequestResult = 'sent' | 'failed' | 'unreachable';

/**
 * Sends a login link, or with `forgotpassword` a link that opens the profile to set a new password.
 * Never throws; the forms decide what a failure means (the login link ignores it, spec §8).
 */
export async function requestMagicLink(
  api: ApiClient,
  email: string,
  language: Language,
  target?: 'forgotpassword',
): Promise<LinkRequestResult> {
  try {
    const { error, response } = await api.POST('/auth/magic', {
      params: { query: { language } },
      body: { magic_link: target ? { email, target } : { email } },
    });
    return error === undefined && response.ok ? 'sent' : 'failed';
  } catch (error) {
    return error instanceof ServiceUnavailableError ? 'unreachable' : 'failed';
  }
}
