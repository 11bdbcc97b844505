import { defineMessage, defineMessages } from '@formatjs/intl';

export const layoutMessages = defineMessages({
  skipLink: { id: 'layout.skipLink', defaultMessage: 'Zum Inhalt springen' },
  sloganCustomer: { id: 'layout.slogan.customer', defaultMessage: 'Kundenportal' },
  sloganAdmin: { id: 'layout.slogan.admin', defaultMessage: 'Admin Center' },
  menuToggle: { id: 'layout.menu.toggle', defaultMessage: 'Menü' },
  navigation: { id: 'layout.menu.navigation', defaultMessage: 'Hauptmenü' },
  menuClose: { id: 'layout.menu.close', defaultMessage: 'Menü schließen' },
  profile: { id: 'layout.profile', defaultMessage: 'Profil' },
  logout: { id: 'layout.logout', defaultMessage: 'Abmelden' },
  punchoutEnd: { id: 'layout.punchout.end', defaultMessage: 'Einkauf beenden' },
  punchoutRegion: { id: 'layout.punchout.region', defaultMessage: 'Einkauf aus Ihrem Einkaufssystem' },
  punchoutText: {
    id: 'layout.punchout.text',
    defaultMessage:
      'Einkauf aus {system}: Ihr Warenkorb geht an {system} zurück, nicht als Bestellung an uns.',
  },
  punchoutTransfer: { id: 'layout.punchout.transfer', defaultMessage: 'Warenkorb übertragen' },
  login: { id: 'layout.login', defaultMessage: 'Anmelden' },
  register: { id: 'layout.register', defaultMessage: 'Registrieren' },
  faq: { id: 'layout.faq', defaultMessage: 'FAQ und Support' },
  account: { id: 'layout.menu.account', defaultMessage: 'Mein Konto' },
  footerNavigation: { id: 'layout.footer.navigation', defaultMessage: 'Service und Rechtliches' },
  support: { id: 'layout.footer.support', defaultMessage: 'Support' },
  privacy: { id: 'layout.footer.privacy', defaultMessage: 'Datenschutz' },
  imprint: { id: 'layout.footer.imprint', defaultMessage: 'Impressum' },
  cookieSettings: { id: 'layout.footer.cookies', defaultMessage: 'Cookie-Einstellungen' },
  cookieTitle: { id: 'layout.cookies.title', defaultMessage: 'Cookies im Kundenportal' },
  cookieText: {
    id: 'layout.cookies.text',
    defaultMessage:
      'Wir setzen nur technisch notwendige Cookies und Speicher ein: ein Cookie für Ihre Sprache und, wenn Sie angemeldet sind, den Anmeldeschlüssel Ihrer Sitzung (30 Tage). Wir verwenden keine Cookies für Statistik oder Werbung, daher gibt es nichts abzuwählen.',
  },
  close: { id: 'layout.close', defaultMessage: 'Schließen' },
  loading: { id: 'layout.loading', defaultMessage: 'Wird geladen …' },
});

/** Why the session ended, on the page the user was sent to (SessionEndedNotice). */
export const sessionEndedMessages = defineMessages({
  /** A request was answered 401: the server ended it (user deleted, password changed elsewhere). */
  ended: {
    id: 'layout.sessionEnded',
    defaultMessage: 'Ihre Sitzung wurde beendet. Bitte melden Sie sich erneut an.',
  },
  /** The refresh was refused (spec §4: the login's time ran out). */
  expired: {
    id: 'layout.sessionEnded.expired',
    defaultMessage: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.',
  },
  elsewhere: {
    id: 'layout.sessionEnded.elsewhere',
    defaultMessage: 'Sie wurden in einem anderen Fenster abgemeldet. Bitte melden Sie sich erneut an.',
  },
  dismiss: { id: 'layout.sessionEnded.dismiss', defaultMessage: 'Hinweis schließen' },
});

/** The logo link: its name starts with the wordmark it shows (WCAG 2.5.3 label in name). */
export const homeLabel = defineMessage<{ company: string }>({
  id: 'layout.homeOf',
  defaultMessage: '{company} – Startseite',
});

export const userMenuLabel = defineMessage<{ name: string }>({
  id: 'layout.userMenu',
  defaultMessage: 'Benutzermenü von {name}',
});
export const languageLabel = defineMessage<{ language: string }>({
  id: 'layout.language',
  defaultMessage: 'Sprache: {language}',
});

/** Says what the bubble on My documents counts: SDS updates since the last delivery not yet marked seen. */
export const unseenSdsUpdatesLabel = defineMessage<{ count: number }>({
  id: 'layout.menu.documents.unseen',
  defaultMessage:
    '{count, plural, one {# neues Sicherheitsdatenblatt} other {# neue Sicherheitsdatenblätter}}',
});

export const basketLabel = defineMessage<{ count: number }>({
  id: 'layout.header.basket',
  defaultMessage: 'Warenkorb, {count, plural, =0 {leer} one {# Artikel} other {# Artikel}}',
});
export const favouritesLabel = defineMessage<{ count: number }>({
  id: 'layout.header.favourites',
  defaultMessage: 'Favoriten, {count, plural, =0 {keine} one {# Eintrag} other {# Einträge}}',
});

/** The banner that says whom staff are acting for (issue 14: never lose track of the company). */
export const actingMessages = defineMessages({
  region: { id: 'layout.acting.region', defaultMessage: 'Kundenkontext' },
  staffView: {
    id: 'layout.acting.staffView',
    defaultMessage: 'Mitarbeiteransicht: Sie handeln für keinen bestimmten Kunden.',
  },
  none: { id: 'layout.acting.none', defaultMessage: 'Sie haben noch keinen Kunden gewählt.' },
  choose: { id: 'layout.acting.choose', defaultMessage: 'Kunden wählen' },
  change: { id: 'layout.acting.change', defaultMessage: 'Kunden wechseln' },
  clear: { id: 'layout.acting.clear', defaultMessage: 'Kundenauswahl aufheben' },
});
export const actingForMessage = defineMessage<{ company: string; customerNumber: string }>({
  id: 'layout.acting.for',
  defaultMessage: 'Sie handeln für {company} ({customerNumber}).',
});
export const actingForNumberMessage = defineMessage<{ customerNumber: string }>({
  id: 'layout.acting.forNumber',
  defaultMessage: 'Sie handeln für den Kunden mit der Kundennummer {customerNumber}.',
});

/** The selectors' labels: here, not in the lazily loaded selectors, so their placeholders can show them. */
export const selectorMessages = defineMessages({
  customer: { id: 'layout.customerSelector.label', defaultMessage: 'Kunde' },
  client: { id: 'layout.clientSelector.label', defaultMessage: 'Mandant' },
});

/** The client selector's choices: the product's group (its name from the config) and Staub. */
export const mainClientLabel = defineMessage<{ product: string }>({
  id: 'layout.clientSelector.main',
  defaultMessage: '{product}-Gruppe',
});
export const clientNameMessages = defineMessages({
  second: { id: 'layout.clientSelector.staub', defaultMessage: 'Staub' },
});
