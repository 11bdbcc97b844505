import type { ProductListItem } from '@kundenportal/api-client';
import { Button, Checkbox, Inline } from '@kundenportal/ui';
import { useState } from 'react';
import { useProductListActions } from '../domain/productLists';
import { useIntl } from '../shared/i18n';
import { basketMessages as m, selectedToBasket } from './messages';

/** The favourites' selection: all at once, and the chosen entries into the basket (then none is chosen). */
export function SelectedToBasket({
  items,
  selected,
  onSelectedChange,
}: {
  items: readonly ProductListItem[];
  selected: ReadonlySet<string>;
  onSelectedChange(selected: ReadonlySet<string>): void;
}) {
  const intl = useIntl();
  const basket = useProductListActions('basket');
  const [isMoving, setMoving] = useState(false);
  // Only entries still on the list count as selected (another tab may have removed one).
  const selectedItems = items.filter((item) => selected.has(item.product.id));
  const allSelected = items.length > 0 && selectedItems.length === items.length;

  const moveSelected = async () => {
    if (isMoving || selectedItems.length === 0) return;
    setMoving(true);
    try {
      const outcome = await basket.addMany(
        selectedItems.map(({ product, amount, unit }) => ({ product, amount, unit })),
      );
      if (outcome.type !== 'error') onSelectedChange(new Set());
    } finally {
      setMoving(false);
    }
  };

  return (
    <Inline gap="medium" alignY="center" wrap>
      <Checkbox
        label={intl.formatMessage(m.selectAll)}
        isSelected={allSelected}
        isIndeterminate={selectedItems.length > 0 && !allSelected}
        onChange={(isSelected) =>
          onSelectedChange(new Set(isSelected ? items.map((item) => item.product.id) : []))
        }
      />
      <Button size="small" isDisabled={selectedItems.length === 0 || isMoving} onPress={moveSelected}>
        {intl.formatMessage(selectedToBasket, { count: selectedItems.length })}
      </Button>
    </Inline>
  );
}
