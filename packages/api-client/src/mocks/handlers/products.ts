/** Product search: public with a few results, or over the products the user's companies ordered. */
import type { HttpHandler } from 'msw';
import { isClientId } from '../data/roles';
import type { ClientId, ProductRecord } from '../data/types';
import { getDb } from '../db';
import { fails } from '../errors';
import { paginate, presentProduct } from '../present';
import { queryOf, readInt, readPaging } from '../query';
import { hasScope, optionalUser } from '../session';
import { requireVisibleCustomer, visibleCustomers } from '../visibility';
import type { ApiHttp } from './http';

/** Results a visitor without login sees; the portal then asks them to log in. */
export const PUBLIC_SEARCH_LIMIT = 5;

/** `%` is the wildcard; everything else matches literally, anywhere in the text, ignoring case. */
function matcher(term: string): RegExp {
  const pattern = term
    .split('%')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(pattern, 'i');
}

export function productHandlers(http: ApiHttp): HttpHandler[] {
  return [
    http.get('/products/search', ({ request, response }) => {
      const db = getDb();
      const user = optionalUser(db, request);
      const query = queryOf(request);
      const term = (query.get('term') ?? '').trim();
      if (!term) return fails.badRequest('Bitte geben Sie einen Suchbegriff ein.');
      const rawClient = query.get('client');
      if (rawClient && !isClientId(rawClient))
        return fails.badRequest('Der Parameter „client“ ist ungültig.');
      const client: ClientId | null = rawClient && isClientId(rawClient) ? rawClient : null;
      const pattern = matcher(term);
      const matches = (product: ProductRecord) =>
        pattern.test(product.id) || pattern.test(product.name) || pattern.test(product.description);

      if (!user) {
        const found = db.products
          .filter((product) => product.client === (client ?? 'client_kundenportal') && matches(product))
          .sort((a, b) => a.name.localeCompare(b.name, 'de'));
        // One page of at most five, but `count` is the true total, so the portal can say "5 of 37" and
        // why logging in is worth it.
        const shown = found.slice(0, PUBLIC_SEARCH_LIMIT).map((product) => presentProduct(db, product, null));
        return response(200).json({
          ...paginate(shown, 1, PUBLIC_SEARCH_LIMIT),
          count: found.length,
        });
      }

      const { page, limit } = readPaging(query);
      const customer = readInt(query, 'customer');
      const customerIds = new Set(
        customer
          ? [requireVisibleCustomer(db, user, customer).id]
          : visibleCustomers(db, user).map((c) => c.id),
      );
      const clients = client ? [client] : user.clients;
      const lastOrdered = new Map<string, string>();
      for (const order of db.orders) {
        if (!customerIds.has(order.customerId)) continue;
        for (const position of order.positions) {
          const previous = lastOrdered.get(position.productId);
          if (!previous || previous < order.date) lastOrdered.set(position.productId, order.date);
        }
      }
      const found = db.products
        .filter(
          (product) => lastOrdered.has(product.id) && clients.includes(product.client) && matches(product),
        )
        .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id.localeCompare(b.id));
      const paged = paginate(found, page, limit);
      // When a company last ordered a product is the product overview's: without its scope the field is null.
      const seesOverview = hasScope(user, 'ROLE_INTERNAL_PRODUCT_OVERVIEW');
      return response(200).json({
        ...paged,
        results: paged.results.map((product) =>
          presentProduct(db, product, seesOverview ? (lastOrdered.get(product.id) ?? null) : null),
        ),
      });
    }),
  ];
}
