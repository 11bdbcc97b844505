/** Recent documents, downloads and safety-data-sheet requests. */
import { type HttpHandler, HttpResponse } from 'msw';
import { pdfDocument } from '../binary';
import { isoDateTime } from '../data/dataset';
import type { ApiFile, MockDb, UserRecord } from '../data/types';

type FileType = ApiFile['type'];

import { getDb } from '../db';
import { fails } from '../errors';
import { idempotentWrite, replayHeaders } from '../idempotency';
import { presentFiles } from '../present';
import { queryOf, readInt } from '../query';
import { readBody } from '../requestBody';
import { requireScope, requireUser } from '../session';
import { requireVisibleCustomer, visibleCustomerIds, visibleCustomers } from '../visibility';
import type { ApiHttp } from './http';

const RECENT_DOCUMENTS = 30;

function hiddenFor(db: MockDb, user: UserRecord): Set<number> {
  let hidden = db.hiddenFiles.get(user.id);
  if (!hidden) {
    hidden = new Set();
    db.hiddenFiles.set(user.id, hidden);
  }
  return hidden;
}

const fileTypes: readonly FileType[] = ['sdb', 'flyer', 'certificate', 'delivery_note', 'invoice'];

/** `type=sdb&type=flyer`; absent means every type, an unknown one is a bad request. */
function readFileTypes(query: URLSearchParams): Set<FileType> | undefined {
  const raw = query.getAll('type');
  if (raw.length === 0) return undefined;
  return new Set(
    raw.map(
      (value) =>
        fileTypes.find((type) => type === value) ?? fails.badRequest('Der Parameter „type“ ist ungültig.'),
    ),
  );
}

/**
 * The files of these companies' orders: invoices, position documents and the documents (SDS, flyers) of the
 * products ordered. The recent-documents list shows them, and only they may be downloaded.
 */
function filesOfCustomers(db: MockDb, customerIds: ReadonlySet<number>): Set<number> {
  const ids = new Set<number>();
  for (const order of db.orders) {
    if (!customerIds.has(order.customerId)) continue;
    if (order.invoice_file_id) ids.add(order.invoice_file_id);
    for (const position of order.positions) {
      for (const id of position.documentIds) ids.add(id);
      for (const id of db.productsById.get(position.productId)?.fileIds ?? []) ids.add(id);
    }
  }
  return ids;
}

/** A file of a company the user may not see answers like a missing one: its existence is no one else's business. */
function requireVisibleFile(db: MockDb, user: UserRecord, id: number) {
  const file = db.files.get(id);
  const customers = new Set(visibleCustomers(db, user).map((customer) => customer.id));
  if (!file || !filesOfCustomers(db, customers).has(id)) return fails.notFound('Die Datei existiert nicht.');
  return file;
}

function fileId(raw: string | readonly string[] | undefined): number {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : fails.notFound('Die Datei existiert nicht.');
}

export function documentHandlers(http: ApiHttp): HttpHandler[] {
  return [
    http.get('/documents', ({ request, response }) => {
      const db = getDb();
      const user = requireUser(db, request);
      requireScope(user, 'ROLE_INTERNAL_DOCUMENTS');
      const customer = readInt(queryOf(request), 'customer');
      const customerIds = new Set(
        customer
          ? [requireVisibleCustomer(db, user, customer).id]
          : visibleCustomers(db, user).map((c) => c.id),
      );
      const hidden = hiddenFor(db, user);
      const ids = filesOfCustomers(db, customerIds);
      const types = readFileTypes(queryOf(request));
      const files = presentFiles(
        db,
        [...ids].filter((id) => !hidden.has(id)),
      )
        .filter((file) => !types || types.has(file.type))
        .sort((a, b) => b.creation_date.localeCompare(a.creation_date) || b.id - a.id);
      // Narrowed by type the list is complete (My documents); otherwise the recent ones only.
      return response(200).json(types ? files : files.slice(0, RECENT_DOCUMENTS));
    }),

    http.post('/file', async ({ request, response }) => {
      const db = getDb();
      const user = requireUser(db, request);
      const body = await readBody(request, 'FileRequestCreate');
      const result = idempotentWrite(db, request, user.id, 'POST /file', body, () => {
        if (!db.productsById.has(body.file_request.productId)) {
          fails.validation([{ field: 'file_request.productId', message: 'Das Produkt existiert nicht.' }]);
        }
        // An order named must be one of the caller's companies' – any other is unknown, like one that does not exist.
        const { orderId } = body.file_request;
        if (orderId !== undefined) {
          const visible = visibleCustomerIds(db, user);
          if (!db.orders.some((order) => order.id === orderId && visible.has(order.customerId)))
            fails.validation([{ field: 'file_request.orderId', message: 'Der Auftrag existiert nicht.' }]);
        }
        const receipt = {
          id: `SDB-${new Date(Date.now()).getUTCFullYear()}-${String(++db.sequence.receipt).padStart(6, '0')}`,
          created_at: isoDateTime(Date.now()),
        };
        db.submissions.push({ kind: 'sds', receipt, userId: user.id, body });
        return { status: 201, body: receipt };
      });
      return response(201).json(result.body, { headers: replayHeaders(result) });
    }),

    http.get('/files/{id}', ({ request, params, response }) => {
      const db = getDb();
      const file = requireVisibleFile(db, requireUser(db, request), fileId(params.id));
      const pdf = pdfDocument([
        file.name,
        `Materialnummer: ${file.material_id}`,
        `Sprachen: ${file.languages.join(', ')}`,
        `Erstellt: ${file.creation_date.slice(0, 10)}`,
        'Demo-Dokument des Kundenportals.',
      ]);
      return response.untyped(
        new HttpResponse(pdf, {
          status: 200,
          headers: {
            'Content-Type': 'application/octet-stream',
            'Content-Disposition': `attachment; filename="${file.download_file_name}"`,
          },
        }),
      );
    }),

    http.delete('/files/{id}', ({ request, params, response }) => {
      const db = getDb();
      const user = requireUser(db, request);
      const id = fileId(params.id);
      requireVisibleFile(db, user, id);
      const hidden = hiddenFor(db, user);
      if (hidden.has(id)) return fails.notFound('Die Datei existiert nicht.');
      hidden.add(id);
      return response(204).empty();
    }),
  ];
}
