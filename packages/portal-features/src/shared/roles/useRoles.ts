import type { ClientId, Role, RoleName } from '@kundenportal/api-client';
import { useCallback, useMemo } from 'react';
import { callApi, useStaffData } from '../api';
import { useIntl } from '../i18n';
import type { UserPage } from '../session';
import { isKnownRoleName, roleMessages } from './roleMessages';

export interface RoleOption<N extends string = string> {
  id: N;
  label: string;
}

export interface AssignableRoles {
  /** Functional roles (spec §3), in the server's order; empty while loading or when the fetch failed. */
  roles: RoleOption<RoleName>[];
  clients: RoleOption<ClientId>[];
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
    fetch: (api) => callApi(() => api.GET('/roles')),
  });
  return useMemo(() => {
    const list = failure ? [] : (data ?? []);
    return {
      roles: list
        .filter((role): role is Role & { name: RoleName } => role.kind === 'role')
        .map((role) => ({ id: role.name, label: label(role.name) })),
      clients: list
        .filter((role): role is Role & { name: ClientId } => role.kind === 'client')
        .map((role) => ({ id: role.name, label: label(role.name) })),
      isLoading,
      failed: Boolean(failure),
    };
  }, [data, failure, isLoading, label]);
}
