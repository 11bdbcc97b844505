import { defineMessages } from '@formatjs/intl';

export const homeMessages = defineMessages({
  eyebrow: { id: 'home.eyebrow', defaultMessage: 'Industriebedarf · Chemikalien · Lebensmittelzutaten' },
  title: { id: 'home.title', defaultMessage: 'Willkommen im Kundenportal' },
  lead: {
    id: 'home.lead',
    defaultMessage:
      'Ihre Bestellungen, Produkte und Dokumente an einem Ort – rund um die Uhr und in Ihrer Sprache.',
  },
  toDashboard: { id: 'home.toDashboard', defaultMessage: 'Zum Dashboard' },
  advantagesTitle: { id: 'home.advantages.title', defaultMessage: 'Ihre Vorteile' },
  searchTitle: { id: 'home.advantages.search.title', defaultMessage: 'Produkte schnell finden' },
  searchText: {
    id: 'home.advantages.search.text',
    defaultMessage:
      'Die Suche findet alle Produkte, die Sie in den letzten zwei Jahren bei uns bestellt haben.',
  },
  reorderTitle: { id: 'home.advantages.reorder.title', defaultMessage: 'Einfach nachbestellen' },
  reorderText: {
    id: 'home.advantages.reorder.text',
    defaultMessage:
      'Legen Sie Produkte aus früheren Bestellungen in den Warenkorb und bestellen Sie in drei Schritten nach.',
  },
  offerTitle: { id: 'home.advantages.offer.title', defaultMessage: 'Angebote anfordern' },
  offerText: {
    id: 'home.advantages.offer.text',
    defaultMessage: 'Fragen Sie Angebote direkt bei Ihrem persönlichen Ansprechpartner an.',
  },
  documentsTitle: {
    id: 'home.advantages.documents.title',
    defaultMessage: 'Sicherheitsdatenblätter und Dokumente',
  },
  documentsText: {
    id: 'home.advantages.documents.text',
    defaultMessage:
      'Laden Sie Sicherheitsdatenblätter und Produktinformationen herunter oder fordern Sie Dokumente an.',
  },
  favoritesTitle: { id: 'home.advantages.favorites.title', defaultMessage: 'Favoriten und Bestellhistorie' },
  favoritesText: {
    id: 'home.advantages.favorites.text',
    defaultMessage: 'Behalten Sie häufig bestellte Produkte und alle Bestellungen Ihrer Firmen im Blick.',
  },
  languagesTitle: { id: 'home.advantages.languages.title', defaultMessage: 'In Ihrer Sprache' },
  languagesText: {
    id: 'home.advantages.languages.text',
    defaultMessage:
      'Das Portal spricht Deutsch, Englisch, Spanisch, Französisch, Niederländisch, Polnisch und Italienisch.',
  },
  ctaLogin: { id: 'home.cta.login', defaultMessage: 'Anmelden' },
  ctaRegister: { id: 'home.cta.register', defaultMessage: 'Jetzt registrieren' },
  ctaSearch: { id: 'home.cta.search', defaultMessage: 'Produkte suchen' },
  ctaFaq: { id: 'home.cta.faq', defaultMessage: 'Häufige Fragen' },
  searchLabel: { id: 'home.search.label', defaultMessage: 'Produktname oder Materialnummer' },
  searchSubmit: { id: 'home.search.submit', defaultMessage: 'Suchen' },
  searchClear: { id: 'home.search.clear', defaultMessage: 'Suchbegriff löschen' },
  searchHint: {
    id: 'home.search.hint',
    defaultMessage:
      'Ohne Anmeldung sehen Sie eine Auswahl der Treffer; angemeldet alle Produkte Ihrer Firma.',
  },
  prices: {
    id: 'home.prices',
    defaultMessage: 'Preise können vom letzten Auftrag abweichen; es gelten die Tagespreise.',
  },
});
