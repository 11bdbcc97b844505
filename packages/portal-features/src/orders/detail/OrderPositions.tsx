import type { Order, OrderPosition } from '@kundenportal/api-client';
import { ActionMenu, DataTable } from '@kundenportal/ui';
import { AddToListButton } from '../../domain/productLists';
import { formatAmount } from '../../shared/format';
import { useIntl, useLocale } from '../../shared/i18n';
import { useDownloads } from '../api/downloads';
import { orderMessages as m, positionActionsMessage } from '../messages';
import * as list from '../orders.css';
import { positionColumns } from '../positionColumns';
import * as styles from './OrderDetail.css';

/**
 * An order's positions (headed 'order-positions'): product, amount, unit, their documents to download, and per
 * position the basket, the favourites and the menu of requests (`onAction`).
 */
export function OrderPositions({
  order,
  onAction,
}: {
  order: Order;
  /** A menu item chosen: 'documents', 'sds' or 'complaint'. */
  onAction(position: OrderPosition, action: string): void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const { downloadDocument } = useDownloads();
  return (
    <DataTable
      aria-labelledby="order-positions"
      rows={order.positions}
      rowKey={(position) => position.id}
      columns={[
        ...positionColumns(intl, { rowHeader: true }),
        {
          id: 'amount',
          header: intl.formatMessage(m.columnAmount),
          cell: (position) => formatAmount(position.amount, undefined, locale),
          numeric: true,
        },
        { id: 'unit', header: intl.formatMessage(m.columnUnit), cell: (position) => position.unit },
        {
          id: 'documents',
          header: intl.formatMessage(m.columnDocuments),
          cell: (position) =>
            position.documents.length === 0 ? (
              intl.formatMessage(m.noDocuments)
            ) : (
              <ul className={list.documentList}>
                {position.documents.map((file) => (
                  <li key={file.id}>
                    <button
                      type="button"
                      className={styles.documentButton}
                      onClick={() => downloadDocument(file)}
                    >
                      {file.name}
                    </button>
                  </li>
                ))}
              </ul>
            ),
        },
        {
          id: 'actions',
          header: intl.formatMessage(m.columnActions),
          hiddenInPrint: true,
          cell: (position) => (
            <div className={list.rowActions}>
              {(['basket', 'favorites'] as const).map((kind) => (
                <AddToListButton
                  key={kind}
                  kind={kind}
                  product={{
                    id: position.material_number,
                    description: position.product.description,
                    unit: position.unit,
                  }}
                  amount={position.amount}
                  unit={position.unit}
                />
              ))}
              <span data-position-menu={position.id}>
                <ActionMenu
                  label={intl.formatMessage(positionActionsMessage, { position: position.id })}
                  items={[
                    { id: 'documents', label: intl.formatMessage(m.requestDocuments) },
                    { id: 'sds', label: intl.formatMessage(m.requestSds) },
                    { id: 'complaint', label: intl.formatMessage(m.complainPosition) },
                  ]}
                  onAction={(action) => onAction(position, action)}
                />
              </span>
            </div>
          ),
        },
      ]}
    />
  );
}
