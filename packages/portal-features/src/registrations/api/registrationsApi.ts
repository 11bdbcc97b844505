/** The staff calls on registration requests (spec §7): list, activate, deny. */
import type { Registration, RegistrationActivation } from '@kundenportal/api-client';
import { useCallback } from 'react';
import { type ApiResult, callApi, type PagedList, usePagedList } from '../../shared/api';
import { useApi } from '../../shared/services';

/** Spec §9: 15 registrations a page. */
export const REGISTRATIONS_PER_PAGE = 15;

export function useRegistrations(): PagedList<Registration> {
  return usePagedList<Registration, { limit: number }>({
    resource: 'registrations',
    page: 'registrations',
    perCustomer: false,
    params: { limit: REGISTRATIONS_PER_PAGE },
    fetch: (api, _scope, { page, limit }) =>
      callApi(() => api.GET('/registrations', { params: { query: { page, limit } } })),
  });
}

export function useRegistrationActions() {
  const api = useApi();
  const activate = useCallback(
    (id: number, activation: RegistrationActivation): Promise<ApiResult<unknown>> =>
      callApi(() => api.POST('/registrations/{id}/activate', { params: { path: { id } }, body: activation })),
    [api],
  );
  const deny = useCallback(
    (id: number): Promise<ApiResult<unknown>> =>
      callApi(() => api.DELETE('/registrations/{id}', { params: { path: { id } } })),
    [api],
  );
  return { activate, deny };
}
