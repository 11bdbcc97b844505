/**
 * The notices of the two product lists (spec §4, §8). The basket's texts are the spec's word for word; the
 * favourites use 'Favoritenliste' in their place. Bulk results are pluralised by count (spec §4).
 */
import { defineMessage, defineMessages } from '@formatjs/intl';
import type { ProductListKind } from './useProductList';

const basket = defineMessages({
  present: {
    id: 'productLists.basket.present',
    defaultMessage: 'Das Produkt befindet sich bereits im Warenkorb',
  },
  updateFailed: {
    id: 'productLists.basket.updateFailed',
    defaultMessage: 'Der Warenkorb konnte leider nicht aktualisiert werden',
  },
  removeFailed: {
    id: 'productLists.basket.removeFailed',
    defaultMessage: 'Der Eintrag konnte nicht entfernt werden.',
  },
  resetFailed: {
    id: 'productLists.basket.resetFailed',
    defaultMessage: 'Der Warenkorb konnte nicht zurückgesetzt werden.',
  },
  added: { id: 'productLists.basket.added', defaultMessage: 'Das Produkt wurde in den Warenkorb gelegt.' },
  removed: {
    id: 'productLists.basket.removed',
    defaultMessage: 'Der Eintrag wurde aus dem Warenkorb entfernt.',
  },
  reset: { id: 'productLists.basket.reset', defaultMessage: 'Der Warenkorb wurde zurückgesetzt.' },
  noProduct: {
    id: 'productLists.basket.noProduct',
    defaultMessage: 'Ohne Materialnummer kann das Produkt nicht in den Warenkorb gelegt werden.',
  },
  listName: { id: 'productLists.basket.name', defaultMessage: 'Warenkorb' },
});

const favorites = defineMessages({
  present: {
    id: 'productLists.favorites.present',
    defaultMessage: 'Das Produkt befindet sich bereits in der Favoritenliste',
  },
  updateFailed: {
    id: 'productLists.favorites.updateFailed',
    defaultMessage: 'Die Favoritenliste konnte leider nicht aktualisiert werden',
  },
  removeFailed: {
    id: 'productLists.favorites.removeFailed',
    defaultMessage: 'Der Eintrag konnte nicht entfernt werden.',
  },
  resetFailed: {
    id: 'productLists.favorites.resetFailed',
    defaultMessage: 'Die Favoritenliste konnte nicht zurückgesetzt werden.',
  },
  added: {
    id: 'productLists.favorites.added',
    defaultMessage: 'Das Produkt wurde der Favoritenliste hinzugefügt.',
  },
  removed: {
    id: 'productLists.favorites.removed',
    defaultMessage: 'Der Eintrag wurde aus der Favoritenliste entfernt.',
  },
  reset: { id: 'productLists.favorites.reset', defaultMessage: 'Die Favoritenliste wurde zurückgesetzt.' },
  noProduct: {
    id: 'productLists.favorites.noProduct',
    defaultMessage: 'Ohne Materialnummer kann das Produkt nicht der Favoritenliste hinzugefügt werden.',
  },
  listName: { id: 'productLists.favorites.name', defaultMessage: 'Favoritenliste' },
});

const bulk = {
  basket: {
    added: defineMessage<{ count: number }>({
      id: 'productLists.basket.bulkAdded',
      defaultMessage:
        '{count, plural, one {# Produkt wurde in den Warenkorb gelegt.} other {# Produkte wurden in den Warenkorb gelegt.}}',
    }),
    noneAdded: defineMessage({
      id: 'productLists.basket.bulkNoneAdded',
      defaultMessage: 'Es wurde kein Produkt in den Warenkorb gelegt.',
    }),
    present: defineMessage<{ count: number }>({
      id: 'productLists.basket.bulkPresent',
      defaultMessage:
        '{count, plural, one {# Produkt befand sich bereits im Warenkorb.} other {# Produkte befanden sich bereits im Warenkorb.}}',
    }),
  },
  favorites: {
    added: defineMessage<{ count: number }>({
      id: 'productLists.favorites.bulkAdded',
      defaultMessage:
        '{count, plural, one {# Produkt wurde der Favoritenliste hinzugefügt.} other {# Produkte wurden der Favoritenliste hinzugefügt.}}',
    }),
    noneAdded: defineMessage({
      id: 'productLists.favorites.bulkNoneAdded',
      defaultMessage: 'Es wurde kein Produkt der Favoritenliste hinzugefügt.',
    }),
    present: defineMessage<{ count: number }>({
      id: 'productLists.favorites.bulkPresent',
      defaultMessage:
        '{count, plural, one {# Produkt befand sich bereits in der Favoritenliste.} other {# Produkte befanden sich bereits in der Favoritenliste.}}',
    }),
  },
} as const;

/** Shared by both lists: products of a bulk add that carried no material number. */
export const bulkWithoutIdMessage = defineMessage<{ count: number }>({
  id: 'productLists.bulkWithoutId',
  defaultMessage:
    '{count, plural, one {# Produkt ohne Materialnummer wurde übersprungen.} other {# Produkte ohne Materialnummer wurden übersprungen.}}',
});

/** The add button's accessible name names the product and the list. */
export const addToListLabel = {
  basket: defineMessage<{ product: string }>({
    id: 'productLists.basket.addLabel',
    defaultMessage: '„{product}“ in den Warenkorb legen',
  }),
  favorites: defineMessage<{ product: string }>({
    id: 'productLists.favorites.addLabel',
    defaultMessage: '„{product}“ zur Favoritenliste hinzufügen',
  }),
} as const;

/** The add button's visible text, part of its accessible name. */
export const addToListText = defineMessages({
  basket: { id: 'productLists.basket.addText', defaultMessage: 'In den Warenkorb' },
  favorites: { id: 'productLists.favorites.addText', defaultMessage: 'Zur Favoritenliste' },
});

export const productListMessages = { basket, favorites } as const satisfies Record<ProductListKind, unknown>;
export const bulkMessages = bulk satisfies Record<ProductListKind, unknown>;

/** Texts of the entry list and the widget body, shared by both lists. */
export const entryMessages = defineMessages({
  materialNumber: { id: 'productLists.entry.materialNumber', defaultMessage: 'Materialnummer' },
  amount: { id: 'productLists.entry.amount', defaultMessage: 'Menge' },
  amountRequired: {
    id: 'productLists.entry.amountRequired',
    defaultMessage: 'Bitte geben Sie eine Menge ein.',
  },
  amountPositive: {
    id: 'productLists.entry.amountPositive',
    defaultMessage: 'Die Menge muss größer als 0 sein.',
  },
  increase: { id: 'productLists.entry.increase', defaultMessage: 'Menge erhöhen' },
  decrease: { id: 'productLists.entry.decrease', defaultMessage: 'Menge verringern' },
});

export const amountLabel = defineMessage<{ product: string }>({
  id: 'productLists.entry.amountLabel',
  defaultMessage: 'Menge für „{product}“',
});
export const amountSaved = defineMessage<{ product: string; amount: string }>({
  id: 'productLists.entry.amountSaved',
  defaultMessage: 'Menge für „{product}“ gespeichert: {amount}',
});
export const removeLabel = defineMessage<{ product: string }>({
  id: 'productLists.entry.removeLabel',
  defaultMessage: '„{product}“ entfernen',
});
export const selectLabel = defineMessage<{ product: string }>({
  id: 'productLists.entry.selectLabel',
  defaultMessage: '„{product}“ auswählen',
});
export const moreEntries = defineMessage<{ count: number }>({
  id: 'productLists.widget.more',
  defaultMessage: '{count, plural, one {und # weiterer Eintrag} other {und # weitere Einträge}}',
});
