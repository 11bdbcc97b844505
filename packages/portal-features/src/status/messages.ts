import { defineMessages } from '@formatjs/intl';

export const statusMessages = defineMessages({
  notFoundTitle: { id: 'status.notFound.title', defaultMessage: 'Diese Seite konnte nicht gefunden werden' },
  notFoundText: {
    id: 'status.notFound.text',
    defaultMessage: 'Die Adresse ist falsch oder die Seite gibt es nicht mehr.',
  },
  backHome: { id: 'status.backHome', defaultMessage: 'Zurück zur Startseite' },
  outOfServiceTitle: { id: 'status.outOfService.title', defaultMessage: 'Technische Störung!' },
  outOfServiceText: {
    id: 'status.outOfService.text',
    defaultMessage:
      'Der Dienst ist im Moment nicht erreichbar. Bitte versuchen Sie es in ein paar Minuten noch einmal – Ihre Eingaben gehen dabei nicht verloren.',
  },
  retry: { id: 'status.outOfService.retry', defaultMessage: 'Erneut versuchen' },
  stillDown: {
    id: 'status.outOfService.stillDown',
    defaultMessage: 'Der Dienst ist noch nicht wieder erreichbar.',
  },
  serviceBack: { id: 'status.outOfService.back', defaultMessage: 'Der Dienst ist wieder verfügbar.' },
});
