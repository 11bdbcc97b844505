/** The user-management calls of spec §7: GET /user (search), GET/POST/DELETE /user/{id}, GET /users/export. */
import {
  USERS_EXPORT_FILE_NAME,
  type User,
  type UserFilter,
  type UserUpdateRequest,
} from '@kundenportal/api-client';
import { useCallback } from 'react';
import {
  type ApiResult,
  callApi,
  type PagedList,
  type PortalData,
  usePagedList,
  useStaffData,
} from '../../shared/api';
import { apiLanguage, useLocale } from '../../shared/i18n';
import { useApi } from '../../shared/services';

/** The search's results, 15 a page; `filter` null holds the request back (no field filled yet). */
export function useUsers(filter: UserFilter | null): PagedList<User> {
  return usePagedList<User, { filter: UserFilter }>({
    resource: 'users',
    page: 'usermanagement',
    perCustomer: false,
    params: filter === null ? null : { filter },
    fetch: (api, { locale }, { page, filter: query }) =>
      callApi(() =>
        api.GET('/user', {
          params: { query: { page, limit: 15, lang: apiLanguage(locale), filter: query } },
        }),
      ),
  });
}

/** One user for the editor. */
export function useUser(id: number | undefined): PortalData<User> {
  return useStaffData<User, { id: number }>({
    resource: 'user',
    page: 'edit',
    params: id === undefined ? null : { id },
    fetch: (api, _scope, params) =>
      callApi(() => api.GET('/user/{id}', { params: { path: { id: params.id } } })),
  });
}

export function useUserActions() {
  const api = useApi();
  const locale = useLocale();
  const deleteUser = useCallback(
    (id: number): Promise<ApiResult<unknown>> =>
      callApi(() => api.DELETE('/user/{id}', { params: { path: { id } } })),
    [api],
  );
  const updateUser = useCallback(
    (id: number, user: UserUpdateRequest['user']): Promise<ApiResult<User>> =>
      callApi(() => api.POST('/user/{id}', { params: { path: { id } }, body: { user } })),
    [api],
  );
  /** GET /users/export with the list's filters as bracket arrays, saved as users.xlsx (spec §7). */
  const exportUsers = useCallback(
    async (filter: UserFilter): Promise<ApiResult<Blob>> => {
      const result = await callApi(() => api.exportUsers(filter, apiLanguage(locale)));
      if (result.kind === 'ok') api.saveFile(result.data, USERS_EXPORT_FILE_NAME);
      return result;
    },
    [api, locale],
  );
  return { deleteUser, updateUser, exportUsers };
}
