import type { AssignedRoleName, User } from '@kundenportal/api-client';
import { Button, InlineAlert, lazyOverlay, Select, TextField, usePreloadWhenIdle } from '@kundenportal/ui';
import { type FormEvent, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form } from 'react-aria-components/Form';
import { useSearchParams } from 'react-router-dom';
import { isKnownRoleName, useAssignableRoles } from '../domain/roles';
import { fieldLimits, withoutHiddenCharacters } from '../shared/forms';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { useNotify } from '../shared/services';
import { useSession } from '../shared/session';
import { useUserActions, useUsers } from './api/usersApi';
import { DeleteUserDialog } from './DeleteUserDialog';
import { userMessages as m } from './messages';
import * as styles from './UserManagementPage.css';
import {
  filterFromSearchParams,
  filterToSearchParams,
  hasSearchTerm,
  toApiFilter,
  type UserFilterValues,
} from './userFilter';

const ANY_ROLE = 'any';

/**
 * The results table and its react-aria grid code (~35 KB gzip) load apart: the page opens on the filter, the
 * table shows only once a search runs, and its code is in by then (loaded at idle, or beside the search's own
 * request when the page opens on a search from its link).
 */
const UserResults = lazyOverlay(async () => (await import('./UserResults')).UserResults);

/** /user/usermanagement (spec §2): search users, page through them, export them, delete them. */
export function UserManagementPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const href = usePageHref();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchKey = searchParams.toString();
  // The applied search is what the URL says; the form holds the draft until the user searches.
  const applied = useMemo(() => filterFromSearchParams(new URLSearchParams(searchKey)), [searchKey]);
  const isSearching = hasSearchTerm(applied);
  const apiFilter = useMemo(() => (isSearching ? toApiFilter(applied) : null), [isSearching, applied]);
  const list = useUsers(apiFilter);
  const roles = useAssignableRoles('usermanagement');
  const { user: me } = useSession();
  // One function per answer of GET /roles, so the result rows are drawn again when the rights arrive.
  const mayManage = useCallback((user: User) => roles.mayManage(user, me), [roles, me]);
  const { exportUsers } = useUserActions();
  usePreloadWhenIdle(UserResults);

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
    // Whoever types a filter is about to search: the results' code loads while they type.
    UserResults.preload().catch(() => undefined); // a failed load shows on the page's error screen
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
                UserResults.preload().catch(() => undefined); // a search by role alone is coming too
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
          <Suspense fallback={<p className={styles.muted}>{t(commonMessages.loading)}</p>}>
            <UserResults
              list={list}
              onDelete={setDeleting}
              mayManage={mayManage}
              rightsLoading={roles.isLoading}
            />
          </Suspense>
        )}
      </div>
      <DeleteUserDialog
        user={deleting}
        onClose={() => setDeleting(undefined)}
        redirectTo={href('usermanagement')}
      />
    </PageFrame>
  );
}
