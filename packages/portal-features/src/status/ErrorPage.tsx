import { Link } from '@kundenportal/ui';
import { useIntl, useLocalizedPath } from '../shared/i18n';
import { page, pageTitle, usePageTitle } from '../shared/page';
import { errorTitle, statusMessages as m } from './messages';
import * as styles from './StatusPage.css';

export interface ErrorPageProps {
  status: number;
  message?: string;
}

/** Any error but a missing page: its status code, its message and a way home. */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const intl = useIntl();
  const href = useLocalizedPath();
  const title = intl.formatMessage(errorTitle, { status });
  usePageTitle(title);
  return (
    <div className={`${page} ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <h1 className={pageTitle}>{title}</h1>
      <p className={styles.message}>{message || intl.formatMessage(m.errorFallback)}</p>
      <Link variant="standalone" href={href('/')}>
        {intl.formatMessage(m.backHome)}
      </Link>
    </div>
  );
}
