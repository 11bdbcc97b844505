import type { ProductListItem } from '@kundenportal/api-client';
import { Button, Checkbox, Icon, NumberField, VisuallyHidden } from '@kundenportal/ui';
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { formatAmount, shortName } from '../../shared/format';
import { useIntl, useLocale } from '../../shared/i18n';
import { amountLabel, amountSaved, entryMessages as m, removeLabel, selectLabel } from './messages';
import * as styles from './ProductListEntries.css';
import { useEntryAmount } from './useEntryAmount';

export interface ProductListEntriesProps {
  items: readonly ProductListItem[];
  /** Names the list for assistive tech, e.g. 'Einträge im Warenkorb'. */
  label: string;
  /** Saves a new amount; resolves whether it was saved (the actions give the failure notice). */
  onAmountChange(productId: string, amount: number, unit: string): Promise<boolean>;
  /** Resolves whether the entry was removed; then focus moves to the neighbouring entry. */
  onRemove(productId: string): Promise<boolean>;
  /** With selection, each entry gets a checkbox (favourites: move the selected ones to the basket). */
  selection?: { selected: ReadonlySet<string>; onChange(selected: Set<string>): void };
  /** More actions per entry, after the amount (e.g. 'in den Warenkorb'). */
  entryActions?: (item: ProductListItem) => ReactNode;
}

/**
 * The entries of the basket or the favourites: product (30 characters, the full name on hover and for
 * assistive tech), material number, amount with unit – edited in place and saved when the field is left or
 * Enter is pressed – and remove. A list of entries rather than a grid: each entry holds form fields, and a
 * grid's arrow-key navigation would fight the number field's own keys.
 */
export function ProductListEntries({
  items,
  label,
  onAmountChange,
  onRemove,
  selection,
  entryActions,
}: ProductListEntriesProps) {
  const [announcement, setAnnouncement] = useState('');
  const locale = useLocale();
  const listRef = useRef<HTMLUListElement>(null);
  // The entries are memoised (a basket may hold 200; after every save the list comes back as new objects):
  // they get callbacks that never change and call the latest props, so an answer re-renders only the entry
  // whose values changed – a 200-line re-render took a ~300 ms frame that swallowed the next keystrokes.
  const latest = useRef({ onAmountChange, onRemove });
  useEffect(() => {
    latest.current = { onAmountChange, onRemove };
  });
  const changeAmount = useCallback(
    (productId: string, amount: number, unit: string) =>
      latest.current.onAmountChange(productId, amount, unit),
    [],
  );
  // The removed entry's button is gone: focus goes to the entry now in its place (or the one before), and to
  // the page heading when the list is empty, never to the document body.
  const removeAndRefocus = useCallback(async (productId: string, index: number) => {
    const removed = await latest.current.onRemove(productId);
    if (!removed) return removed;
    requestAnimationFrame(() => {
      const buttons = listRef.current?.querySelectorAll<HTMLElement>('[data-remove-entry]') ?? [];
      const next = buttons[Math.min(index, buttons.length - 1)];
      (next ?? document.querySelector<HTMLElement>('h1[tabindex="-1"]'))?.focus();
    });
    return removed;
  }, []);
  return (
    // The number fields read and write amounts in the page's language: '12,5' is 12.5 in German.
    <I18nProvider locale={locale}>
      <ul ref={listRef} className={styles.list} aria-label={label}>
        {items.map((item, index) => (
          <Entry
            key={item.product.id}
            item={item}
            index={index}
            onAmountChange={changeAmount}
            onRemove={removeAndRefocus}
            onSaved={setAnnouncement}
            selection={selection}
            actions={entryActions?.(item)}
          />
        ))}
      </ul>
      <VisuallyHidden>
        <output aria-live="polite">{announcement}</output>
      </VisuallyHidden>
    </I18nProvider>
  );
}

interface EntryProps extends Pick<ProductListEntriesProps, 'onAmountChange' | 'selection'> {
  item: ProductListItem;
  /** The entry's place in the list: where focus goes once it is removed. */
  index: number;
  onRemove(productId: string, index: number): Promise<boolean>;
  onSaved(text: string): void;
  actions?: ReactNode;
}

/** Same entry, same values: the list's answers are fresh objects even where nothing changed. */
const sameEntry = (previous: EntryProps, next: EntryProps) =>
  previous.item.product.id === next.item.product.id &&
  previous.item.product.description === next.item.product.description &&
  previous.item.amount === next.item.amount &&
  previous.item.unit === next.item.unit &&
  previous.index === next.index &&
  previous.onAmountChange === next.onAmountChange &&
  previous.onRemove === next.onRemove &&
  previous.onSaved === next.onSaved &&
  previous.selection === next.selection &&
  previous.actions === next.actions;

const Entry = memo(function Entry({
  item,
  index,
  onAmountChange,
  onRemove,
  onSaved,
  selection,
  actions,
}: EntryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { product, unit } = item;
  const name = product.description;
  const [isRemoving, setRemoving] = useState(false);
  const { draft, change } = useEntryAmount(
    item,
    (amount) => onAmountChange(product.id, amount, unit),
    (amount) =>
      onSaved(intl.formatMessage(amountSaved, { product: name, amount: formatAmount(amount, unit, locale) })),
  );
  const error = Number.isNaN(draft)
    ? intl.formatMessage(m.amountRequired)
    : draft <= 0
      ? intl.formatMessage(m.amountPositive)
      : undefined;

  const remove = async () => {
    if (isRemoving) return;
    setRemoving(true);
    try {
      await onRemove(product.id, index);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <li className={styles.entry}>
      {selection && (
        <div className={styles.select}>
          <Checkbox
            label={
              <VisuallyHidden elementType="span">
                {intl.formatMessage(selectLabel, { product: name })}
              </VisuallyHidden>
            }
            isSelected={selection.selected.has(product.id)}
            onChange={(isSelected) => {
              const next = new Set(selection.selected);
              if (isSelected) next.add(product.id);
              else next.delete(product.id);
              selection.onChange(next);
            }}
          />
        </div>
      )}
      <div className={styles.product}>
        <span className={styles.name} title={name.length > 30 ? name : undefined}>
          <span aria-hidden={name.length > 30 || undefined}>{shortName(name)}</span>
          {name.length > 30 && <VisuallyHidden elementType="span">{name}</VisuallyHidden>}
        </span>
        <span className={styles.material}>
          {intl.formatMessage(m.materialNumber)} {product.id}
        </span>
      </div>
      <div className={styles.amount}>
        <NumberField
          label={intl.formatMessage(m.amount)}
          aria-label={intl.formatMessage(amountLabel, { product: name })}
          value={draft}
          onChange={change}
          unit={unit}
          isRequired
          errorMessage={error}
          isInvalid={error !== undefined}
          formatOptions={{ maximumFractionDigits: 3 }}
          incrementLabel={intl.formatMessage(m.increase)}
          decrementLabel={intl.formatMessage(m.decrease)}
        />
      </div>
      <div className={styles.actions}>
        {actions}
        <Button
          variant="secondary"
          size="small"
          iconOnly
          aria-label={intl.formatMessage(removeLabel, { product: name })}
          // Not isPending: react-aria announces it by pointing at this button, which is gone once removed. Not
          // isDisabled either: a disabled button drops the keyboard focus.
          aria-disabled={isRemoving || undefined}
          data-remove-entry
          onPress={remove}
        >
          <Icon name="trash" size="small" />
        </Button>
      </div>
    </li>
  );
}, sameEntry);
