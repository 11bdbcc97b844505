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
  resultsTitle: { id: 'search.results.title', defaultMessage: 'Suchergebnisse' },
  failed: { id: 'search.failed', defaultMessage: 'Die Suche ist fehlgeschlagen.' },
  failedText: {
    id: 'search.failed.text',
    defaultMessage: 'Die Ergebnisse konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
  },
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
});

export const resultCountMessage = defineMessage<{ count: number }>({
  id: 'search.results.count',
  defaultMessage: '{count, plural, one {# Produkt gefunden} other {# Produkte gefunden}}',
});

export const publicCountMessage = defineMessage<{ shown: number; count: number }>({
  id: 'search.public.count',
  defaultMessage: '{shown} von {count, plural, one {# Treffer} other {# Treffern}} angezeigt',
});
