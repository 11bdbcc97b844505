import { useLocation, useNavigate } from 'react-router-dom';
import { splitLocale, useIntl } from '../shared/i18n';
import { pagePath, usePageHref } from '../shared/pages';
import { CustomerComboBox, staffCustomerId, useSession } from '../shared/session';
import { selectorMessages } from './messages';
import * as styles from './selectors.css';

export interface CustomerSelectorProps {
  /** `header`: compact, label only for assistive tech; `menu`: full width with a visible label. */
  variant: 'header' | 'menu';
}

/**
 * The customer company the portal works for (spec §2, §4, §6): shown to users with several companies and to
 * staff, who see every company the server lets them choose and, with the scope, the staff view first.
 */
export function CustomerSelector({ variant }: CustomerSelectorProps) {
  const intl = useIntl();
  const href = usePageHref();
  const navigate = useNavigate();
  const location = useLocation();
  const { user, canSelectCustomer } = useSession();
  if (!user || !canSelectCustomer) return null;

  const chosen = (id: number) => {
    // My products do not exist in the staff view.
    if (id === staffCustomerId && splitLocale(location.pathname).path === pagePath('products'))
      navigate(href('home'));
  };

  return (
    <div className={variant === 'header' ? styles.header : styles.menu}>
      <CustomerComboBox
        label={intl.formatMessage(selectorMessages.customer)}
        onChosen={chosen}
        place={variant}
      />
    </div>
  );
}
