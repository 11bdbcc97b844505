import type { User } from '@kundenportal/api-client';
import { Button, lazyOverlay, usePreloadWhenIdle } from '@kundenportal/ui';
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAssignableRoles } from '../domain/roles';
import { useIntl } from '../shared/i18n';
import { commonMessages } from '../shared/messages';
import { PageFrame } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import { useUsers } from './api/usersApi';
import { DeleteUserDialog } from './DeleteUserDialog';
import { userMessages as m } from './messages';
import { UserFilterForm } from './UserFilterForm';
import * as styles from './UserManagementPage.css';
import { filterFromSearchParams, filterToSearchParams, hasSearchTerm, toApiFilter } from './userFilter';
import { useUserExport } from './useUserExport';

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
  usePreloadWhenIdle(UserResults);

  const [deleting, setDeleting] = useState<User>();
  const { runExport, isExporting } = useUserExport(apiFilter);

  const { page, pages, setPage, isLoading, failure } = list;
  // The last user of the last page was deleted: show the page before instead of an empty one.
  useEffect(() => {
    if (!isLoading && !failure && pages > 0 && page > pages) setPage(pages);
  }, [isLoading, failure, page, pages, setPage]);

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
        <UserFilterForm
          applied={applied}
          isSearching={isSearching}
          roleChoices={[...roles.roles, ...roles.clients]}
          onSearch={(draft) => setSearchParams(filterToSearchParams(draft))}
          onReset={() => setSearchParams(new URLSearchParams())}
          // Whoever sets a filter is about to search: the results' code loads meanwhile (a failed load shows on
          // the page's error screen).
          onDraft={() => UserResults.preload().catch(() => undefined)}
        />

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
