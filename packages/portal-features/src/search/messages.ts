import { defineMessage, defineMessages } from '@formatjs/intl';

export const searchMessages = defineMessages({
  title: { id: 'search.title', defaultMessage: 'Produktsuche' },
  lead: {
    id: 'search.lead',
    defaultMessage:
      'Finden Sie die Produkte, die Sie in den letzten zwei Jahren bestellt haben – nach Name, Materialnummer oder Beschreibung.',
  },
  publicLead: {
    id: 'search.public.lead',
    defaultMessage: 'Finden Sie Produkte aus unserem Sortiment nach Name, Materialnummer oder Beschreibung.',
  },
  formLabel: { id: 'search.form.label', defaultMessage: 'Produktsuche' },
  termLabel: { id: 'search.term.label', defaultMessage: 'Suchbegriff' },
  termDescription: {
    id: 'search.term.description',
    defaultMessage: '% steht für beliebige Zeichen, z. B. „Natri%chlorid“.',
  },
  termClear: { id: 'search.term.clear', defaultMessage: 'Suchbegriff löschen' },
  termRequired: { id: 'search.term.required', defaultMessage: 'Bitte geben Sie einen Suchbegriff ein.' },
  submit: { id: 'search.submit', defaultMessage: 'Suchen' },
  resultsTitle: { id: 'search.results.title', defaultMessage: 'Suchergebnisse' },
  noResults: { id: 'search.results.none', defaultMessage: 'Leider keine Ergebnisse.' },
  noResultsHint: {
    id: 'search.results.noneHint',
    defaultMessage:
      'Prüfen Sie die Schreibweise oder nutzen Sie % als Platzhalter. Gefunden werden Produkte, die in den letzten zwei Jahren bestellt wurden.',
  },
  failed: { id: 'search.failed', defaultMessage: 'Die Suche ist fehlgeschlagen.' },
  failedText: {
    id: 'search.failed.text',
    defaultMessage: 'Die Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
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
  publicLimitedTitle: {
    id: 'search.public.limitedTitle',
    defaultMessage: 'Melden Sie sich an, um in den Produkten Ihrer Firma zu suchen',
  },
  publicLimitedText: {
    id: 'search.public.limitedText',
    defaultMessage:
      'Angemeldet durchsucht die Suche die Produkte, die Ihre Firma in den letzten zwei Jahren bestellt hat – mit Sicherheitsdatenblättern und Flyern, und Sie legen sie in den Warenkorb. Produkte, die Ihre Firma nicht bestellt hat, fragen Sie bei Ihrem Ansprechpartner an.',
  },
  publicLogin: { id: 'search.public.login', defaultMessage: 'Anmelden und weitersuchen' },
  widgetTitle: { id: 'search.widget.title', defaultMessage: 'Suche' },
  widgetShowAll: { id: 'search.widget.showAll', defaultMessage: 'Zur Produktsuche' },
  productsTitle: { id: 'products.title', defaultMessage: 'Meine Produkte' },
  productsLead: {
    id: 'products.lead',
    defaultMessage: 'Alle Produkte, die die gewählte Firma in den letzten zwei Jahren bestellt hat.',
  },
  productsFilterLabel: { id: 'products.filter.label', defaultMessage: 'Produkte filtern' },
  productsFilterDescription: {
    id: 'products.filter.description',
    defaultMessage: 'Name, Materialnummer oder Beschreibung; % steht für beliebige Zeichen.',
  },
  productsFilterClear: { id: 'products.filter.clear', defaultMessage: 'Filter löschen' },
  productsFilterSubmit: { id: 'products.filter.submit', defaultMessage: 'Filtern' },
  productsListTitle: { id: 'products.list.title', defaultMessage: 'Bestellte Produkte' },
  productsEmpty: { id: 'products.empty', defaultMessage: 'Noch keine Produkte' },
  productsEmptyText: {
    id: 'products.empty.text',
    defaultMessage: 'Hier erscheinen die Produkte, sobald die Firma bestellt hat.',
  },
  productsFailed: { id: 'products.failed', defaultMessage: 'Ihre Produkte konnten nicht geladen werden.' },
  productsFailedText: {
    id: 'products.failed.text',
    defaultMessage: 'Die Liste konnte nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
});

export const resultCountMessage = defineMessage<{ count: number }>({
  id: 'search.results.count',
  defaultMessage: '{count, plural, one {# Produkt gefunden} other {# Produkte gefunden}}',
});

export const publicCountMessage = defineMessage<{ shown: number; count: number }>({
  id: 'search.public.count',
  defaultMessage: '{shown} von {count, plural, one {# Treffer} other {# Treffern}} angezeigt',
});

export const downloadLabelMessage = defineMessage<{ type: string; name: string; languages: string }>({
  id: 'search.file.download',
  defaultMessage: '{type} herunterladen: {name} ({languages})',
});

export const productCountMessage = defineMessage<{ count: number }>({
  id: 'products.count',
  defaultMessage: '{count, plural, one {# Produkt} other {# Produkte}}',
});
