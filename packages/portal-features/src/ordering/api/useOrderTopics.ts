import type { OrderTopic } from '@kundenportal/api-client';
import { callApi, useCustomerData } from '../../shared/api';
import { apiLanguage } from '../../shared/i18n';

/** The document kinds that can be asked for with an order (GET /orders/topics), in the reader's language. */
export function useOrderTopics() {
  return useCustomerData<OrderTopic[], Record<string, never>>({
    resource: 'orderTopics',
    page: 'basket',
    params: {},
    fetch: (api, scope) =>
      callApi(() =>
        api.GET('/orders/topics', { params: { query: { language: apiLanguage(scope.locale) } } }),
      ),
  });
}
