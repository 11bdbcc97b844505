/** Matches quick-order lines to products through the product search (GET /products/search). */
import type { ApiClient, ClientId, Language, Product } from '@kundenportal/api-client';
import { callApi } from '../../shared/api';
import type { QuickOrderLine } from './parseQuickOrder';

export type Match =
  | { line: QuickOrderLine; kind: 'found'; product: Product }
  | { line: QuickOrderLine; kind: 'unknown' | 'ambiguous' | 'failed' };

/** At most this many searches at once: 200 lines must not open 200 connections. */
const parallel = 4;

interface SearchScope {
  customer: number;
  language: Language;
  client?: ClientId;
}

/**
 * One search per line. The material number is the product id, so only an exact id counts as found; a
 * number that only partly matches several products is ambiguous, one that matches nothing unknown.
 */
export async function matchProducts(
  api: ApiClient,
  lines: readonly QuickOrderLine[],
  scope: SearchScope,
): Promise<Match[]> {
  const matches: Match[] = new Array(lines.length);
  let next = 0;
  const worker = async () => {
    while (next < lines.length) {
      const index = next++;
      const line = lines[index] as QuickOrderLine;
      const result = await callApi(() =>
        api.GET('/products/search', {
          params: {
            query: {
              term: line.materialNumber,
              page: 1,
              limit: 100,
              customer: scope.customer,
              language: scope.language,
              ...(scope.client ? { client: scope.client } : {}),
            },
          },
        }),
      );
      if (result.kind !== 'ok') {
        matches[index] = { line, kind: 'failed' };
        continue;
      }
      const exact = result.data.results.find((product) => product.id === line.materialNumber);
      matches[index] = exact
        ? { line, kind: 'found', product: exact }
        : { line, kind: result.data.count > 0 ? 'ambiguous' : 'unknown' };
    }
  };
  await Promise.all(Array.from({ length: Math.min(parallel, lines.length) }, worker));
  return matches;
}
