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
  introContact: {
    id: 'dashboard.intro.contact',
    defaultMessage: 'Kontakt: Ihr persönlicher Ansprechpartner und eine Nachricht an ihn.',
  },
  introContactLink: { id: 'dashboard.intro.contactLink', defaultMessage: 'Zum Kontakt' },
  introPrices: {
    id: 'dashboard.intro.prices',
    defaultMessage: 'Preise können vom letzten Auftrag abweichen; es gelten die Tagespreise.',
  },
  hideIntro: { id: 'dashboard.intro.hide', defaultMessage: 'Einführung ausblenden' },
  showIntro: { id: 'dashboard.intro.show', defaultMessage: 'Einführung anzeigen' },
  widgetsTitle: { id: 'dashboard.widgets.title', defaultMessage: 'Ihre Übersicht' },
  addWidget: { id: 'dashboard.widgets.add', defaultMessage: 'Widget hinzufügen' },
  resetLayout: { id: 'dashboard.widgets.reset', defaultMessage: 'Standardanordnung wiederherstellen' },
  allShown: {
    id: 'dashboard.widgets.allShown',
    defaultMessage: 'Alle verfügbaren Widgets werden angezeigt.',
  },
  noWidgets: {
    id: 'dashboard.widgets.none',
    defaultMessage: 'Sie haben alle Widgets entfernt. Über „Widget hinzufügen“ holen Sie sie zurück.',
  },
});

export const removeWidgetLabel = defineMessage<{ title: string }>({
  id: 'dashboard.widgets.remove',
  defaultMessage: '{title} entfernen',
});

export const moveUpLabel = defineMessage<{ title: string }>({
  id: 'dashboard.widgets.moveUp',
  defaultMessage: '{title} nach oben verschieben',
});

export const moveDownLabel = defineMessage<{ title: string }>({
  id: 'dashboard.widgets.moveDown',
  defaultMessage: '{title} nach unten verschieben',
});

export const widgetRemoved = defineMessage<{ title: string }>({
  id: 'dashboard.widgets.removed',
  defaultMessage: '{title} wurde entfernt.',
});

export const widgetAdded = defineMessage<{ title: string }>({
  id: 'dashboard.widgets.added',
  defaultMessage: '{title} wurde hinzugefügt.',
});

export const widgetMoved = defineMessage<{ title: string; position: number; count: number }>({
  id: 'dashboard.widgets.moved',
  defaultMessage: '{title} steht jetzt an Position {position} von {count}.',
});

export const layoutReset = defineMessage({
  id: 'dashboard.widgets.resetDone',
  defaultMessage: 'Die Standardanordnung ist wiederhergestellt.',
});

export const greeting = defineMessage<{ name: string }>({
  id: 'dashboard.greeting',
  defaultMessage: 'Willkommen, {name}!',
});
