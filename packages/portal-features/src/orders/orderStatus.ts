import type { MessageDescriptor } from '@formatjs/intl';
import type { OrderStatus } from '@kundenportal/api-client';
import { orderMessages as m } from './messages';

/** Every status of the API named; a `Record`, so a new status in openapi.yaml cannot go unnamed. */
export const statusMessage: Record<OrderStatus, MessageDescriptor> = {
  open: m.statusOpen,
  in_progress: m.statusInProgress,
  shipped: m.statusShipped,
  delivered: m.statusDelivered,
  invoiced: m.statusInvoiced,
  cancelled: m.statusCancelled,
};
