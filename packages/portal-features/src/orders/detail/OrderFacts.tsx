import type { Order } from '@kundenportal/api-client';
import { DescriptionList } from '@kundenportal/ui';
import { formatDate } from '../../shared/format';
import { useIntl } from '../../shared/i18n';
import { orderMessages as m } from '../messages';
import { statusMessage } from '../orderStatus';
import * as styles from './OrderDetail.css';

/** An order's facts: its numbers, date, status, company – and that it has no invoice, if so. */
export function OrderFacts({ order }: { order: Order }) {
  const intl = useIntl();
  return (
    <div className={styles.facts}>
      <DescriptionList
        layout="columns"
        items={[
          { term: intl.formatMessage(m.orderNumber), detail: order.id },
          {
            term: intl.formatMessage(m.customerOrderNumber),
            detail: order.customer_order_id || intl.formatMessage(m.none),
          },
          { term: intl.formatMessage(m.date), detail: formatDate(order.date) ?? order.date },
          { term: intl.formatMessage(m.status), detail: intl.formatMessage(statusMessage[order.status]) },
          {
            term: intl.formatMessage(m.company),
            detail: `${order.customer.name} (${order.customer.id})`,
          },
          ...(order.invoice_file_id
            ? []
            : [{ term: intl.formatMessage(m.showInvoice), detail: intl.formatMessage(m.noInvoice) }]),
        ]}
      />
    </div>
  );
}
