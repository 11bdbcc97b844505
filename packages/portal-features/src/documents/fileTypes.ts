import type { MessageDescriptor } from '@formatjs/intl';
import type { PortalFile } from '../domain/documents';
import { documentsMessages as m } from './messages';

export const fileTypeLabel: Record<PortalFile['type'], MessageDescriptor> = {
  sdb: m.typeSdb,
  flyer: m.typeFlyer,
  certificate: m.typeCertificate,
  delivery_note: m.typeDeliveryNote,
  invoice: m.typeInvoice,
};
