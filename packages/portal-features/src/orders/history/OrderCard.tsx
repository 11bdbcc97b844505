import type { Order } from '@kundenportal/api-client';
import { DataTable, DescriptionList, Link } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../shared/format';
import { useIntl, useLocale } from '../../shared/i18n';
import { usePageHref } from '../../shared/pages';
import { orderMessages as m, orderHeadingMessage, positionCountMessage } from '../messages';
import { statusMessage } from '../orderStatus';
import * as styles from '../orders.css';
import { positionColumns } from '../positionColumns';

/** One order of the history: its facts, its positions and what can be done with it. */
export function OrderCard({ order, actions }: { order: Order; actions?: ReactNode }) {
  const intl = useIntl();
  const locale = useLocale();
  const href = usePageHref();
  const heading = intl.formatMessage(orderHeadingMessage, { id: order.id });
  const headingId = `order-${order.id}`;
  return (
    <article className={styles.orderCard} aria-labelledby={headingId}>
      <div className={styles.orderHeader}>
        <h3 id={headingId} className={styles.orderTitle}>
          <Link href={href('order', { id: order.id })}>{heading}</Link>
        </h3>
      </div>
      <DescriptionList
        layout="columns"
        items={[
          {
            term: intl.formatMessage(m.customerOrderNumber),
            detail: order.customer_order_id || intl.formatMessage(m.none),
          },
          { term: intl.formatMessage(m.date), detail: formatDate(order.date) ?? order.date },
          { term: intl.formatMessage(m.status), detail: intl.formatMessage(statusMessage[order.status]) },
          {
            term: intl.formatMessage(m.positions),
            detail: intl.formatMessage(positionCountMessage, { count: order.positions.length }),
          },
        ]}
      />
      <DataTable
        caption={`${intl.formatMessage(m.positions)} – ${heading}`}
        captionHidden
        rows={order.positions}
        rowKey={(position) => position.id}
        columns={[
          ...positionColumns(intl, { rowHeader: false }),
          {
            id: 'amount',
            header: intl.formatMessage(m.columnAmount),
            cell: (position) => formatAmount(position.amount, position.unit, locale),
            numeric: true,
          },
        ]}
      />
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
