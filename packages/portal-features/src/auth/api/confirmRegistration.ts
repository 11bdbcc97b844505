import { type ApiClient, isApiErrorBody, ServiceUnavailableError } from '@kundenportal/api-client';
import { once } from './once';

export type ConfirmationResult =
  | { kind: 'confirmed' }
  /** Unknown or expired link; `message` is the backend's explanation when it gave one. */
  | { kind: 'failed'; message?: string }
  | { kind: 'unreachable' };

async function confirm(api: ApiClient, token: string): Promise<ConfirmationResult> {
  try {
    const { error, response } = await api.POST('/registrations/activation', { body: { token } });
    if (error === undefined && response.ok) return { kind: 'confirmed' };
    return { kind: 'failed', message: isApiErrorBody(error) ? error.message : undefined };
  } catch (error) {
    return error instanceof ServiceUnavailableError ? { kind: 'unreachable' } : { kind: 'failed' };
  }
}

/** Confirms the e-mail address of a registration (double opt-in); the link is single-use, so only once. */
export const confirmRegistration = (api: ApiClient, token: string): Promise<ConfirmationResult> =>
  once(api, `activation:${token}`, () => confirm(api, token));
