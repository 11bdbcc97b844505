/** Customer companies. */
import type { HttpHandler } from 'msw';
import { getDb } from '../db';
import { fails } from '../errors';
import { presentCustomer } from '../present';
import { requireUser, requireVisibleCustomer } from '../session';
import type { ApiHttp } from './http';

export function customerHandlers(http: ApiHttp): HttpHandler[] {
  return [
    http.get('/customers/{id}', ({ request, params, response }) => {
      const db = getDb();
      const user = requireUser(db, request);
      const id = Number(params.id);
      if (!Number.isInteger(id) || id < 1) return fails.notFound('Der Kunde existiert nicht.');
      return response(200).json(presentCustomer(requireVisibleCustomer(db, user, id)));
    }),
  ];
}
