import { Button, Icon } from '@kundenportal/ui';
import { useState } from 'react';
import { useIntl } from '../../shared/i18n';
import type { ListProduct } from './bulkAdd';
import type { ProductListKind } from './endpoints';
import { addToListLabel, addToListText } from './messages';
import { useProductListActions } from './useProductListActions';

export interface AddToListButtonProps {
  kind: ProductListKind;
  /** Needs the material number; its description (or name) names the button. */
  product: ListProduct & { name?: string | null };
  amount?: number;
  unit?: string;
  /** `icon` for table rows (the name stays in the accessible name), `text` where there is room. */
  appearance?: 'icon' | 'text';
  size?: 'small' | 'medium';
}

/**
 * Puts one product into the basket or the favourites, from any feature (search hits, order positions, my
 * products). Gone when the user may not use that list now (scope, staff view, no company – spec §6). The
 * press is ignored while the call runs, so a double-click adds once.
 */
export function AddToListButton({
  kind,
  product,
  amount,
  unit,
  appearance = 'icon',
  size = 'small',
}: AddToListButtonProps) {
  const intl = useIntl();
  const actions = useProductListActions(kind);
  const [isPending, setPending] = useState(false);
  if (!actions.isAvailable) return null;
  const name = product.description || product.name || product.id || '';
  const label = intl.formatMessage(addToListLabel[kind], { product: name });
  const icon = <Icon name={kind === 'basket' ? 'basket' : 'bookmark'} size="small" />;
  const press = async () => {
    if (isPending) return;
    setPending(true);
    try {
      await actions.add(product, amount, unit);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="secondary"
      size={size}
      iconOnly={appearance === 'icon'}
      aria-label={label}
      aria-disabled={isPending || undefined}
      onPress={press}
    >
      {icon}
      {appearance === 'text' && <span>{intl.formatMessage(addToListText[kind])}</span>}
    </Button>
  );
}
