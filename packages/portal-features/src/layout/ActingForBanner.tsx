import { Button, Icon } from '@kundenportal/ui';
import { useIntl } from '../shared/i18n';
import { hasScope, scopes, useChooseCustomer, useSession } from '../shared/session';
import * as styles from './ActingForBanner.css';
import { actingForMessage, actingForNumberMessage, actingMessages as m } from './messages';

export interface ActingForBannerProps {
  /** Opens the customer selector (in the header on wide screens, else in the side menu). */
  onChooseCustomer(): void;
}

/**
 * Whom staff act for, on every page (issue 14): the chosen company, the staff view, or no choice yet – with a
 * way to change or clear it. Customers never see it: their own companies are what they work for anyway.
 * It is no live region itself; a change is confirmed once by the notice every customer control gives
 * (useChooseCustomer), so a choice a reload or a new tab restores is not announced.
 */
export function ActingForBanner({ onChooseCustomer }: ActingForBannerProps) {
  const intl = useIntl();
  const choose = useChooseCustomer();
  const { user, customerId, isStaffView, canUseStaffView } = useSession();
  const isStaff = hasScope(user, scopes.customerSelection);
  const customer = user?.customers.find(({ id }) => id === customerId);
  const customerNumber = customerId === undefined ? '' : String(customerId);

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
          <Button size="small" variant="tertiary" onPress={() => choose(undefined)}>
            {intl.formatMessage(m.clear)}
          </Button>
        )}
      </div>
    </section>
  );
}
