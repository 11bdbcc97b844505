import { Button, Icon } from '@kundenportal/ui';
import { useEffect, useRef } from 'react';
import { useIntl } from '../shared/i18n';
import { useNotify } from '../shared/services';
import { hasScope, scopes, staffCustomerId, useSession, useSessionChange } from '../shared/session';
import * as styles from './ActingForBanner.css';
import {
  actingForMessage,
  actingForNumberMessage,
  actingMessages as m,
  nowActingForMessage,
} from './messages';

export interface ActingForBannerProps {
  /** Opens the customer selector (in the header on wide screens, else in the side menu). */
  onChooseCustomer(): void;
}

/**
 * Whom staff act for, on every page (issue 14): the chosen company, the staff view, or no choice yet – with a
 * way to change or clear it. Customers never see it: their own companies are what they work for anyway.
 * It is no live region itself; a change the user makes is said once through the notices' polite region.
 */
export function ActingForBanner({ onChooseCustomer }: ActingForBannerProps) {
  const intl = useIntl();
  const notify = useNotify();
  const { user, customerId, isStaffView, canUseStaffView, setCustomerId } = useSession();
  const isStaff = hasScope(user, scopes.customerSelection);
  const customer = user?.customers.find(({ id }) => id === customerId);
  const customerNumber = customerId === undefined ? '' : String(customerId);

  // Only changes made through the session are announced – not the choice a reload or new tab restores.
  const changeAsked = useRef(false);
  useSessionChange((change) => {
    if (change.kind === 'customer' && change.customerId !== customerId) changeAsked.current = true;
  });
  useEffect(() => {
    if (!changeAsked.current || !isStaff) return;
    changeAsked.current = false;
    if (customerId === staffCustomerId) notify(intl.formatMessage(m.nowStaffView), 'info');
    else if (customerId !== undefined)
      notify(
        intl.formatMessage(nowActingForMessage, {
          company: customer?.name ?? customerNumber,
          customerNumber,
        }),
        'info',
      );
  }, [customerId, customer, customerNumber, isStaff, intl, notify]);

  if (!user || !isStaff) return null;

  const text = isStaffView
    ? intl.formatMessage(m.staffView)
    : customerId === undefined
      ? intl.formatMessage(m.none)
      : customer
        ? intl.formatMessage(actingForMessage, { company: customer.name, customerNumber })
        : intl.formatMessage(actingForNumberMessage, { customerNumber });
  const hasCustomer = customerId !== undefined && !isStaffView;
  return (
    <section
      className={styles.banner[hasCustomer ? 'customer' : 'staff']}
      aria-label={intl.formatMessage(m.region)}
      data-testid="acting-for"
    >
      <span className={styles.icon}>
        <Icon name={hasCustomer ? 'users' : 'shield'} />
      </span>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button size="small" variant="secondary" onPress={onChooseCustomer}>
          {intl.formatMessage(hasCustomer ? m.change : m.choose)}
        </Button>
        {/* Clearing means the staff view; without it the default would be some first company, no clearing. */}
        {hasCustomer && canUseStaffView && (
          <Button size="small" variant="tertiary" onPress={() => setCustomerId(undefined)}>
            {intl.formatMessage(m.clear)}
          </Button>
        )}
      </div>
    </section>
  );
}
