import { defineMessage, defineMessages } from '@formatjs/intl';

export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Übersicht' },
  introTitle: { id: 'dashboard.intro.title', defaultMessage: 'Das bietet Ihnen das Kundenportal' },
  introLead: {
    id: 'dashboard.intro.lead',
    defaultMessage: 'Hier haben Sie alles rund um Ihre Bestellungen bei uns an einem Ort:',
  },
  introOrders: {
    id: 'dashboard.intro.orders',
    defaultMessage: 'Bestellhistorie: Ihre Aufträge mit Positionen und Belegen, nach Firma geordnet.',
  },
  introReorder: {
    id: 'dashboard.intro.reorder',
    defaultMessage:
      'Suche und Nachbestellung: Produkte der letzten zwei Jahre finden, in den Warenkorb legen und nachbestellen oder ein Angebot anfordern.',
  },
  introFavorites: {
    id: 'dashboard.intro.favorites',
    defaultMessage: 'Favoriten: häufig bestellte Produkte griffbereit halten.',
  },
  introDocuments: {
    id: 'dashboard.intro.documents',
    defaultMessage:
      'Dokumente: Sicherheitsdatenblätter und Produktinformationen herunterladen oder anfordern.',
  },
  introProfile: {
    id: 'dashboard.intro.profile',
    defaultMessage: 'Profil: Ihre Daten einsehen, die Firma wählen und Ihr Passwort ändern.',
  },
  introPrices: {
    id: 'dashboard.intro.prices',
    defaultMessage: 'Preise können vom letzten Auftrag abweichen; es gelten die Tagespreise.',
  },
  hideIntro: { id: 'dashboard.intro.hide', defaultMessage: 'Einführung ausblenden' },
  showIntro: { id: 'dashboard.intro.show', defaultMessage: 'Einführung anzeigen' },
  widgetsTitle: { id: 'dashboard.widgets.title', defaultMessage: 'Ihre Übersicht' },
});

export const greeting = defineMessage<{ name: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Willkommen, {name}!',
});
