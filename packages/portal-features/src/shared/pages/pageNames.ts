import { defineMessages } from '@formatjs/intl';

/**
 * What each /user/* page is called: the side menu's entry, and the heading a guarded page shows while nobody
 * is logged in (so a bookmark opened logged out still says where it leads).
 */
export const pageNames = defineMessages({
  dashboard: { id: 'session.page.dashboard', defaultMessage: 'Dashboard' },
  basket: { id: 'session.page.basket', defaultMessage: 'Warenkorb' },
  favorites: { id: 'session.page.favorites', defaultMessage: 'Favoriten' },
  registrations: { id: 'session.page.registrations', defaultMessage: 'Registrierungen' },
  usermanagement: { id: 'session.page.usermanagement', defaultMessage: 'Benutzerverwaltung' },
  orders: { id: 'session.page.orders', defaultMessage: 'Bestellhistorie' },
  search: { id: 'session.page.search', defaultMessage: 'Suche' },
  products: { id: 'session.page.products', defaultMessage: 'Meine Produkte' },
  documents: { id: 'session.page.documents', defaultMessage: 'Meine Dokumente' },
  profile: { id: 'session.page.profile', defaultMessage: 'Profil' },
  contact: { id: 'session.page.contact', defaultMessage: 'Kontakt' },
  order: { id: 'session.page.order', defaultMessage: 'Auftragsdetails' },
  edit: { id: 'session.page.edit', defaultMessage: 'Benutzer bearbeiten' },
  punchout: { id: 'session.page.punchout', defaultMessage: 'An Ihr Einkaufssystem übertragen' },
});
