import type { Order } from '@kundenportal/api-client';
import { DescriptionList, Link } from '@kundenportal/ui';
import type { ReactNode } from 'react';
import { formatAmount, formatDate } from '../../shared/format';
import { useIntl, useLocale } from '../../shared/i18n';
import { usePageHref } from '../../shared/pages';
import { orderMessages as m, orderHeadingMessage, positionCountMessage } from '../messages';
import { statusMessage } from '../orderStatus';
import * as styles from '../orders.css';

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
      <table className={styles.positionsTable}>
        <caption
          className={styles.visuallyHidden}
        >{`${intl.formatMessage(m.positions)} – ${heading}`}</caption>
        <thead>
          <tr>
            <th scope="col">{intl.formatMessage(m.columnPosition)}</th>
            <th scope="col">{intl.formatMessage(m.columnProduct)}</th>
            <th scope="col">{intl.formatMessage(m.columnMaterial)}</th>
            <th scope="col" className={styles.numeric}>
              {intl.formatMessage(m.columnAmount)}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.positions.map((position) => (
            <tr key={position.id}>
              <td>{position.id}</td>
              <td>{position.product.description}</td>
              <td>{position.material_number}</td>
              <td className={styles.numeric}>{formatAmount(position.amount, position.unit, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {actions && <div className={styles.actions}>{actions}</div>}
    </article>
  );
}
