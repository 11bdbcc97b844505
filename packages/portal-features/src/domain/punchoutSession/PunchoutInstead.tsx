import { InlineAlert, Link, Stack } from '@kundenportal/ui';
import { useIntl } from '../../shared/i18n';
import { usePageHref } from '../../shared/pages';
import { useSession } from '../../shared/session';
import { punchoutInsteadMessages as m } from './messages';

/** The buyer's procurement system in a punchout session (issue 44); undefined in any other session. */
export const usePunchout = () => useSession().user?.punchout;

/**
 * What a punchout session shows instead of what it must not do here – order or request an offer (the order goes
 * through the procurement system), change the account – with the way to the hand-back.
 */
export function PunchoutInstead({ what }: { what: 'ordering' | 'account' }) {
  const intl = useIntl();
  const href = usePageHref();
  const punchout = usePunchout();
  if (!punchout) return null;
  const system = punchout.procurement_system;
  return (
    <InlineAlert type="info" role="none">
      <Stack gap="small">
        <p>{intl.formatMessage(m[what], { system })}</p>
        <Link variant="standalone" href={href('punchout')}>
          {intl.formatMessage(m.transfer, { system })}
        </Link>
      </Stack>
    </InlineAlert>
  );
}
