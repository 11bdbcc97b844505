import { defineMessage, defineMessages } from '@formatjs/intl';

export const myProductsMessages = defineMessages({
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

export const productCountMessage = defineMessage<{ count: number }>({
  id: 'products.count',
  defaultMessage: '{count, plural, one {# Produkt} other {# Produkte}}',
});
