import { defineMessage, defineMessages } from '@formatjs/intl';

export const basketMessages = defineMessages({
  basketTitle: { id: 'basket.title', defaultMessage: 'Warenkorb' },
  favoritesTitle: { id: 'basket.favorites.title', defaultMessage: 'Favoriten' },
  basketLead: {
    id: 'basket.lead',
    defaultMessage:
      'Stellen Sie hier Ihre Bestellung oder Ihre Angebotsanfrage zusammen. Mengen werden beim Verlassen des Feldes gespeichert.',
  },
  favoritesLead: {
    id: 'basket.favorites.lead',
    defaultMessage: 'Ihre regelmäßig benötigten Produkte – mit einem Klick im Warenkorb.',
  },
  basketEntries: { id: 'basket.entries', defaultMessage: 'Einträge im Warenkorb' },
  favoritesEntries: { id: 'basket.favorites.entries', defaultMessage: 'Einträge der Favoritenliste' },
  basketEmpty: { id: 'basket.empty', defaultMessage: 'Ihr Warenkorb ist leer.' },
  basketEmptyHint: {
    id: 'basket.emptyHint',
    defaultMessage: 'Legen Sie Produkte aus der Suche, Ihren Favoriten oder per Schnellbestellung hinein.',
  },
  favoritesEmpty: { id: 'basket.favorites.empty', defaultMessage: 'Ihre Favoritenliste ist leer.' },
  favoritesEmptyHint: {
    id: 'basket.favorites.emptyHint',
    defaultMessage: 'Merken Sie sich Produkte aus der Suche oder aus Ihren Bestellungen.',
  },
  basketLoadFailed: {
    id: 'basket.loadFailed',
    defaultMessage: 'Der Warenkorb konnte nicht geladen werden. Es werden daher keine Einträge angezeigt.',
  },
  favoritesLoadFailed: {
    id: 'basket.favorites.loadFailed',
    defaultMessage:
      'Die Favoritenliste konnte nicht geladen werden. Es werden daher keine Einträge angezeigt.',
  },
  reorder: { id: 'basket.reorder', defaultMessage: 'Bestellen' },
  requestOffer: { id: 'basket.requestOffer', defaultMessage: 'Angebot anfordern' },
  toProcurement: { id: 'basket.toProcurement', defaultMessage: 'An Ihr Einkaufssystem übertragen' },
  basketReset: { id: 'basket.reset', defaultMessage: 'Warenkorb zurücksetzen' },
  favoritesReset: { id: 'basket.favorites.reset', defaultMessage: 'Favoritenliste zurücksetzen' },
  basketResetTitle: { id: 'basket.resetTitle', defaultMessage: 'Warenkorb zurücksetzen?' },
  favoritesResetTitle: { id: 'basket.favorites.resetTitle', defaultMessage: 'Favoritenliste zurücksetzen?' },
  resetConfirm: { id: 'basket.resetConfirm', defaultMessage: 'Zurücksetzen' },
  selectAll: { id: 'basket.favorites.selectAll', defaultMessage: 'Alle auswählen' },
  toSearch: { id: 'basket.toSearch', defaultMessage: 'Zur Produktsuche' },
  widgetBasketShowAll: { id: 'basket.widget.showAll', defaultMessage: 'Zum Warenkorb' },
  widgetFavoritesShowAll: { id: 'basket.favorites.widget.showAll', defaultMessage: 'Zu den Favoriten' },
  widgetBasketFailed: {
    id: 'basket.widget.failed',
    defaultMessage: 'Der Warenkorb konnte nicht geladen werden.',
  },
  widgetFavoritesFailed: {
    id: 'basket.favorites.widget.failed',
    defaultMessage: 'Die Favoritenliste konnte nicht geladen werden.',
  },
});

export const resetQuestion = {
  basket: defineMessage<{ count: number }>({
    id: 'basket.resetQuestion',
    defaultMessage:
      '{count, plural, one {Der Eintrag wird} other {Alle # Einträge werden}} aus dem Warenkorb entfernt. Das lässt sich nicht rückgängig machen.',
  }),
  favorites: defineMessage<{ count: number }>({
    id: 'basket.favorites.resetQuestion',
    defaultMessage:
      '{count, plural, one {Der Eintrag wird} other {Alle # Einträge werden}} aus der Favoritenliste entfernt. Das lässt sich nicht rückgängig machen.',
  }),
};

export const selectedToBasket = defineMessage<{ count: number }>({
  id: 'basket.favorites.selectedToBasket',
  defaultMessage:
    '{count, plural, =0 {Auswahl in den Warenkorb legen} one {# ausgewähltes Produkt in den Warenkorb legen} other {# ausgewählte Produkte in den Warenkorb legen}}',
});

export const entryCount = defineMessage<{ count: number }>({
  id: 'basket.entryCount',
  defaultMessage: '{count, plural, one {# Eintrag} other {# Einträge}}',
});
