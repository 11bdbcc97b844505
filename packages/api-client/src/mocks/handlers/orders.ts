/** Order history, order details, document requests, reorders and offer requests. */
import type { HttpHandler } from 'msw';
import { isoDate, isoDateTime } from '../data/dataset';
import type { MockDb, OrderRecord, UserRecord } from '../data/types';
import { getDb } from '../db';
import { fails } from '../errors';
import { idempotentWrite, replayHeaders } from '../idempotency';
import { orderTopics } from '../orderTopics';
import { paginate, presentOrder } from '../present';
import { queryOf, readInt, readLanguage, readPaging } from '../query';
import { readBody } from '../requestBody';
import { requireScope, requireUser } from '../session';
import { requireVisibleCustomer, visibleCustomers } from '../visibility';
import type { ApiHttp } from './http';

function visibleOrder(db: MockDb, user: UserRecord, id: string | readonly string[] | undefined): OrderRecord {
  const ids = new Set(visibleCustomers(db, user).map((customer) => customer.id));
  const order = db.orders.find((candidate) => candidate.id === id && ids.has(candidate.customerId));
  return order ?? fails.notFound('Der Auftrag existiert nicht.');
}

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/** The order history's search filters (x-assumed in openapi.yaml); a malformed date is a 400 like any bad parameter. */
function orderSearch(db: MockDb, query: URLSearchParams): (order: OrderRecord) => boolean {
  const text = (name: string) => query.get(`filter[${name}]`)?.trim().toLowerCase() || undefined;
  const day = (name: string) => {
    const value = text(name);
    if (value !== undefined && !isoDay.test(value))
      fails.badRequest(`Der Parameter „filter[${name}]“ ist ungültig.`);
    return value;
  };
  const orderNumber = text('order');
  const customerOrder = text('customerOrder');
  const material = text('material');
  const from = day('from');
  const to = day('to');
  return (order) =>
    (!orderNumber || order.id.includes(orderNumber)) &&
    (!customerOrder || (order.customer_order_id ?? '').toLowerCase().includes(customerOrder)) &&
    (!from || order.date >= from) &&
    (!to || order.date <= to) &&
    (!material ||
      order.positions.some(
        (position) =>
          position.productId.toLowerCase().includes(material) ||
          (db.productsById.get(position.productId)?.description ?? '').toLowerCase().includes(material),
      ));
}

function nextReceiptId(db: MockDb, prefix: string): string {
  return `${prefix}-${new Date(Date.now()).getUTCFullYear()}-${String(++db.sequence.receipt).padStart(6, '0')}`;
}

export function orderHandlers(http: ApiHttp): HttpHandler[] {
  return [
    getCustomerOrders(http),
    getOrdersTopics(http),
    getOrdersId(http),
    postOrdersIdPositionIdDocument(http),
    postOrdersIdComplaint(http),
    postOrder(http),
  ];
}

/** GET /customer/orders */
function getCustomerOrders(http: ApiHttp): HttpHandler {
  return http.get('/customer/orders', ({ request, response }) => {
    const db = getDb();
    const user = requireUser(db, request);
    requireScope(user, 'ROLE_INTERNAL_ORDERS');
    const query = queryOf(request);
    const { page, limit } = readPaging(query);
    const customer = readInt(query, 'filter[customer]');
    // A company the user may not see is 404 like an unknown one, not an empty list that confirms it exists.
    if (customer) requireVisibleCustomer(db, user, customer);
    const ids = new Set(
      visibleCustomers(db, user)
        .map((candidate) => candidate.id)
        .filter((id) => !customer || id === customer),
    );
    const matches = orderSearch(db, query);
    const orders = db.orders
      .filter((order) => ids.has(order.customerId) && matches(order))
      .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id));
    const paged = paginate(orders, page, limit);
    return response(200).json({ ...paged, results: paged.results.map((order) => presentOrder(db, order)) });
  });
}

/** GET /orders/topics. Registered before /orders/{id} so "topics" is not taken for an order number. */
function getOrdersTopics(http: ApiHttp): HttpHandler {
  return http.get('/orders/topics', ({ request, response }) => {
    requireUser(getDb(), request);
    return response(200).json(orderTopics(readLanguage(queryOf(request))));
  });
}

/** GET /orders/{id} */
function getOrdersId(http: ApiHttp): HttpHandler {
  return http.get('/orders/{id}', ({ request, params, response }) => {
    const db = getDb();
    const user = requireUser(db, request);
    return response(200).json(presentOrder(db, visibleOrder(db, user, params.id)));
  });
}

/** POST /orders/{id}/{positionId}/document */
function postOrdersIdPositionIdDocument(http: ApiHttp): HttpHandler {
  return http.post('/orders/{id}/{positionId}/document', async ({ request, params, response }) => {
    const db = getDb();
    const user = requireUser(db, request);
    const order = visibleOrder(db, user, params.id);
    if (!order.positions.some((position) => String(position.id) === params.positionId)) {
      return fails.notFound('Die Position existiert nicht.');
    }
    const body = await readBody(request, 'RequiredDocumentRequest');
    const result = idempotentWrite(
      db,
      request,
      user.id,
      `POST /orders/${order.id}/${params.positionId}/document`,
      body,
      () => {
        const receipt = { id: nextReceiptId(db, 'DOK'), created_at: isoDateTime(Date.now()) };
        db.submissions.push({ kind: 'documents', receipt, userId: user.id, body });
        return { status: 201, body: receipt };
      },
    );
    return response(201).json(result.body, { headers: replayHeaders(result) });
  });
}

/** POST /orders/{id}/complaint */
function postOrdersIdComplaint(http: ApiHttp): HttpHandler {
  return http.post('/orders/{id}/complaint', async ({ request, params, response }) => {
    const db = getDb();
    const user = requireUser(db, request);
    const order = visibleOrder(db, user, params.id);
    const body = await readBody(request, 'ComplaintRequest');
    const positionId = body.complaint.positionId;
    if (positionId !== undefined && !order.positions.some((position) => position.id === positionId)) {
      return fails.notFound('Die Position existiert nicht.');
    }
    if (body.complaint.message.trim() === '') {
      fails.validation([{ field: 'complaint.message', message: 'Bitte beschreiben Sie Ihre Reklamation.' }]);
    }
    const result = idempotentWrite(db, request, user.id, `POST /orders/${order.id}/complaint`, body, () => {
      const receipt = { id: nextReceiptId(db, 'REK'), created_at: isoDateTime(Date.now()) };
      db.submissions.push({ kind: 'complaint', receipt, userId: user.id, body });
      return { status: 201, body: receipt };
    });
    return response(201).json(result.body, { headers: replayHeaders(result) });
  });
}

/** POST /order */
function postOrder(http: ApiHttp): HttpHandler {
  return http.post('/order', async ({ request, response }) => {
    const db = getDb();
    const user = requireUser(db, request);
    requireScope(user, 'ROLE_INTERNAL_BASKET');
    const body = await readBody(request, 'OrderCreateRequest');
    const form = body.order_create;
    const result = idempotentWrite(db, request, user.id, 'POST /order', body, () => {
      requireVisibleCustomer(db, user, form.customerId);
      const unknown = form.positions.findIndex((position) => !db.productsById.has(position.productId));
      if (unknown >= 0) {
        fails.validation([
          { field: `order_create.positions.${unknown}.productId`, message: 'Das Produkt existiert nicht.' },
        ]);
      }
      if (form.type === 'offer' && form.positions.length === 0 && (form.customPositions ?? []).length === 0) {
        fails.validation([
          { field: 'order_create.positions', message: 'Bitte geben Sie mindestens eine Position an.' },
        ]);
      }
      const now = Date.now();
      let id: string;
      if (form.type === 'order') {
        // A reorder shows up in the order history at once, as an open order.
        db.sequence.order += 17;
        id = String(db.sequence.order);
        db.orders.push({
          id,
          customerId: form.customerId,
          customer_order_id: form.reference?.trim() || null,
          date: isoDate(now),
          status: 'open',
          invoice_file_id: null,
          positions: form.positions.map((position, index) => ({
            id: (index + 1) * 10,
            productId: position.productId,
            amount: position.amount,
            unit: position.unit,
            documentIds: [],
          })),
        });
      } else {
        id = nextReceiptId(db, 'ANG');
      }
      const receipt = { id, created_at: isoDateTime(now) };
      db.submissions.push({ kind: form.type, receipt, userId: user.id, body });
      return { status: 201, body: receipt };
    });
    return response(201).json(result.body, { headers: replayHeaders(result) });
  });
}
