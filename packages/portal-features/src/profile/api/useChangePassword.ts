/** POST /user/password (spec §7): the fetcher behind the change-password form. */
import { useCallback } from 'react';
import { type ApiResult, callApi } from '../../shared/api';
import { apiLanguage, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';
import type { ChangePasswordValues } from '../changePassword/changePasswordSchema';

/** `rejected`: wrong current password or a validation error; unreachable / session ended: the client moved on. */
export function useChangePassword(): (values: ChangePasswordValues) => Promise<ApiResult<unknown>> {
  const api = useApi();
  const locale = useLocale();
  return useCallback(
    (values) =>
      callApi(() =>
        api.POST('/user/password', {
          params: { query: { language: apiLanguage(locale) } },
          body: { reset_password: values },
        }),
      ),
    [api, locale],
  );
}
