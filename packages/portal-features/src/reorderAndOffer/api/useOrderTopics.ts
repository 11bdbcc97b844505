import type { OrderTopic } from '@kundenportal/api-client';
import { callApi, useCustomerData } from '../../shared/api';
import { apiLanguage } from '../../shared/i18n';
import { useOffers } from '../../shared/services';

/**
 * The document kinds that can be asked for with an order (GET /orders/topics), in the reader's language; not asked
 * for when the backend does not offer them (`listOrderTopics`) – the form then takes the documents as free text.
 */
export function useOrderTopics() {
  const offered = useOffers('listOrderTopics');
  return useCustomerData<OrderTopic[], Record<string, never>>({
    resource: 'orderTopics',
    page: 'basket',
    params: offered ? {} : null,
    fetch: (api, scope) =>
      callApi(() =>
        api.GET('/orders/topics', { params: { query: { language: apiLanguage(scope.locale) } } }),
      ),
  });
}
