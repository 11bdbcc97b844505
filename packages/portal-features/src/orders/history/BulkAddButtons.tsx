import type { Order } from '@kundenportal/api-client';
import { Button, Icon } from '@kundenportal/ui';
import { useState } from 'react';
import { type ProductListKind, useProductListActions } from '../../domain/productLists';
import { useIntl } from '../../shared/i18n';
import { bulkAddLabelMessage, orderMessages as m } from '../messages';

const texts = { basket: m.allToBasket, favorites: m.allToFavorites } as const;

/** "Add all positions" to one list, with the shared bulk-add rules and counts (spec §4); gone where the list is not. */
function BulkAddButton({ kind, order }: { kind: ProductListKind; order: Order }) {
  const intl = useIntl();
  const actions = useProductListActions(kind);
  const [isPending, setPending] = useState(false);
  if (!actions.isAvailable) return null;
  const text = intl.formatMessage(texts[kind]);
  const press = async () => {
    if (isPending) return;
    setPending(true);
    try {
      await actions.addMany(
        order.positions.map((position) => ({
          product: {
            id: position.material_number,
            description: position.product.description,
            unit: position.unit,
          },
          amount: position.amount,
          unit: position.unit,
        })),
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size="small"
      // The visible text first, so speech input finds the button by what it reads; the order tells them apart.
      aria-label={intl.formatMessage(bulkAddLabelMessage, { action: text, id: order.id })}
      aria-disabled={isPending || undefined}
      onPress={press}
    >
      <Icon name={kind === 'basket' ? 'basket' : 'bookmark'} size="small" />
      <span>{text}</span>
    </Button>
  );
}

export function BulkAddButtons({ order }: { order: Order }) {
  return (
    <>
      <BulkAddButton kind="basket" order={order} />
      <BulkAddButton kind="favorites" order={order} />
    </>
  );
}
