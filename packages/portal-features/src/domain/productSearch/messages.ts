/** The texts of what the product search and my products both show: the search form, the result list and its cards. */
import { defineMessage, defineMessages } from '@formatjs/intl';

export const productSearchMessages = defineMessages({
  formLabel: { id: 'search.form.label', defaultMessage: 'Produktsuche' },
  termLabel: { id: 'search.term.label', defaultMessage: 'Suchbegriff' },
  termDescription: {
    id: 'search.term.description',
    defaultMessage: '% steht für beliebige Zeichen, z. B. „Natri%chlorid“.',
  },
  termClear: { id: 'search.term.clear', defaultMessage: 'Suchbegriff löschen' },
  termRequired: { id: 'search.term.required', defaultMessage: 'Bitte geben Sie einen Suchbegriff ein.' },
  submit: { id: 'search.submit', defaultMessage: 'Suchen' },
  noResults: { id: 'search.results.none', defaultMessage: 'Leider keine Ergebnisse.' },
  noResultsHint: {
    id: 'search.results.noneHint',
    defaultMessage:
      'Prüfen Sie die Schreibweise oder nutzen Sie % als Platzhalter. Gefunden werden Produkte, die in den letzten zwei Jahren bestellt wurden.',
  },
  searching: { id: 'search.searching', defaultMessage: 'Suche läuft …' },
  priceNote: {
    id: 'search.priceNote',
    defaultMessage: 'Die Preise können von Ihrer letzten Bestellung abweichen; es gelten die Tagespreise.',
  },
  materialNumber: { id: 'search.product.materialNumber', defaultMessage: 'Materialnummer' },
  unit: { id: 'search.product.unit', defaultMessage: 'Einheit' },
  lastOrdered: { id: 'search.product.lastOrdered', defaultMessage: 'Zuletzt bestellt' },
  documents: { id: 'search.product.documents', defaultMessage: 'Dokumente' },
  noDocuments: { id: 'search.product.noDocuments', defaultMessage: 'Keine Dokumente vorhanden.' },
  sdb: { id: 'search.file.sdb', defaultMessage: 'Sicherheitsdatenblatt' },
  flyer: { id: 'search.file.flyer', defaultMessage: 'Flyer' },
  otherFile: { id: 'search.file.other', defaultMessage: 'Dokument' },
});

export const downloadLabelMessage = defineMessage<{ type: string; name: string; languages: string }>({
  id: 'search.file.download',
  defaultMessage: '{type} herunterladen: {name} ({languages})',
});
