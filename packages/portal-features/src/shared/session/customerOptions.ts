/** The customer companies a user can work for, as the choices of the customer selector and the profile's picker. */
import { defineMessage } from '@formatjs/intl';
import type { Customer } from '@kundenportal/api-client';
import type { ComboBoxOption } from '@kundenportal/ui';
import { useIntl } from '../i18n';
import { staffCustomerId } from './permissions';
import { useSession } from './SessionProvider';

export const staffViewMessage = defineMessage({
  id: 'session.staffView',
  defaultMessage: 'Mitarbeiteransicht',
});

/** How a company is named wherever one is chosen or shown: `Name (customer number)`. */
export function customerLabel(customer: Pick<Customer, 'id' | 'name'>): string {
  return `${customer.name} (${customer.id})`;
}

/**
 * The user's companies in the server's order; with a `staffViewLabel` (only for staff with the scope) the
 * staff view comes first. Staff get every company they may choose in `customers` (GET /auth/user): the API
 * has no company list.
 */
export function customerOptions(
  customers: readonly Pick<Customer, 'id' | 'name'>[],
  staffViewLabel?: string,
): ComboBoxOption[] {
  return [
    // Not a company: the selector's 'Die ersten 50 von … Firmen' counts companies only.
    ...(staffViewLabel === undefined ? [] : [{ id: staffCustomerId, label: staffViewLabel, isExtra: true }]),
    // Name and number apart, so both are searched and shown and the field reads `Name (number)`.
    ...customers.map((customer) => ({ id: customer.id, label: customer.name, detail: String(customer.id) })),
  ];
}

/** The logged-in user's choices, the staff view named in the page's language where the user may use it. */
export function useCustomerOptions(): ComboBoxOption[] {
  const intl = useIntl();
  const { user, canUseStaffView } = useSession();
  return customerOptions(
    user?.customers ?? [],
    canUseStaffView ? intl.formatMessage(staffViewMessage) : undefined,
  );
}
