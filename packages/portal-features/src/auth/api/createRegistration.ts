import {
  type ApiClient,
  fieldErrorsToMessage,
  isApiErrorBody,
  type Language,
  type RegistrationCreate,
  ServiceUnavailableError,
} from '@kundenportal/api-client';

export type RegistrationResult =
  | { kind: 'created' }
  /** The backend refused: its field errors joined as 'field: message', or its message, or the fallback. */
  | { kind: 'rejected'; message: string }
  | { kind: 'unreachable' };

export async function createRegistration(
  api: ApiClient,
  body: RegistrationCreate,
  language: Language,
  fallbackMessage: string,
): Promise<RegistrationResult> {
  try {
    const { error, response } = await api.POST('/registrations', { params: { query: { language } }, body });
    if (error === undefined && response.ok) return { kind: 'created' };
    return {
      kind: 'rejected',
      message: fieldErrorsToMessage(isApiErrorBody(error) ? error : undefined, fallbackMessage),
    };
  } catch (error) {
    if (error instanceof ServiceUnavailableError) return { kind: 'unreachable' };
    return { kind: 'rejected', message: fallbackMessage };
  }
}
