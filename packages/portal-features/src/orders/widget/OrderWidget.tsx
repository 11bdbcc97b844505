import { Link } from '@kundenportal/ui';
import { useWholeHistory } from '../../domain/orderHistory';
import { AddToListButton } from '../../domain/productLists';
import { type DashboardWidget, type DashboardWidgetRenderProps, PageWidget } from '../../shared/dashboard';
import { formatDate } from '../../shared/format';
import { useIntl } from '../../shared/i18n';
import { usePageHref } from '../../shared/pages';
import { useSession } from '../../shared/session';
import { useLatestOrders } from '../api/useOrders';
import { orderMessages as m, orderHeadingMessage, positionCountMessage } from '../messages';
import * as styles from '../orders.css';
import { DueForReorderList, dueToday } from '../reorder/DueForReorder';

/** Spec §2, §9: the dashboard shows the last 3 orders. */
const WIDGET_ORDERS = 3;

/** The last 3 orders (order number, date, positions) and what is due for reorder, each leading further. */
export function OrderWidget(frame: DashboardWidgetRenderProps) {
  const intl = useIntl();
  const href = usePageHref();
  const latest = useLatestOrders();
  const orders = latest.data?.results.slice(0, WIDGET_ORDERS) ?? [];
  const failed = latest.failure !== undefined;
  return (
    <PageWidget
      {...frame}
      page="orders"
      showAllLabel={intl.formatMessage(m.widgetShowAll)}
      isLoading={latest.isLoading}
      failure={failed ? { text: intl.formatMessage(m.widgetFailed) } : undefined}
      emptyText={latest.data && orders.length === 0 ? intl.formatMessage(m.widgetEmpty) : undefined}
    >
      <ul className={styles.widgetList}>
        {orders.map((order) => (
          <li key={order.id}>
            <Link href={href('order', { id: order.id })}>
              {intl.formatMessage(orderHeadingMessage, { id: order.id })}
            </Link>
            <span className={styles.widgetMeta}>
              {formatDate(order.date)} ·{' '}
              {intl.formatMessage(positionCountMessage, { count: order.positions.length })}
            </span>
          </li>
        ))}
      </ul>
      <DueSoon />
    </PageWidget>
  );
}

/** The three most urgent reorders of the chosen company, with the one-click add; nothing in the staff view. */
function DueSoon() {
  const intl = useIntl();
  const href = usePageHref();
  const { isStaffView } = useSession();
  const history = useWholeHistory();
  if (isStaffView || !history.data || history.failure) return null;
  const due = dueToday(history.data);
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="widget-due" className={styles.widgetDue}>
      <h4 id="widget-due" className={styles.widgetDueTitle}>
        {intl.formatMessage(m.dueTitle)}
      </h4>
      <DueForReorderList
        candidates={due}
        limit={WIDGET_ORDERS}
        renderAction={(candidate) => (
          <AddToListButton
            kind="basket"
            product={{
              id: candidate.materialNumber,
              description: candidate.description,
              unit: candidate.unit,
            }}
            amount={candidate.amount}
            unit={candidate.unit}
          />
        )}
      />
      <Link href={`${href('orders')}?due=1`}>{intl.formatMessage(m.dueShowAll)}</Link>
    </section>
  );
}

export const orderWidget: DashboardWidget<'order'> = {
  id: 'order',
  title: m.widgetTitle,
  render: (props) => <OrderWidget {...props} />,
};
