import type { ApiClient, Language, OrderCreate, Receipt } from '@kundenportal/api-client';
import { type ApiResult, callApi } from '../../shared/api';

/**
 * POST /order with the draft's Idempotency-Key: the API client would make a fresh key per call, but a user's retry
 * of the same submission must send the same one, so the server answers it with the first receipt.
 */
export const createOrder = (
  api: ApiClient,
  body: OrderCreate,
  language: Language,
  idempotencyKey: string,
): Promise<ApiResult<Receipt>> =>
  callApi(() =>
    api.POST('/order', {
      params: { query: { language }, header: { 'Idempotency-Key': idempotencyKey } },
      body: { order_create: body },
    }),
  );
