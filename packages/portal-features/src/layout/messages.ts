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
  success: { id: 'layout.notification.success', defaultMessage: 'Erfolg' },
  error: { id: 'layout.notification.error', defaultMessage: 'Fehler' },
  info: { id: 'layout.notification.info', defaultMessage: 'Hinweis' },
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

export const basketLabel = defineMessage<{ count: number }>({
  id: 'layout.header.basket',
  defaultMessage: 'Warenkorb, {count, plural, =0 {leer} one {# Artikel} other {# Artikel}}',
});
export const favouritesLabel = defineMessage<{ count: number }>({
  id: 'layout.header.favourites',
  defaultMessage: 'Favoriten, {count, plural, =0 {keine} one {# Eintrag} other {# Einträge}}',
});
