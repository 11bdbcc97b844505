import { defineMessage, defineMessages } from '@formatjs/intl';

export const documentsMessages = defineMessages({
  title: { id: 'documents.title', defaultMessage: 'Meine Dokumente' },
  lead: {
    id: 'documents.lead',
    defaultMessage: 'Sicherheitsdatenblätter und Produktinformationen zu den Produkten Ihrer Firma.',
  },
  filtersTitle: { id: 'documents.filters.title', defaultMessage: 'Dokumente filtern' },
  filterText: { id: 'documents.filters.text', defaultMessage: 'Produkt, Materialnummer oder Dokument' },
  filterTextClear: { id: 'documents.filters.text.clear', defaultMessage: 'Suchtext löschen' },
  filterType: { id: 'documents.filters.type', defaultMessage: 'Art' },
  filterLanguage: { id: 'documents.filters.language', defaultMessage: 'Sprache' },
  allTypes: { id: 'documents.filters.type.all', defaultMessage: 'Alle Arten' },
  allLanguages: { id: 'documents.filters.language.all', defaultMessage: 'Alle Sprachen' },
  resetFilters: { id: 'documents.filters.reset', defaultMessage: 'Filter zurücksetzen' },
  typeSdb: { id: 'documents.type.sdb', defaultMessage: 'Sicherheitsdatenblatt' },
  typeFlyer: { id: 'documents.type.flyer', defaultMessage: 'Produktinformation' },
  typeCertificate: { id: 'documents.type.certificate', defaultMessage: 'Analysenzertifikat' },
  typeDeliveryNote: { id: 'documents.type.deliveryNote', defaultMessage: 'Lieferschein' },
  typeInvoice: { id: 'documents.type.invoice', defaultMessage: 'Rechnung' },
  listTitle: { id: 'documents.list.title', defaultMessage: 'Dokumente nach Produkt' },
  type: { id: 'documents.file.type', defaultMessage: 'Art' },
  languages: { id: 'documents.file.languages', defaultMessage: 'Sprachen' },
  date: { id: 'documents.file.date', defaultMessage: 'Stand' },
  download: { id: 'documents.file.download', defaultMessage: 'Herunterladen' },
  remove: { id: 'documents.file.remove', defaultMessage: 'Entfernen' },
  emptyTitle: { id: 'documents.empty.title', defaultMessage: 'Keine Dokumente vorhanden' },
  emptyText: {
    id: 'documents.empty.text',
    defaultMessage:
      'Für die Produkte Ihrer Firma liegen noch keine Sicherheitsdatenblätter oder Produktinformationen vor.',
  },
  noMatchTitle: { id: 'documents.noMatch.title', defaultMessage: 'Keine passenden Dokumente' },
  noMatchText: {
    id: 'documents.noMatch.text',
    defaultMessage: 'Ändern Sie die Filter, um weitere Dokumente zu sehen.',
  },
  loadFailed: {
    id: 'documents.loadFailed',
    defaultMessage: 'Die Dokumente konnten nicht geladen werden.',
  },
  loading: { id: 'documents.loading', defaultMessage: 'Dokumente werden geladen' },
  selectAll: { id: 'documents.select.all', defaultMessage: 'Alle angezeigten auswählen' },
  removeSelected: { id: 'documents.select.remove', defaultMessage: 'Auswahl entfernen' },
  clearSelection: { id: 'documents.select.clear', defaultMessage: 'Auswahl aufheben' },
  confirmRemoveTitle: { id: 'documents.remove.confirm.title', defaultMessage: 'Dokument entfernen' },
  confirmBulkTitle: { id: 'documents.bulk.confirm.title', defaultMessage: 'Dokumente entfernen' },
  confirm: { id: 'documents.remove.confirm', defaultMessage: 'Entfernen' },
  removed: { id: 'documents.remove.success', defaultMessage: 'Das Dokument wurde entfernt.' },
  removeFailed: {
    id: 'documents.remove.failed',
    defaultMessage: 'Das Dokument konnte nicht entfernt werden.',
  },
  recentTitle: { id: 'documents.recent.title', defaultMessage: 'Zuletzt geöffnet' },
  recentEmpty: {
    id: 'documents.recent.empty',
    defaultMessage: 'Dokumente, die Sie herunterladen, erscheinen hier – das zuletzt geöffnete zuerst.',
  },
  updatesTitle: {
    id: 'documents.updates.title',
    defaultMessage: 'Aktualisierte Sicherheitsdatenblätter seit Ihrer letzten Lieferung',
  },
  updatesLead: {
    id: 'documents.updates.lead',
    defaultMessage:
      'Für Produkte, die Sie in den letzten 12 Monaten erhalten haben, gibt es eine neuere Fassung des Sicherheitsdatenblatts als die mitgelieferte.',
  },
  updatesNone: {
    id: 'documents.updates.none',
    defaultMessage:
      'Keine Aktualisierungen: Für alle Produkte Ihrer Lieferungen der letzten 12 Monate haben Sie das aktuelle Sicherheitsdatenblatt.',
  },
  updatesFailed: {
    id: 'documents.updates.failed',
    defaultMessage: 'Die Aktualisierungen konnten nicht ermittelt werden.',
  },
  updatesLoading: { id: 'documents.updates.loading', defaultMessage: 'Aktualisierungen werden ermittelt' },
  markSeen: { id: 'documents.updates.markSeen', defaultMessage: 'Als gesehen markieren' },
  markAllSeen: { id: 'documents.updates.markAllSeen', defaultMessage: 'Alle als gesehen markieren' },
  seen: { id: 'documents.updates.seen', defaultMessage: 'Gesehen' },
  new: { id: 'documents.updates.new', defaultMessage: 'Neu' },
  noSds: {
    id: 'documents.versions.none',
    defaultMessage: 'Für dieses Produkt liegt kein Sicherheitsdatenblatt vor.',
  },
  widgetEmpty: { id: 'documents.widget.empty', defaultMessage: 'Noch keine Dokumente vorhanden.' },
  widgetShowAll: { id: 'documents.widget.showAll', defaultMessage: 'Alle Dokumente anzeigen' },
  widgetTitle: { id: 'documents.widget.title', defaultMessage: 'Dokumente' },
});

export const fileCount = defineMessage<{ count: number }>({
  id: 'documents.group.count',
  defaultMessage: '{count, plural, one {# Dokument} other {# Dokumente}}',
});

export const shownCount = defineMessage<{ shown: number; total: number }>({
  id: 'documents.list.shown',
  defaultMessage: '{shown, plural, one {# Dokument} other {# Dokumente}} von {total} angezeigt',
});

export const materialNumber = defineMessage<{ number: string }>({
  id: 'documents.group.material',
  defaultMessage: 'Materialnummer {number}',
});

export const downloadFile = defineMessage<{ name: string }>({
  id: 'documents.file.downloadNamed',
  defaultMessage: 'Herunterladen: {name}',
});

export const removeFile = defineMessage<{ name: string }>({
  id: 'documents.file.removeNamed',
  defaultMessage: 'Entfernen: {name}',
});

export const confirmRemove = defineMessage<{ name: string }>({
  id: 'documents.remove.confirm.message',
  defaultMessage: 'Möchten Sie „{name}“ aus Ihren Dokumenten entfernen?',
});

export const confirmBulkRemove = defineMessage<{ count: number }>({
  id: 'documents.bulk.confirm.message',
  defaultMessage:
    'Möchten Sie {count, plural, one {das ausgewählte Dokument} other {die # ausgewählten Dokumente}} aus Ihren Dokumenten entfernen?',
});

export const selectedCount = defineMessage<{ count: number }>({
  id: 'documents.select.count',
  defaultMessage: '{count, plural, one {# Dokument ausgewählt} other {# Dokumente ausgewählt}}',
});

export const bulkRemoved = defineMessage<{ count: number }>({
  id: 'documents.bulk.success',
  defaultMessage: '{count, plural, one {# Dokument wurde entfernt.} other {# Dokumente wurden entfernt.}}',
});

/** Spec §8: the count of errors and the first failing status. */
export const bulkFailed = defineMessage<{ errors: number; count: number; status: number }>({
  id: 'documents.bulk.failed',
  defaultMessage:
    '{errors} von {count} Dokumenten {errors, plural, one {konnte} other {konnten}} nicht entfernt werden (Status {status}).',
});

export const openedAt = defineMessage<{ date: string }>({
  id: 'documents.recent.openedAt',
  defaultMessage: 'Geöffnet am {date}',
});

export const lastDelivery = defineMessage<{ date: string }>({
  id: 'documents.updates.lastDelivery',
  defaultMessage: 'Letzte Lieferung am {date}',
});

export const sheetDated = defineMessage<{ date: string }>({
  id: 'documents.updates.sheetDated',
  defaultMessage: 'Sicherheitsdatenblatt vom {date}',
});

export const unseenUpdates = defineMessage<{ count: number }>({
  id: 'documents.updates.unseen',
  defaultMessage: '{count, plural, one {# neue Aktualisierung} other {# neue Aktualisierungen}}',
});

export const markSeenNamed = defineMessage<{ name: string }>({
  id: 'documents.updates.markSeenNamed',
  defaultMessage: 'Als gesehen markieren: {name}',
});

export const requestLanguageVersion = defineMessage<{ language: string }>({
  id: 'documents.versions.request',
  defaultMessage: '{language} anfordern',
});

export const requestLanguageVersionNamed = defineMessage<{ language: string; product: string }>({
  id: 'documents.versions.requestNamed',
  defaultMessage: '{language} anfordern: Sicherheitsdatenblatt für {product}',
});

export const requestReasonDefault = defineMessage<{ language: string; country: string }>({
  id: 'documents.request.reason.default',
  defaultMessage: 'Wir benötigen das Sicherheitsdatenblatt auf {language} für {country}.',
});

export const availableIn = defineMessage<{ languages: string }>({
  id: 'documents.versions.available',
  defaultMessage: 'Vorhanden auf: {languages}',
});

export const filterTextLimit = defineMessage<{ max: number }>({
  id: 'documents.filters.textLimit',
  defaultMessage:
    'Der Suchtext ist auf {max, number} Zeichen begrenzt – weiterer Text wurde nicht übernommen.',
});
