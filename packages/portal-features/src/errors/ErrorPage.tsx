import type { MessageDescriptor } from '@formatjs/intl';
import { Link } from '@kundenportal/ui';
import { SupportWhenStuck } from '../shared/contact';
import { useIntl } from '../shared/i18n';
import { PageHeading, page, statusPageStyles as styles, usePageTitle } from '../shared/page';
import { usePageHref } from '../shared/pages';
import { type ErrorStatus, errorStatus } from './errorStatus';
import { errorMessages as m, otherErrorTitle } from './messages';

const texts: Record<ErrorStatus, { title: MessageDescriptor; text: MessageDescriptor }> = {
  403: { title: m.title403, text: m.text403 },
  404: { title: m.title404, text: m.text404 },
  500: { title: m.title500, text: m.text500 },
};
const isKnown = (status: number): status is ErrorStatus => Object.hasOwn(texts, status);

export interface ErrorPageProps {
  status: number;
  /** Said instead of the status's own message. */
  message?: string;
}

/**
 * Any error but an unknown route (spec §2): its status code, a heading with it, what happened and what to do in
 * the user's language, a way home and the support contact.
 */
export function ErrorPage({ status, message }: ErrorPageProps) {
  const intl = useIntl();
  const href = usePageHref();
  const known = isKnown(status) ? texts[status] : undefined;
  const title = known ? intl.formatMessage(known.title) : intl.formatMessage(otherErrorTitle, { status });
  usePageTitle(title);
  return (
    <div className={`${page} ${styles.status}`}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <PageHeading>{title}</PageHeading>
      <p className={styles.message}>{message || intl.formatMessage((known ?? texts[500]).text)}</p>
      <Link variant="standalone" href={href('home')}>
        {intl.formatMessage(m.backHome)}
      </Link>
      <SupportWhenStuck />
    </div>
  );
}

/** The error page for what a page threw: the status it stands for (`errorStatus`). */
export function RouteErrorPage({ error }: { error: unknown }) {
  return <ErrorPage status={errorStatus(error)} />;
}
