import type { User } from '@kundenportal/api-client';
import { Button, Cell, Column, Link, Row } from '@kundenportal/ui';
import { useLocation } from 'react-router-dom';
import { useRoleLabel } from '../domain/roles';
import type { PagedList } from '../shared/api';
import { useIntl } from '../shared/i18n';
import { PagedTable } from '../shared/lists';
import { commonMessages } from '../shared/messages';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import { deleteLabel, editLabel, userMessages as m, resultCount } from './messages';
import * as styles from './UserManagementPage.css';

const fullName = (user: User) => `${user.first_name} ${user.last_name}`;

/** The user search's results: a page of users with edit and delete per row (the list page loads it apart). */
export function UserResults({
  list,
  onDelete,
  mayManage,
  rightsLoading,
}: {
  list: PagedList<User>;
  onDelete: (user: User) => void;
  /** Whether the signed-in user may change and delete this user (the API's grant rules). */
  mayManage: (user: User) => boolean;
  /** GET /roles is still on its way: whom the user may manage is not known yet, so rows claim nothing. */
  rightsLoading: boolean;
}) {
  const t = useIntl().formatMessage;
  const href = usePageHref();
  const location = useLocation();
  const { user: me } = useSession();
  const roleLabel = useRoleLabel();
  const returnHere = encodeURIComponent(location.pathname + location.search);

  return (
    <PagedTable
      list={list}
      label={t(m.tableLabel)}
      failureText={t(m.loadFailed)}
      emptyText={t(m.noResults)}
      countText={(count) => t(resultCount, { count })}
      // The rights come with GET /roles, which may answer after the list.
      dependencies={[t, href, returnHere, me?.id, roleLabel, mayManage, rightsLoading]}
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
        if (!isMe && !mayManage(user))
          return (
            <Row id={user.id}>
              <Cell>
                <strong>{fullName(user)}</strong>
              </Cell>
              <Cell>{user.email}</Cell>
              <Cell>{user.company_name ?? ''}</Cell>
              <Cell>{user.customers.map((customer) => customer.id).join(', ')}</Cell>
              <Cell>{user.assigned_roles_names.map(roleLabel).join(', ')}</Cell>
              <Cell>
                <span className={styles.muted}>
                  {t(rightsLoading ? commonMessages.loading : m.notManageable)}
                </span>
              </Cell>
            </Row>
          );
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
                  href={`${href('edit', { id: user.id })}?from=${returnHere}`}
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
                  onPress={() => onDelete(user)}
                >
                  {t(m.delete)}
                </Button>
              </span>
            </Cell>
          </Row>
        );
      }}
    </PagedTable>
  );
}
