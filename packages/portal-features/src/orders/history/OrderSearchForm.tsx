import { type CalendarDate, parseDate } from '@internationalized/date';
import { Button, DateField, TextField } from '@kundenportal/ui';
import { type FormEvent, useId, useState } from 'react';
import { fieldLimits, withoutHiddenCharacters } from '../../shared/forms';
import { useIntl } from '../../shared/i18n';
import { emptyOrderSearch, isSearching, type OrderSearch } from '../api/orderFilter';
import { orderMessages as m } from '../messages';
import * as styles from '../orders.css';

const toDate = (value: string): CalendarDate | null => {
  try {
    return value ? parseDate(value) : null;
  } catch {
    return null;
  }
};

/**
 * Search by order number, customer order number, product / material number and date range. The form edits
 * a draft; only "Suchen" (or Enter) applies it, so a half-typed number does not fire a request per key.
 */
export function OrderSearchForm({
  search,
  onSearch,
}: {
  search: OrderSearch;
  onSearch(search: OrderSearch): void;
}) {
  const intl = useIntl();
  const headingId = useId();
  // The draft follows the URL when it changes from outside (back button, a reset).
  const [draft, setDraft] = useState(search);
  const [applied, setApplied] = useState(search);
  if (applied !== search) {
    setApplied(search);
    setDraft(search);
  }
  // Pasted order numbers and references often carry zero-width or direction marks: they go at once.
  const set = (field: keyof OrderSearch) => (value: string) =>
    setDraft((previous) => ({ ...previous, [field]: withoutHiddenCharacters(value) }));
  const rangeInvalid = draft.from !== '' && draft.to !== '' && draft.to < draft.from;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rangeInvalid) return;
    onSearch(draft);
  };

  return (
    <form className={styles.searchForm} onSubmit={submit} aria-labelledby={headingId} noValidate>
      <h2 id={headingId} className={styles.searchTitle}>
        {intl.formatMessage(m.searchTitle)}
      </h2>
      <TextField
        label={intl.formatMessage(m.searchOrder)}
        value={draft.order}
        onChange={(value) => set('order')(value.replace(/\D/g, '').slice(0, fieldLimits.orderFilter.order))}
        inputMode="numeric"
        autoComplete="off"
      />
      <TextField
        label={intl.formatMessage(m.searchCustomerOrder)}
        value={draft.customerOrder}
        onChange={set('customerOrder')}
        maxLength={fieldLimits.orderFilter.customerOrder}
        autoComplete="off"
      />
      <TextField
        label={intl.formatMessage(m.searchMaterial)}
        value={draft.material}
        onChange={set('material')}
        maxLength={fieldLimits.orderFilter.material}
        autoComplete="off"
      />
      <DateField
        label={intl.formatMessage(m.searchFrom)}
        value={toDate(draft.from)}
        onChange={(value) => set('from')(value ? value.toString() : '')}
        granularity="day"
      />
      <DateField
        label={intl.formatMessage(m.searchTo)}
        value={toDate(draft.to)}
        onChange={(value) => set('to')(value ? value.toString() : '')}
        granularity="day"
        isInvalid={rangeInvalid}
        errorMessage={rangeInvalid ? intl.formatMessage(m.searchRangeInvalid) : undefined}
        validationBehavior="aria"
      />
      <div className={styles.formActions}>
        <Button type="submit">{intl.formatMessage(m.searchSubmit)}</Button>
        {(isSearching(search) || isSearching(draft)) && (
          <Button
            variant="secondary"
            onPress={() => {
              setDraft(emptyOrderSearch);
              onSearch(emptyOrderSearch);
            }}
          >
            {intl.formatMessage(m.searchReset)}
          </Button>
        )}
      </div>
    </form>
  );
}
