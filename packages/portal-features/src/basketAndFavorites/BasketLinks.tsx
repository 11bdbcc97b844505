import { Inline, Link } from '@kundenportal/ui';
import { useIntl } from '../shared/i18n';
import { usePageHref } from '../shared/pages';
import { useSession } from '../shared/session';
import { basketMessages as m } from './messages';

/**
 * A filled basket's ways on: an order or an offer – or, in a punchout session, back to the buyer's procurement
 * system instead of being ordered here.
 */
export function BasketLinks() {
  const intl = useIntl();
  const href = usePageHref();
  const isPunchout = Boolean(useSession().user?.punchout);
  if (isPunchout) {
    return (
      <Link variant="standalone" href={href('punchout')}>
        {intl.formatMessage(m.toProcurement)}
      </Link>
    );
  }
  return (
    <Inline gap="small" wrap>
      <Link variant="standalone" href={href('reorder')}>
        {intl.formatMessage(m.reorder)}
      </Link>
      <Link variant="standalone" href={href('requestOffer')}>
        {intl.formatMessage(m.requestOffer)}
      </Link>
    </Inline>
  );
}
