/** POST /user/password (spec §7): the fetcher behind the change-password form. */
import { ServiceUnavailableError, SessionEndedError } from '@kundenportal/api-client';
import { useCallback } from 'react';
import { apiLanguage, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import type { ChangePasswordValues } from '../changePassword/changePasswordSchema';

/**
 * `changed` – done; `rejected` – the server refused (wrong current password or a validation error);
 * `gone` – no response or the session ended: the API client has already sent the user elsewhere.
 */
export type ChangePasswordResult = 'changed' | 'rejected' | 'gone';

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
