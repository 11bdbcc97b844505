import type { AssignedRoleName } from '@kundenportal/api-client';
import { Button, InlineAlert, Select, TextField } from '@kundenportal/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { isKnownRoleName } from '../domain/roles';
import { fieldLimits, focusFirstField, withoutHiddenCharacters } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { userMessages as m } from './messages';
import * as styles from './UserManagementPage.css';
import { hasSearchTerm, type UserFilterValues } from './userFilter';

const ANY_ROLE = 'any';

export interface UserFilterFormProps {
  /** The search the URL shows; the form holds the draft until the user searches. */
  applied: UserFilterValues;
  isSearching: boolean;
  /** The roles and clients to filter by; 'any role' comes first. */
  roleChoices: { id: string; label: string }[];
  onSearch(filter: UserFilterValues): void;
  onReset(): void;
  /** A filter was set: a search is near. */
  onDraft(): void;
}

/** The user list's filter: at least one of customer number, last name, e-mail or role, else an alert says so. */
export function UserFilterForm({
  applied,
  isSearching,
  roleChoices,
  onSearch,
  onReset,
  onDraft,
}: UserFilterFormProps) {
  const t = useIntl().formatMessage;
  const [draft, setDraft] = useState<UserFilterValues>(applied);
  // Back/forward or a link changes the URL: the form follows what is shown.
  useEffect(() => setDraft(applied), [applied]);
  const [missingTerm, setMissingTerm] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const roleItems = [{ id: ANY_ROLE, label: t(m.anyRole) }, ...roleChoices];

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasSearchTerm(draft)) {
      setMissingTerm(true);
      // The alert says why; the keyboard goes back to the first filter.
      focusFirstField(formRef.current);
      return;
    }
    setMissingTerm(false);
    onSearch(draft);
  };
  const reset = () => {
    setMissingTerm(false);
    onReset();
  };
  const change = (field: keyof UserFilterValues) => (raw: string) => {
    onDraft();
    // A pasted name or address may carry zero-width or direction marks that would make the search miss.
    const value = field === 'role' ? raw : withoutHiddenCharacters(raw);
    setDraft((previous) => ({ ...previous, [field]: value }));
    if (value.trim()) setMissingTerm(false);
  };
  /** A text filter, stopping where the contract's `UserFilter` does. */
  const textFilter = (
    field: 'customerNumber' | 'lastName' | 'email',
    apiField: keyof typeof fieldLimits.userFilter,
  ) => ({
    name: field,
    value: draft[field],
    onChange: change(field),
    maxLength: fieldLimits.userFilter[apiField],
  });

  return (
    <Form
      ref={formRef}
      className={styles.filterForm}
      onSubmit={search}
      validationBehavior="aria"
      aria-labelledby="user-filter-title"
      role="search"
    >
      <h2 id="user-filter-title" className={styles.filterTitle}>
        {t(m.filterTitle)}
      </h2>
      <div className={styles.filterFields}>
        <TextField
          {...textFilter('customerNumber', 'customer_number')}
          label={t(m.customerNumber)}
          inputMode="numeric"
        />
        <TextField {...textFilter('lastName', 'last_name')} label={t(m.lastName)} />
        <TextField {...textFilter('email', 'email')} label={t(m.email)} />
        <Select
          label={t(m.role)}
          name="role"
          items={roleItems}
          value={draft.role === '' ? ANY_ROLE : draft.role}
          onChange={(key) => {
            onDraft(); // a search by role alone is coming too
            const role = typeof key === 'string' && isKnownRoleName(key) ? (key as AssignedRoleName) : '';
            setDraft((previous) => ({ ...previous, role }));
            if (role) setMissingTerm(false);
          }}
        />
      </div>
      {missingTerm && (
        <InlineAlert type="error" role="alert">
          {t(m.needOneField)}
        </InlineAlert>
      )}
      <div className={styles.buttons}>
        <Button type="submit">{t(m.search)}</Button>
        <Button variant="tertiary" onPress={reset} isDisabled={!isSearching && !hasSearchTerm(draft)}>
          {t(m.resetFilter)}
        </Button>
      </div>
    </Form>
  );
}
