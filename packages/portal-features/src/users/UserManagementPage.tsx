import type { AssignedRoleName, User } from '@kundenportal/api-client';
import { Button, Cell, Column, InlineAlert, Link, Row, Select, TextField } from '@kundenportal/ui';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useLocation, useSearchParams } from 'react-router-dom';
import { fieldLimits, withoutHiddenCharacters } from '../shared/forms';
import { useIntl, useLocalizedPath } from '../shared/i18n';
import { PagedTable } from '../shared/lists';
import { PageFrame } from '../shared/page';
import { isKnownRoleName, useAssignableRoles, useRoleLabel } from '../shared/roles';
import { useNotify } from '../shared/services';
import { useSession } from '../shared/session';
import { useUserActions, useUsers } from './api/usersApi';
import { DeleteUserDialog } from './DeleteUserDialog';
import { deleteLabel, editLabel, userMessages as m, resultCount } from './messages';
import * as styles from './UserManagementPage.css';
import {
  filterFromSearchParams,
  filterToSearchParams,
  hasSearchTerm,
  toApiFilter,
  type UserFilterValues,
} from './userFilter';

const ANY_ROLE = 'any';
const fullName = (user: User) => `${user.first_name} ${user.last_name}`;

/** /user/usermanagement (spec §2): search users, page through them, export them, delete them. */
export function UserManagementPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const href = useLocalizedPath();
  const location = useLocation();
  const { user: me } = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // The applied search is what the URL says; the form holds the draft until the user searches.
  const applied = useMemo(() => filterFromSearchParams(new URLSearchParams(searchKey)), [searchKey]);
  const isSearching = hasSearchTerm(applied);
  const apiFilter = useMemo(() => (isSearching ? toApiFilter(applied) : null), [isSearching, applied]);
  const list = useUsers(apiFilter);
  const roles = useAssignableRoles('usermanagement');
  const roleLabel = useRoleLabel();
  const { exportUsers } = useUserActions();

  const [draft, setDraft] = useState<UserFilterValues>(applied);
  // Back/forward or a link changes the URL: the form follows what is shown.
  useEffect(() => setDraft(applied), [applied]);
  const [missingTerm, setMissingTerm] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const [deleting, setDeleting] = useState<User>();
  const [isExporting, setExporting] = useState(false);

  const { page, pages, setPage, isLoading, failure } = list;
  // The last user of the last page was deleted: show the page before instead of an empty one.
  useEffect(() => {
    if (!isLoading && !failure && pages > 0 && page > pages) setPage(pages);
  }, [isLoading, failure, page, pages, setPage]);

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!hasSearchTerm(draft)) {
      setMissingTerm(true);
      formRef.current?.querySelector('input')?.focus();
      return;
    }
    setMissingTerm(false);
    setSearchParams(filterToSearchParams(draft));
  };
  const reset = () => {
    setMissingTerm(false);
    setSearchParams(new URLSearchParams());
  };
  const change = (field: keyof UserFilterValues) => (raw: string) => {
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

  const runExport = async () => {
    if (!apiFilter || isExporting) return;
    setExporting(true);
    const result = await exportUsers(apiFilter);
    setExporting(false);
    // Unreachable and an ended session are handled by the client (out of service, home).
    if (result.kind === 'ok') notify(t(m.exported), 'success');
    else if (result.kind === 'rejected') notify(t(m.exportFailed), 'error');
  };

  const roleItems = [{ id: ANY_ROLE, label: t(m.anyRole) }, ...roles.roles, ...roles.clients];
  const returnHere = encodeURIComponent(location.pathname + location.search);

  return (
    <PageFrame
      title={t(m.title)}
      lead={<p className={styles.muted}>{t(m.lead)}</p>}
      actions={
        <Button
          variant="secondary"
          isDisabled={!isSearching || isExporting || list.count === 0}
          onPress={() => void runExport()}
        >
          {t(m.export)}
        </Button>
      }
    >
      <div className={styles.stack}>
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

        {!isSearching ? (
          <p className={styles.muted}>{t(m.startHint)}</p>
        ) : (
          <PagedTable
            list={list}
            label={t(m.tableLabel)}
            failureText={t(m.loadFailed)}
            emptyText={t(m.noResults)}
            countText={(count) => t(resultCount, { count })}
            columns={
              <>
                <Column isRowHeader>{t(m.columnName)}</Column>
                <Column>{t(m.columnEmail)}</Column>
                <Column>{t(m.columnCompany)}</Column>
                <Column>{t(m.columnCustomerNumbers)}</Column>
                <Column>{t(m.columnRoles)}</Column>
                <Column>{t(m.columnActions)}</Column>
              </>
            }
          >
            {(user) => {
              const isMe = user.id === me?.id;
              return (
                <Row id={user.id}>
                  <Cell>
                    <span className={styles.lines}>
                      <strong>{fullName(user)}</strong>
                      {isMe && <span className={styles.muted}>{t(m.itsYou)}</span>}
                    </span>
                  </Cell>
                  <Cell>{user.email}</Cell>
                  <Cell>{user.company_name ?? ''}</Cell>
                  <Cell>{user.customers.map((customer) => customer.id).join(', ')}</Cell>
                  <Cell>{user.assigned_roles_names.map(roleLabel).join(', ')}</Cell>
                  <Cell>
                    <span className={styles.rowActions}>
                      <Link
                        href={href(`/user/edit/${user.id}?from=${returnHere}`)}
                        aria-label={t(editLabel, { name: fullName(user) })}
                      >
                        {t(m.edit)}
                      </Link>
                      {/* Spec §6 'is me': nobody deletes themself; the reason is in the name cell. */}
                      <Button
                        size="small"
                        variant="danger"
                        isDisabled={isMe}
                        aria-label={t(deleteLabel, { name: fullName(user) })}
                        onPress={() => setDeleting(user)}
                      >
                        {t(m.delete)}
                      </Button>
                    </span>
                  </Cell>
                </Row>
              );
            }}
          </PagedTable>
        )}
      </div>
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(undefined)}
        redirectTo={href('/user/usermanagement')}
      />
    </PageFrame>
  );
}
