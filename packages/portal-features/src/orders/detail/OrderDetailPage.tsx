import type { Order, OrderPosition } from '@kundenportal/api-client';
import { Button, Link, lazyDialog } from '@kundenportal/ui';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { SafetyDataSheetRequestModal, type SdsRequestTarget } from '../../domain/safetyDataSheetRequest';
import { useIntl } from '../../shared/i18n';
import { LoadFailed } from '../../shared/loading';
import { commonMessages } from '../../shared/messages';
import { PageFrame } from '../../shared/page';
import { usePageHref } from '../../shared/pages';
import { useDownloads } from '../api/downloads';
import { isOrderNumber, useOrder } from '../api/useOrders';
import { BulkAddButtons } from '../history/BulkAddButtons';
import { orderMessages as m, orderHeadingMessage } from '../messages';
import * as list from '../orders.css';
import type { ComplaintTarget } from '../requests/ComplaintModal';
import type { DocumentRequestTarget } from '../requests/DocumentRequestModal';
import { notFound } from './notFound';
import * as styles from './OrderDetail.css';
import { OrderFacts } from './OrderFacts';
import { OrderPositions } from './OrderPositions';

interface RequestModalProps<Target> {
  target: Target | null;
  onClose(): void;
}
// The request forms load at idle or when first opened from a position's menu, not with the order.
const DocumentRequestModal = lazyDialog<RequestModalProps<DocumentRequestTarget>>(
  async () => (await import('../requests/DocumentRequestModal')).DocumentRequestModal,
  ({ target }) => target !== null,
);
const ComplaintModal = lazyDialog<RequestModalProps<ComplaintTarget>>(
  async () => (await import('../requests/ComplaintModal')).ComplaintModal,
  ({ target }) => target !== null,
);

type Dialog =
  | { kind: 'documents'; target: DocumentRequestTarget }
  | { kind: 'sds'; target: SdsRequestTarget }
  | { kind: 'complaint'; target: ComplaintTarget };

/** Where focus goes back to when a dialog closes: the control it was opened from (its menu item is gone). */
const focusBack = (selector: string) =>
  requestAnimationFrame(() => document.querySelector<HTMLElement>(selector)?.focus());

/** /user/order/:id (spec §2): one order with its invoice, print view, requests and positions. */
export function OrderDetailPage() {
  const { id } = useParams();
  const intl = useIntl();
  const order = useOrder(id);
  if (!isOrderNumber(id)) notFound();
  // Unknown and foreign orders alike answer 404 (403 would tell a foreign number exists): both like an unknown route.
  if (order.failure?.kind === 'rejected' && (order.failure.status === 404 || order.failure.status === 403))
    notFound();

  const title = intl.formatMessage(orderHeadingMessage, { id });
  if (order.failure) {
    return (
      <PageFrame title={title}>
        <LoadFailed onRetry={order.retry}>{intl.formatMessage(m.detailLoadFailed)}</LoadFailed>
        <BackLink />
      </PageFrame>
    );
  }
  if (!order.data) {
    return (
      <PageFrame title={title}>
        <p role="status">{intl.formatMessage(commonMessages.loading)}</p>
      </PageFrame>
    );
  }
  return <OrderDetail order={order.data} title={title} />;
}

function BackLink() {
  const intl = useIntl();
  const href = usePageHref();
  return (
    <p className={styles.noPrint}>
      <Link href={href('orders')}>{intl.formatMessage(m.backToHistory)}</Link>
    </p>
  );
}

function OrderDetail({ order, title }: { order: Order; title: string }) {
  const intl = useIntl();
  const { downloadInvoice } = useDownloads();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [returnFocus, setReturnFocus] = useState<string>('h1');
  const close = () => {
    setDialog(null);
    focusBack(returnFocus);
  };
  const open = (next: Dialog, from: string) => {
    setReturnFocus(from);
    setDialog(next);
  };

  const positionAction = (position: OrderPosition, action: string) => {
    const from = `[data-position-menu="${position.id}"] button`;
    if (action === 'documents') open({ kind: 'documents', target: { order, position } }, from);
    if (action === 'sds')
      open(
        {
          kind: 'sds',
          target: {
            productId: position.material_number,
            productName: position.product.description,
            orderId: order.id,
          },
        },
        from,
      );
    if (action === 'complaint') open({ kind: 'complaint', target: { order, positionId: position.id } }, from);
  };

  return (
    <div className={styles.printable}>
      <PageFrame title={title}>
        <BackLink />
        <div className={`${styles.toolbar} ${styles.noPrint}`}>
          {order.invoice_file_id ? (
            <Button
              variant="secondary"
              onPress={() => downloadInvoice(order.invoice_file_id as number, order.id)}
            >
              {intl.formatMessage(m.showInvoice)}
            </Button>
          ) : null}
          <BulkAddButtons order={order} />
          <Button variant="secondary" onPress={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
          <span data-order-complaint="">
            <Button
              variant="secondary"
              onPress={() => open({ kind: 'complaint', target: { order } }, '[data-order-complaint] button')}
            >
              {intl.formatMessage(m.complaint)}
            </Button>
          </span>
        </div>
        <OrderFacts order={order} />
        <h2 id="order-positions" className={list.companyHeading}>
          {intl.formatMessage(m.positionsTitle)}
        </h2>
        <OrderPositions order={order} onAction={positionAction} />
      </PageFrame>
      <DocumentRequestModal target={dialog?.kind === 'documents' ? dialog.target : null} onClose={close} />
      <SafetyDataSheetRequestModal target={dialog?.kind === 'sds' ? dialog.target : null} onClose={close} />
      <ComplaintModal target={dialog?.kind === 'complaint' ? dialog.target : null} onClose={close} />
    </div>
  );
}
