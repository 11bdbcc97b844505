/** Customer companies. */
import type { HttpHandler } from 'msw';
import { isoDateTime } from '../data/dataset';
import { getDb } from '../db';
import { fails } from '../errors';
import { idempotentWrite, replayHeaders } from '../idempotency';
import { presentCustomer } from '../present';
import { readBody } from '../requestBody';
import { requireUser } from '../session';
import { requireVisibleCustomer } from '../visibility';
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

    // The contact form of /user/contact: the message goes to the customer's contact person.
    http.post('/contact', async ({ request, response }) => {
      const db = getDb();
      const user = requireUser(db, request);
      const body = await readBody(request, 'ContactMessageCreate');
      if (!body.contact_message.subject.trim() || !body.contact_message.message.trim()) {
        fails.validation([
          ...(body.contact_message.subject.trim()
            ? []
            : [{ field: 'contact_message.subject', message: 'Der Betreff fehlt.' }]),
          ...(body.contact_message.message.trim()
            ? []
            : [{ field: 'contact_message.message', message: 'Die Nachricht fehlt.' }]),
        ]);
      }
      const result = idempotentWrite(db, request, user.id, 'POST /contact', body, () => {
        requireVisibleCustomer(db, user, body.contact_message.customerId);
        const receipt = {
          id: `KON-${new Date(Date.now()).getUTCFullYear()}-${String(++db.sequence.receipt).padStart(6, '0')}`,
          created_at: isoDateTime(Date.now()),
        };
        db.submissions.push({ kind: 'contact', receipt, userId: user.id, body });
        return { status: 201, body: receipt };
      });
      return response(201).json(result.body, { headers: replayHeaders(result) });
    }),
  ];
}
