/** The order history's search, kept in the URL so a found list can be bookmarked, shared and reloaded. */
import type { OrderFilter } from '@kundenportal/api-client';
import { fieldLimits, withoutHiddenCharacters } from '../../shared/forms';

/** What the user searches by; every field optional, dates as YYYY-MM-DD. */
export interface OrderSearch {
  order: string;
  customerOrder: string;
  material: string;
  from: string;
  to: string;
}

export const orderSearchFields = ['order', 'customerOrder', 'material', 'from', 'to'] as const;
export const emptyOrderSearch: OrderSearch = { order: '', customerOrder: '', material: '', from: '', to: '' };

const isoDay = /^\d{4}-\d{2}-\d{2}$/;

const limits = fieldLimits.orderFilter;

/**
 * Reads the search from the URL – which anyone can edit or send as a link – as strictly as the form: hidden
 * characters out, the contract's limits, and malformed dates dropped rather than sent (the API would answer 400).
 */
export function orderSearchFromParams(params: URLSearchParams): OrderSearch {
  const text = (name: keyof OrderSearch) => withoutHiddenCharacters(params.get(name) ?? '').trim();
  const day = (name: 'from' | 'to') => (isoDay.test(text(name)) ? text(name) : '');
  return {
    order: text('order').replace(/\D/g, '').slice(0, limits.order),
    customerOrder: text('customerOrder').slice(0, limits.customerOrder),
    material: text('material').slice(0, limits.material),
    from: day('from'),
    to: day('to'),
  };
}

/** Writes the search into the URL (empty fields leave no trace) and goes back to page 1. */
export function withOrderSearch(current: URLSearchParams, search: OrderSearch): URLSearchParams {
  const params = new URLSearchParams(current);
  for (const field of orderSearchFields) {
    const value = search[field].trim();
    if (value) params.set(field, value);
    else params.delete(field);
  }
  params.delete('page');
  return params;
}

export const isSearching = (search: OrderSearch): boolean =>
  orderSearchFields.some((field) => search[field].trim() !== '');

/** The API's filter: the customer plus only the fields that are set. */
export function apiOrderFilter(customer: number, search: OrderSearch): OrderFilter {
  const filter: OrderFilter = { customer };
  for (const field of orderSearchFields) {
    const value = search[field].trim();
    if (value) filter[field] = value;
  }
  return filter;
}
