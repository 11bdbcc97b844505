import type { Product } from '@kundenportal/api-client';
import { type ReactNode, useCallback } from 'react';
import { AddToListButton } from '../productLists';

/**
 * Add to basket / add to favourites for a product, with the unit of its last order. The shared buttons
 * leave themselves out where the user may not use the list now (scope, staff view, no company – spec §6).
 */
export function useProductActions(): (product: Product) => ReactNode {
  return useCallback(
    (product: Product) => (
      <>
        <AddToListButton kind="basket" product={product} unit={product.unit} appearance="text" />
        <AddToListButton kind="favorites" product={product} unit={product.unit} appearance="text" />
      </>
    ),
    [],
  );
}
