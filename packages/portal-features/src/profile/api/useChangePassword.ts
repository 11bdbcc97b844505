/** POST /user/password (spec §7): the fetcher behind the change-password form. */
import { type Language, ServiceUnavailableError, SessionEndedError } from '@kundenportal/api-client';
import { useCallback } from 'react';
import { type Locale, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import type { ChangePasswordValues } from '../changePassword/changePasswordSchema';

/**
 * `changed` – done; `rejected` – the server refused (wrong current password or a validation error);
 * `gone` – no response or the session ended: the API client has already sent the user elsewhere.
 */
export type ChangePasswordResult = 'changed' | 'rejected' | 'gone';

const apiLanguages: readonly Language[] = ['de', 'en', 'es', 'fr', 'nl', 'pl'];
// The portal offers a locale the API does not know; its e-mails then come in the default language.
const apiLanguage = (locale: Locale): Language =>
  (apiLanguages as readonly string[]).includes(locale) ? (locale as Language) : 'de';

export function useChangePassword(): (values: ChangePasswordValues) => Promise<ChangePasswordResult> {
  const api = useApi();
  const locale = useLocale();
  return useCallback(
    async (values) => {
      try {
        const { response } = await api.POST('/user/password', {
          params: { query: { language: apiLanguage(locale) } },
          body: { reset_password: values },
        });
        return response.ok ? 'changed' : 'rejected';
      } catch (error) {
        if (error instanceof ServiceUnavailableError || error instanceof SessionEndedError) return 'gone';
        throw error;
      }
    },
    [api, locale],
  );
}
