/**
 * The user filter of spec §3/§5: customer number, last name, e-mail and role; terms trimmed, at least one
 * given. It lives in the URL, so a reload, the back button and a shared link show the same search.
 */
import type { AssignedRoleName, UserFilter } from '@kundenportal/api-client';
import { isKnownRoleName } from '../domain/roles';
import { withoutHiddenCharacters } from '../shared/forms';

export interface UserFilterValues {
  customerNumber: string;
  lastName: string;
  email: string;
  /** '' = any role. */
  role: AssignedRoleName | '';
}

export const emptyUserFilter: UserFilterValues = { customerNumber: '', lastName: '', email: '', role: '' };

const textFields = ['customerNumber', 'lastName', 'email'] as const;

/** Trimmed and without invisible or bidirectional control characters (as every form) – also what comes from the URL, which anyone can edit or send as a link. */
export function trimFilter(values: UserFilterValues): UserFilterValues {
  return {
    customerNumber: withoutHiddenCharacters(values.customerNumber).trim(),
    lastName: withoutHiddenCharacters(values.lastName).trim(),
    email: withoutHiddenCharacters(values.email).trim(),
    role: values.role,
  };
}

/** Spec §5 'User search needs at least one area': whitespace alone does not count. */
export const hasSearchTerm = (values: UserFilterValues): boolean => {
  const trimmed = trimFilter(values);
  return textFields.some((field) => trimmed[field] !== '') || trimmed.role !== '';
};

export function filterFromSearchParams(params: URLSearchParams): UserFilterValues {
  const role = params.get('role') ?? '';
  return trimFilter({
    customerNumber: params.get('customerNumber') ?? '',
    lastName: params.get('lastName') ?? '',
    email: params.get('email') ?? '',
    role: isKnownRoleName(role) ? role : '',
  });
}

/** The filter as URL parameters (empty ones left out; a new search starts on page 1). */
export function filterToSearchParams(values: UserFilterValues): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(trimFilter(values))) if (value) params.set(key, value);
  return params;
}

/** The API's `filter[…]` object, with only the fields that are set. */
export function toApiFilter(values: UserFilterValues): UserFilter {
  const trimmed = trimFilter(values);
  const filter: UserFilter = {};
  if (trimmed.customerNumber) filter.customer_number = trimmed.customerNumber;
  if (trimmed.lastName) filter.last_name = trimmed.lastName;
  if (trimmed.email) filter.email = trimmed.email;
  if (trimmed.role) filter.role = trimmed.role;
  return filter;
}
