import type { Language, ProductListItem } from '@kundenportal/api-client';
import { describe, expect, it } from 'vitest';
import type { ApiResult } from '../../shared/api';
import type { ListItemToSend } from './bulkAdd';
import { changeAmount } from './changeAmount';
import type { ListEndpoints } from './endpoints';

const entry = (id: string, amount: number, unit = 'KG'): ProductListItem => ({
  product: { id, description: `Produkt ${id}` },
  amount,
  unit,
});
const ok = (data: ProductListItem[]): ApiResult<ProductListItem[]> => ({ kind: 'ok', data, status: 200 });
const serverError: ApiResult<ProductListItem[]> = {
  kind: 'rejected',
  status: 500,
  message: undefined,
  fieldErrors: [],
};

/** A list on a fake server that logs each call; `failPost` lets the POSTs with these amounts fail. */
function fakeList(initial: ProductListItem[], { failPost = [] as number[], failDelete = false } = {}) {
  let list = [...initial];
  const calls: string[] = [];
  const endpoints: ListEndpoints = {
    read: async () => {
      calls.push('GET');
      return ok([...list]);
    },
    add: async (_customer, items: ListItemToSend[]) => {
      calls.push(`POST ${items.map((item) => `${item.productId}:${item.amount} ${item.unit}`).join(',')}`);
      if (items.some((item) => failPost.includes(item.amount))) return serverError;
      list = [...list, ...items.map((item) => entry(item.productId, item.amount, item.unit))];
      return ok([...list]);
    },
    update: async (_customer, item) => {
      calls.push(`PATCH ${item.productId}:${item.amount} ${item.unit}`);
      list = list.map((old) => (old.product.id === item.productId ? { ...old, amount: item.amount } : old));
      return ok([...list]);
    },
    remove: async (_customer, product) => {
      calls.push(`DELETE ${product}`);
      if (failDelete) return serverError;
      list = list.filter((old) => old.product.id !== product);
      return ok([...list]);
    },
  };
  return { endpoints, calls, server: () => list };
}

const language: Language = 'de';
const basket = [entry('100001', 1), entry('100002', 2), entry('100003', 3)];
const request = (amount: number, canPatch: boolean, current = basket) => ({
  customerId: 10001,
  item: { productId: '100002', amount, unit: 'KG' },
  language,
  current,
  canPatch,
});
const amounts = (items: ProductListItem[] | undefined) =>
  items?.map((item) => `${item.product.id}:${item.amount}`);

describe('changeAmount', () => {
  it('sends one PATCH where the backend offers it', async () => {
    const { endpoints, calls } = fakeList(basket);
    const change = await changeAmount(endpoints, request(7, true));
    expect(calls).toEqual(['PATCH 100002:7 KG']);
    expect(change.result.kind).toBe('ok');
    expect(amounts(change.items)).toEqual(['100001:1', '100002:7', '100003:3']);
  });

  it('without PATCH deletes the product and posts it with the new amount, keeping its place on the page', async () => {
    const { endpoints, calls, server } = fakeList(basket);
    const change = await changeAmount(endpoints, request(7, false));
    expect(calls).toEqual(['DELETE 100002', 'POST 100002:7 KG']);
    expect(change.result.kind).toBe('ok');
    expect(amounts(change.items)).toEqual(['100001:1', '100002:7', '100003:3']);
    expect(change.result.kind === 'ok' && change.result.data).toEqual(change.items);
    // The server appended it; only the page keeps the order.
    expect(amounts(server())).toEqual(['100001:1', '100003:3', '100002:7']);
  });

  it('puts the old amount back when the POST fails after the DELETE, and reports the failure', async () => {
    const { endpoints, calls, server } = fakeList(basket, { failPost: [7] });
    const change = await changeAmount(endpoints, request(7, false));
    expect(calls).toEqual(['DELETE 100002', 'POST 100002:7 KG', 'POST 100002:2 KG']);
    expect(change.result).toEqual(serverError);
    expect(amounts(change.items)).toEqual(['100001:1', '100002:2', '100003:3']);
    expect(amounts(server())).toContain('100002:2');
  });

  it('shows the list as the DELETE left it when even the old amount cannot be put back', async () => {
    const { endpoints, calls } = fakeList(basket, { failPost: [7, 2] });
    const change = await changeAmount(endpoints, request(7, false));
    expect(calls).toEqual(['DELETE 100002', 'POST 100002:7 KG', 'POST 100002:2 KG']);
    expect(change.result.kind).toBe('rejected');
    expect(amounts(change.items)).toEqual(['100001:1', '100003:3']);
  });

  it('changes nothing when the DELETE fails', async () => {
    const { endpoints, calls, server } = fakeList(basket, { failDelete: true });
    const change = await changeAmount(endpoints, request(7, false));
    expect(calls).toEqual(['DELETE 100002']);
    expect(change).toEqual({ result: serverError });
    expect(server()).toEqual(basket);
  });

  it('reads the old amount first when the page has not got the list', async () => {
    const { endpoints, calls } = fakeList(basket, { failPost: [7] });
    const change = await changeAmount(endpoints, request(7, false, []));
    expect(calls).toEqual(['GET', 'DELETE 100002', 'POST 100002:7 KG', 'POST 100002:2 KG']);
    expect(amounts(change.items)).toEqual(['100001:1', '100002:2', '100003:3']);
  });

  it('deletes nothing when the entry is not on the list at all', async () => {
    const { endpoints, calls } = fakeList([entry('100001', 1)]);
    const change = await changeAmount(endpoints, request(7, false, []));
    expect(calls).toEqual(['GET']);
    expect(change.result).toMatchObject({ kind: 'rejected', status: 404 });
  });
});
