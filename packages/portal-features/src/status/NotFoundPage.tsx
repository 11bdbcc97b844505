import { Link } from '@kundenportal/ui';
import { useIntl } from '../shared/i18n';
import { PageHeading, page, statusPageStyles as styles, usePageTitle } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { statusMessages as m } from './messages';

/** The 404 page: for unknown routes, and for routes the user may not see (they answer like unknown ones). */
export function NotFoundPage() {
  const intl = useIntl();
  const href = usePageHref();
  const title = intl.formatMessage(m.notFoundTitle);
  usePageTitle(title);
  return (
    <div className={`${page} ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <PageHeading>{title}</PageHeading>
      <p className={styles.message}>{intl.formatMessage(m.notFoundText)}</p>
      <Link variant="standalone" href={href('home')}>
        {intl.formatMessage(m.backHome)}
      </Link>
    </div>
  );
}
