/** Basket per customer company. */
import type { HttpHandler } from 'msw';
import { getDb } from '../db';
import { addToList, readList, removeFromList, updateInList } from '../productLists';
import { readBody } from '../requestBody';
import { requireUser } from '../session';
import type { ApiHttp } from './http';

export function basketHandlers(http: ApiHttp): HttpHandler[] {
  return [
    http.get('/basket', ({ request, response }) => response(200).json(readList(getDb(), 'baskets', request))),
    http.post('/basket', async ({ request, response }) => {
      requireUser(getDb(), request);
      const { product_list_add } = await readBody(request, 'ProductListAddRequest');
      return response(200).json(addToList(getDb(), 'baskets', request, product_list_add));
    }),
    http.patch('/basket', async ({ request, response }) => {
      requireUser(getDb(), request);
      const { product_list_update } = await readBody(request, 'ProductListUpdateRequest');
      return response(200).json(updateInList(getDb(), 'baskets', request, product_list_update));
    }),
    http.delete('/basket', ({ request, response }) =>
      response(200).json(removeFromList(getDb(), 'baskets', request)),
    ),
  ];
}
