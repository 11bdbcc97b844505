import type { ClientId, Role, RoleName, User } from '@kundenportal/api-client';
import { useCallback, useMemo } from 'react';
import { callApi, useStaffData } from '../../shared/api';
import { useIntl } from '../../shared/i18n';
import type { UserPage } from '../../shared/pages';
import { listRolesAnswer } from '../api/generated/listRoles';
import { isKnownRoleName, roleMessages } from './roleMessages';

export interface RoleOption<N extends string = string> {
  id: N;
  label: string;
}

export interface AssignableRoles {
  /** Functional roles (spec §3), in the server's order; empty while loading or when the fetch failed. */
  roles: RoleOption<RoleName>[];
  clients: RoleOption<ClientId>[];
  /** What the signed-in user may grant (the contract's grant ceiling and their own clients): all a form offers. */
  grantableRoles: RoleOption<RoleName>[];
  grantableClients: RoleOption<ClientId>[];
  /**
   * Whether the signed-in user may change `user`'s data and rights or delete them: every role and client
   * the user holds is one they may grant (the API refuses anything else with 403; this only spares the offer).
   */
  mayManage(user: Pick<User, 'id' | 'assigned_roles_names'>, me: { id: number } | undefined): boolean;
  isLoading: boolean;
  failed: boolean;
}

/** The label of any role or client name; a name we do not know is shown as sent. */
export function useRoleLabel(): (name: string) => string {
  const intl = useIntl();
  return useCallback(
    (name: string) => (isKnownRoleName(name) ? intl.formatMessage(roleMessages[name]) : name),
    [intl],
  );
}

/** GET /roles (spec §6: the role list is fetched from the server), for a staff page. */
export function useAssignableRoles(page: UserPage): AssignableRoles {
  const label = useRoleLabel();
  const { data, failure, isLoading } = useStaffData<Role[], Record<string, never>>({
    resource: 'roles',
    page,
    params: {},
    fetch: (api) => callApi(() => api.GET('/roles'), listRolesAnswer),
  });
  return useMemo(() => {
    const list = failure ? [] : (data ?? []);
    const roles = list.filter((role): role is Role & { name: RoleName } => role.kind === 'role');
    const clients = list.filter((role): role is Role & { name: ClientId } => role.kind === 'client');
    const option = <N extends string>(role: { name: N }) => ({ id: role.name, label: label(role.name) });
    const grantable = new Set<string>(list.filter((role) => role.grantable).map((role) => role.name));
    return {
      roles: roles.map(option),
      clients: clients.map(option),
      grantableRoles: roles.filter((role) => role.grantable).map(option),
      grantableClients: clients.filter((role) => role.grantable).map(option),
      mayManage: (user, me) =>
        user.id !== me?.id && user.assigned_roles_names.every((name) => grantable.has(name)),
      isLoading,
      failed: Boolean(failure),
    };
  }, [data, failure, isLoading, label]);
}
