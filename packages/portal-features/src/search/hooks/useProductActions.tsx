import type { Product } from '@kundenportal/api-client';
import type { ReactNode } from 'react';

/**
 * Add to basket / add to favourites for a product, where the user holds the scope and is not in the staff
 * view. The actions themselves are shared (shared/productLists); until they land, nothing is offered.
 */
export function useProductActions(): ((product: Product) => ReactNode) | undefined {
  return undefined;
}
