/** The order feature's texts (German source; the other locales in the catalogs). */
import { defineMessage, defineMessages } from '@formatjs/intl';

export const orderMessages = defineMessages({
  historyTitle: { id: 'orders.history.title', defaultMessage: 'Bestellhistorie' },
  historyLead: {
    id: 'orders.history.lead',
    defaultMessage: 'Alle Bestellungen der letzten zwei Jahre, die neuesten zuerst.',
  },
  searchTitle: { id: 'orders.search.title', defaultMessage: 'Bestellungen durchsuchen' },
  searchOrder: { id: 'orders.search.order', defaultMessage: 'Auftragsnummer' },
  searchCustomerOrder: { id: 'orders.search.customerOrder', defaultMessage: 'Ihre Bestellnummer' },
  searchMaterial: { id: 'orders.search.material', defaultMessage: 'Produkt oder Materialnummer' },
  searchFrom: { id: 'orders.search.from', defaultMessage: 'Datum von' },
  searchTo: { id: 'orders.search.to', defaultMessage: 'Datum bis' },
  searchSubmit: { id: 'orders.search.submit', defaultMessage: 'Suchen' },
  searchReset: { id: 'orders.search.reset', defaultMessage: 'Filter zurücksetzen' },
  searchRangeInvalid: {
    id: 'orders.search.rangeInvalid',
    defaultMessage: 'Das Datum „bis“ darf nicht vor dem Datum „von“ liegen.',
  },
  loadFailed: {
    id: 'orders.history.loadFailed',
    defaultMessage:
      'Die Bestellungen konnten nicht geladen werden. Es werden daher keine Bestellungen angezeigt.',
  },
  emptyTitle: { id: 'orders.history.emptyTitle', defaultMessage: 'Keine Bestellungen' },
  emptyText: {
    id: 'orders.history.emptyText',
    defaultMessage: 'Für diese Firma gibt es in den letzten zwei Jahren keine Bestellungen.',
  },
  noMatchTitle: { id: 'orders.history.noMatchTitle', defaultMessage: 'Keine passenden Bestellungen' },
  noMatchText: {
    id: 'orders.history.noMatchText',
    defaultMessage:
      'Keine Bestellung passt zu Ihrer Suche. Ändern Sie die Suche oder setzen Sie die Filter zurück.',
  },
  orderNumber: { id: 'orders.order.number', defaultMessage: 'Auftragsnummer' },
  customerOrderNumber: { id: 'orders.order.customerOrderNumber', defaultMessage: 'Ihre Bestellnummer' },
  date: { id: 'orders.order.date', defaultMessage: 'Belegdatum' },
  status: { id: 'orders.order.status', defaultMessage: 'Status' },
  company: { id: 'orders.order.company', defaultMessage: 'Firma' },
  positions: { id: 'orders.order.positions', defaultMessage: 'Positionen' },
  none: { id: 'orders.order.none', defaultMessage: '–' },
  openDetail: { id: 'orders.order.openDetail', defaultMessage: 'Details' },
  allToBasket: { id: 'orders.order.allToBasket', defaultMessage: 'Alle Positionen in den Warenkorb' },
  allToFavorites: { id: 'orders.order.allToFavorites', defaultMessage: 'Alle Positionen zu den Favoriten' },
  statusOpen: { id: 'orders.status.open', defaultMessage: 'Offen' },
  statusInProgress: { id: 'orders.status.inProgress', defaultMessage: 'In Bearbeitung' },
  statusShipped: { id: 'orders.status.shipped', defaultMessage: 'Versandt' },
  statusDelivered: { id: 'orders.status.delivered', defaultMessage: 'Geliefert' },
  statusInvoiced: { id: 'orders.status.invoiced', defaultMessage: 'Berechnet' },
  statusCancelled: { id: 'orders.status.cancelled', defaultMessage: 'Storniert' },
  columnPosition: { id: 'orders.positions.position', defaultMessage: 'Position' },
  columnProduct: { id: 'orders.positions.product', defaultMessage: 'Produkt' },
  columnMaterial: { id: 'orders.positions.material', defaultMessage: 'Materialnummer' },
  columnAmount: { id: 'orders.positions.amount', defaultMessage: 'Menge' },
  columnUnit: { id: 'orders.positions.unit', defaultMessage: 'Einheit' },
  columnDocuments: { id: 'orders.positions.documents', defaultMessage: 'Dokumente' },
  columnActions: { id: 'orders.positions.actions', defaultMessage: 'Aktionen' },
  noDocuments: { id: 'orders.positions.noDocuments', defaultMessage: 'Keine Dokumente' },
  downloadFailed: {
    id: 'orders.download.failed',
    defaultMessage: 'Die Datei konnte nicht heruntergeladen werden.',
  },
  backToHistory: { id: 'orders.detail.back', defaultMessage: 'Zurück zur Bestellhistorie' },
  showInvoice: { id: 'orders.detail.showInvoice', defaultMessage: 'Rechnung anzeigen' },
  noInvoice: { id: 'orders.detail.noInvoice', defaultMessage: 'Die Rechnung liegt noch nicht vor.' },
  print: { id: 'orders.detail.print', defaultMessage: 'Drucken' },
  complaint: { id: 'orders.detail.complaint', defaultMessage: 'Reklamation' },
  positionsTitle: { id: 'orders.detail.positionsTitle', defaultMessage: 'Positionen' },
  detailLoadFailed: {
    id: 'orders.detail.loadFailed',
    defaultMessage: 'Der Auftrag konnte nicht geladen werden.',
  },
  requestDocuments: { id: 'orders.actions.requestDocuments', defaultMessage: 'Dokumente anfordern' },
  requestSds: { id: 'orders.actions.requestSds', defaultMessage: 'Sicherheitsdatenblatt anfordern' },
  complainPosition: { id: 'orders.actions.complainPosition', defaultMessage: 'Position reklamieren' },
  // Document request (spec §3: a free list of documents with an optional off-topic message)
  documentsTitle: { id: 'orders.documents.title', defaultMessage: 'Dokumente anfordern' },
  documentsKinds: { id: 'orders.documents.kinds', defaultMessage: 'Gewünschte Dokumente' },
  documentsOther: { id: 'orders.documents.other', defaultMessage: 'Weitere Dokumente' },
  documentsOtherDescription: {
    id: 'orders.documents.otherDescription',
    defaultMessage: 'Ein Dokument je Zeile, z. B. „Ursprungszeugnis“.',
  },
  documentsMessage: { id: 'orders.documents.message', defaultMessage: 'Nachricht (optional)' },
  documentsRequired: {
    id: 'orders.documents.required',
    defaultMessage: 'Bitte wählen oder nennen Sie mindestens ein Dokument.',
  },
  documentsTopicsFailed: {
    id: 'orders.documents.topicsFailed',
    defaultMessage: 'Die Dokumentarten konnten nicht geladen werden. Nennen Sie die Dokumente bitte selbst.',
  },
  documentsSubmit: { id: 'orders.documents.submit', defaultMessage: 'Anfordern' },
  // Complaint
  complaintScope: { id: 'orders.complaint.scope', defaultMessage: 'Betrifft' },
  complaintWholeOrder: { id: 'orders.complaint.wholeOrder', defaultMessage: 'Den ganzen Auftrag' },
  complaintReason: { id: 'orders.complaint.reason', defaultMessage: 'Grund' },
  complaintReasonRequired: {
    id: 'orders.complaint.reasonRequired',
    defaultMessage: 'Bitte wählen Sie einen Grund.',
  },
  complaintMessage: { id: 'orders.complaint.message', defaultMessage: 'Beschreibung' },
  complaintMessageRequired: {
    id: 'orders.complaint.messageRequired',
    defaultMessage: 'Bitte beschreiben Sie Ihre Reklamation.',
  },
  complaintSubmit: { id: 'orders.complaint.submit', defaultMessage: 'Reklamation senden' },
  reasonDamaged: { id: 'orders.complaint.reason.damaged', defaultMessage: 'Ware beschädigt' },
  reasonWrongProduct: { id: 'orders.complaint.reason.wrongProduct', defaultMessage: 'Falsches Produkt' },
  reasonWrongAmount: { id: 'orders.complaint.reason.wrongAmount', defaultMessage: 'Falsche Menge' },
  reasonLateDelivery: { id: 'orders.complaint.reason.lateDelivery', defaultMessage: 'Verspätete Lieferung' },
  reasonQuality: { id: 'orders.complaint.reason.quality', defaultMessage: 'Qualitätsmangel' },
  reasonDocuments: {
    id: 'orders.complaint.reason.documents',
    defaultMessage: 'Dokumente fehlen oder sind falsch',
  },
  reasonOther: { id: 'orders.complaint.reason.other', defaultMessage: 'Sonstiges' },
  choose: { id: 'orders.choose', defaultMessage: 'Bitte wählen' },
  // Due for reorder
  dueTitle: { id: 'orders.due.title', defaultMessage: 'Bald nachzubestellen' },
  dueShow: { id: 'orders.due.show', defaultMessage: 'Nur fällige Nachbestellungen' },
  dueLead: {
    id: 'orders.due.lead',
    defaultMessage:
      'Aus Ihrem Bestellrhythmus der letzten zwei Jahre: Produkte, die in den nächsten 14 Tagen fällig oder überfällig sind.',
  },
  dueEmpty: {
    id: 'orders.due.empty',
    defaultMessage: 'Zurzeit ist nichts zur Nachbestellung fällig.',
  },
  dueFailed: {
    id: 'orders.due.failed',
    defaultMessage: 'Die Bestellhistorie konnte nicht ausgewertet werden.',
  },
  dueChooseCompany: {
    id: 'orders.due.chooseCompany',
    defaultMessage: 'Wählen Sie eine Firma, um ihren Bestellrhythmus zu sehen.',
  },
  // Widget
  widgetTitle: { id: 'orders.widget.title', defaultMessage: 'Bestellungen' },
  widgetShowAll: { id: 'orders.widget.showAll', defaultMessage: 'Alle Bestellungen anzeigen' },
  dueShowAll: { id: 'orders.widget.dueShowAll', defaultMessage: 'Alle fälligen Nachbestellungen anzeigen' },
  widgetEmpty: { id: 'orders.widget.empty', defaultMessage: 'Noch keine Bestellungen.' },
  widgetFailed: {
    id: 'orders.widget.failed',
    defaultMessage: 'Die Bestellungen konnten nicht geladen werden.',
  },
});

export const orderCountMessage = defineMessage<{ count: number }>({
  id: 'orders.history.count',
  defaultMessage: '{count, plural, =0 {Keine Bestellungen} one {# Bestellung} other {# Bestellungen}}',
});
export const positionCountMessage = defineMessage<{ count: number }>({
  id: 'orders.order.positionCount',
  defaultMessage: '{count, plural, one {# Position} other {# Positionen}}',
});
export const orderHeadingMessage = defineMessage<{ id: string }>({
  id: 'orders.order.heading',
  defaultMessage: 'Auftrag {id}',
});
export const dueReasonMessage = defineMessage<{ weeks: number; days: number; last: string; unit: string }>({
  id: 'orders.due.reason',
  defaultMessage:
    '{unit, select, weeks {bestellt etwa alle {weeks, plural, one {# Woche} other {# Wochen}}} other {bestellt etwa alle {days, plural, one {# Tag} other {# Tage}}}}, zuletzt am {last}',
});
export const dueWhenMessage = defineMessage<{ days: number }>({
  id: 'orders.due.when',
  defaultMessage: '{days, plural, =0 {heute fällig} one {fällig in # Tag} other {fällig in # Tagen}}',
});
export const overdueMessage = defineMessage<{ days: number }>({
  id: 'orders.due.overdue',
  defaultMessage: '{days, plural, one {seit # Tag überfällig} other {seit # Tagen überfällig}}',
});
export const positionActionsMessage = defineMessage<{ position: number }>({
  id: 'orders.positions.actionMenu',
  defaultMessage: 'Aktionen für Position {position}',
});
export const documentsForMessage = defineMessage<{ position: number; product: string }>({
  id: 'orders.documents.for',
  defaultMessage: 'Position {position}: {product}',
});
export const documentsSuccessMessage = defineMessage<{ receipt: string }>({
  id: 'orders.documents.success',
  defaultMessage: 'Ihre Anforderung wurde übermittelt (Vorgang {receipt}).',
});
export const complaintTitleMessage = defineMessage<{ id: string }>({
  id: 'orders.complaint.title',
  defaultMessage: 'Reklamation zu Auftrag {id}',
});
export const complaintPositionMessage = defineMessage<{ position: number; product: string }>({
  id: 'orders.complaint.position',
  defaultMessage: 'Position {position}: {product}',
});
export const complaintSuccessMessage = defineMessage<{ receipt: string }>({
  id: 'orders.complaint.success',
  defaultMessage: 'Ihre Reklamation wurde übermittelt (Vorgang {receipt}).',
});
export const bulkAddLabelMessage = defineMessage<{ action: string; id: string }>({
  id: 'orders.order.bulkAddLabel',
  defaultMessage: '{action} – Auftrag {id}',
});
