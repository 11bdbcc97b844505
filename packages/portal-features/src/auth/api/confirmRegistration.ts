import { type ApiClient, ServiceUnavailableError } from '@kundenportal/api-client';
import { once } from './once';

/**
 * `failed`: unknown, expired or spent link, or any other refusal. The backend's explanation is not passed on: it
 * is in the backend's language, not necessarily the page's, and spec §8 names one text for all of them.
 */
export type ConfirmationResult = { kind: 'confirmed' } | { kind: 'failed' } | { kind: 'unreachable' };

async function confirm(api: ApiClient, token: string): Promise<ConfirmationResult> {
  try {
    const { error, response } = await api.POST('/registrations/activation', { body: { token } });
    return error === undefined && response.ok ? { kind: 'confirmed' } : { kind: 'failed' };
  } catch (error) {
    return error instanceof ServiceUnavailableError ? { kind: 'unreachable' } : { kind: 'failed' };
  }
}

/** Confirms the e-mail address of a registration (double opt-in); the link is single-use, so only once. */
export const confirmRegistration = (api: ApiClient, token: string): Promise<ConfirmationResult> =>
  once(api, `activation:${token}`, () => confirm(api, token));
