/** Favourites ("product list") per customer company. */
import type { HttpHandler } from 'msw';
import { getDb } from '../db';
import { addToList, readList, removeFromList, updateInList } from '../productLists';
import { readBody } from '../requestBody';
import { requireUser } from '../session';
import type { ApiHttp } from './http';

export function favouritesHandlers(http: ApiHttp): HttpHandler[] {
  return [
    http.get('/product-list', ({ request, response }) =>
      response(200).json(readList(getDb(), 'favourites', request)),
    ),
    http.post('/product-list', async ({ request, response }) => {
      requireUser(getDb(), request);
      const { product_list_add } = await readBody(request, 'ProductListAddRequest');
      return response(200).json(addToList(getDb(), 'favourites', request, product_list_add));
    }),
    http.patch('/product-list', async ({ request, response }) => {
      requireUser(getDb(), request);
      const { product_list_update } = await readBody(request, 'ProductListUpdateRequest');
      return response(200).json(updateInList(getDb(), 'favourites', request, product_list_update));
    }),
    http.delete('/product-list', ({ request, response }) =>
      response(200).json(removeFromList(getDb(), 'favourites', request)),
    ),
  ];
}
