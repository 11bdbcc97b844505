import { Icon, Link } from '@kundenportal/ui';
import { useIntl } from '../shared/i18n';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import * as styles from './ActingForBanner.css';
import { layoutMessages as m } from './messages';

/**
 * In a punchout session, under the header on every page: the basket goes back to the buyer's procurement
 * system, named, and the way there (issue 44). Nobody else sees it.
 */
export function PunchoutBanner() {
  const intl = useIntl();
  const href = usePageHref();
  const punchout = useSession().user?.punchout;
  if (!punchout) return null;
  const system = punchout.procurement_system;
  return (
    <section className={styles.banner.staff} aria-label={intl.formatMessage(m.punchoutRegion)}>
      <span className={styles.icon}>
        <Icon name="basket" />
      </span>
      <p className={styles.text}>{intl.formatMessage(m.punchoutText, { system })}</p>
      <div className={styles.actions}>
        <Link variant="standalone" href={href('punchout')}>
          {intl.formatMessage(m.punchoutTransfer)}
        </Link>
      </div>
    </section>
  );
}
