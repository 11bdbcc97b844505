import { Button, Checkbox } from '@kundenportal/ui';
import { useState } from 'react';
import { useIntl } from '../shared/i18n';
import * as styles from './DocumentsPage.css';
import { documentsMessages as m, selectedCount, shownCount } from './messages';

/** The documents checked for a bulk delete, by id; kept across pages and filters. */
export function useDocumentSelection() {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const change = (ids: readonly number[], isSelected: boolean) =>
    setSelected((previous) => {
      const next = new Set(previous);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return {
    selected,
    /** Checks or unchecks these documents. */
    change,
    clear: () => setSelected(new Set()),
    /** Keeps selected only what is still there (after a delete). */
    keepOnly: (remaining: ReadonlySet<number>) =>
      setSelected((previous) => new Set([...previous].filter((id) => remaining.has(id)))),
  };
}

interface SelectionBarProps {
  selected: ReadonlySet<number>;
  /** The ids of the documents on this page: what 'select all' checks. */
  shownIds: readonly number[];
  shown: number;
  total: number;
  onChange(ids: readonly number[], isSelected: boolean): void;
  onClear(): void;
  onRemoveSelected(): void;
}

/** Above the list: how many are shown and selected, select all shown, delete the selection, clear it. */
export function SelectionBar({
  selected,
  shownIds,
  shown,
  total,
  onChange,
  onClear,
  onRemoveSelected,
}: SelectionBarProps) {
  const intl = useIntl();
  const selectedShown = shownIds.filter((id) => selected.has(id));
  return (
    <div className={styles.toolbar}>
      <p className={styles.muted} role="status">
        {intl.formatMessage(shownCount, { shown, total })}
        {selected.size > 0 && ` · ${intl.formatMessage(selectedCount, { count: selected.size })}`}
      </p>
      <div className={styles.actions}>
        {shown > 0 && (
          <Checkbox
            label={intl.formatMessage(m.selectAll)}
            isSelected={selectedShown.length > 0 && selectedShown.length === shownIds.length}
            isIndeterminate={selectedShown.length > 0 && selectedShown.length < shownIds.length}
            onChange={(isSelected) => onChange(shownIds, isSelected)}
          />
        )}
        <Button variant="danger" size="small" isDisabled={selected.size === 0} onPress={onRemoveSelected}>
          {`${intl.formatMessage(m.removeSelected)} (${selected.size})`}
        </Button>
        {selected.size > 0 && (
          <Button variant="tertiary" size="small" onPress={onClear}>
            {intl.formatMessage(m.clearSelection)}
          </Button>
        )}
      </div>
    </div>
  );
}
