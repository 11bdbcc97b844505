import { useIntl } from '../shared/i18n';
import { customerLabel, DeferredCustomerComboBox, useSession } from '../shared/session';
import { profileMessages as m } from './messages';
import * as styles from './ProfilePage.css';

/**
 * The profile's choice of the customer company the portal works for – the same choices as the customer
 * selector in header and menu: the user's companies, and for staff with the scope the staff view first.
 */
export function CompanyPicker() {
  const intl = useIntl();
  const { user, canSelectCustomer } = useSession();
  if (!user) return null;

  if (!canSelectCustomer) {
    const only = user.customers[0];
    return (
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{intl.formatMessage(m.companyPickerLabel)}</dt>
          <dd className={styles.detail}>{only ? customerLabel(only) : intl.formatMessage(m.noCompany)}</dd>
        </div>
      </dl>
    );
  }

  return (
    <DeferredCustomerComboBox
      label={intl.formatMessage(m.companyPickerLabel)}
      description={intl.formatMessage(m.companyPickerDescription)}
    />
  );
}
