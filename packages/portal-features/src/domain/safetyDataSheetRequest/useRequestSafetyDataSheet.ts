import { type FileRequest, IDEMPOTENCY_KEY_HEADER, type Receipt } from '@kundenportal/api-client';
import { useCallback } from 'react';
import { type ApiResult, callApi, useIdempotencyKey } from '../../shared/api';
import { apiLanguage, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';

/** POST /file (spec §7): the safety data sheet request; sending the same request again never stores it twice. */
export function useRequestSafetyDataSheet(): (request: FileRequest) => Promise<ApiResult<Receipt>> {
  const api = useApi();
  const language = apiLanguage(useLocale());
  const keyFor = useIdempotencyKey();
  return useCallback(
    (request) => {
      const body = { file_request: request };
      const key = keyFor(body);
      return callApi(() =>
        api.POST('/file', {
          params: { query: { language }, header: { [IDEMPOTENCY_KEY_HEADER]: key } },
          body,
        }),
      );
    },
    [api, language, keyFor],
  );
}
