import { defineMessages } from '@formatjs/intl';

/** The punchout pages: the start from the procurement system's link, and the hand-back. */
export const punchoutMessages = defineMessages({
  startTitle: { id: 'punchout.start.title', defaultMessage: 'Einkauf aus Ihrem Einkaufssystem' },
  starting: { id: 'punchout.start.checking', defaultMessage: 'Ihr Einkauf wird gestartet …' },
  spentTitle: { id: 'punchout.start.spent.title', defaultMessage: 'Dieser Einkaufslink gilt nicht mehr' },
  spentText: {
    id: 'punchout.start.spent.text',
    defaultMessage:
      'Der Link aus Ihrem Einkaufssystem wurde schon benutzt oder ist abgelaufen – er gilt nur einmal und nur wenige Minuten. Starten Sie den Einkauf in Ihrem Einkaufssystem bitte neu.',
  },
  noToken: {
    id: 'punchout.start.noToken',
    defaultMessage: 'Diese Seite öffnet Ihr Einkaufssystem. Starten Sie den Einkauf bitte dort.',
  },
  unavailable: {
    id: 'punchout.start.unavailable',
    defaultMessage: 'Dieses Kundenportal bietet keinen Einkauf aus Einkaufssystemen an.',
  },
  throttled: {
    id: 'punchout.start.throttled',
    defaultMessage:
      'Zu viele Versuche. Bitte warten Sie {seconds, plural, one {# Sekunde} other {# Sekunden}}.',
  },
  lead: {
    id: 'punchout.transfer.lead',
    defaultMessage:
      'Ihr Warenkorb geht als Bestellanforderung an {system}. Dort durchläuft er Ihre Freigaben und wird zur Bestellung.',
  },
  loading: { id: 'punchout.transfer.loading', defaultMessage: 'Warenkorb wird geprüft' },
  loadFailed: {
    id: 'punchout.transfer.loadFailed',
    defaultMessage: 'Der Warenkorb konnte leider nicht geprüft werden.',
  },
  positions: {
    id: 'punchout.transfer.positions',
    defaultMessage:
      '{count, plural, =0 {Keine Position kann übertragen werden.} one {# Position wird übertragen.} other {# Positionen werden übertragen.}}',
  },
  leftOutTitle: {
    id: 'punchout.transfer.leftOut.title',
    defaultMessage:
      '{count, plural, one {Diese Position kann nicht übertragen werden} other {Diese # Positionen können nicht übertragen werden}}',
  },
  leftOutText: {
    id: 'punchout.transfer.leftOut.text',
    defaultMessage: 'Sie bleiben im Warenkorb. Fragen Sie sie bei Ihrem Ansprechpartner an.',
  },
  noPrice: { id: 'punchout.transfer.reason.noPrice', defaultMessage: 'kein Preis für Ihre Firma' },
  noMaterialNumber: {
    id: 'punchout.transfer.reason.noMaterialNumber',
    defaultMessage: 'keine Materialnummer',
  },
  leftOutEntry: {
    id: 'punchout.transfer.leftOut.entry',
    defaultMessage: '{description} ({materialNumber}): {reason}',
  },
  transfer: { id: 'punchout.transfer.action', defaultMessage: 'An Ihr Einkaufssystem übertragen' },
  cancel: { id: 'punchout.transfer.cancel', defaultMessage: 'Abbrechen und zurück zu {system}' },
  sending: { id: 'punchout.transfer.sending', defaultMessage: 'Wird an {system} übertragen …' },
  sent: {
    id: 'punchout.transfer.sent',
    defaultMessage: 'Ihr Warenkorb wurde an {system} übertragen. Sie können dieses Fenster schließen.',
  },
  cancelled: {
    id: 'punchout.transfer.cancelled',
    defaultMessage: 'Der Einkauf wurde abgebrochen; {system} hat einen leeren Warenkorb erhalten.',
  },
  failed: {
    id: 'punchout.transfer.failed',
    defaultMessage: 'Der Warenkorb konnte leider nicht übertragen werden. Bitte versuchen Sie es erneut.',
  },
  originRefused: {
    id: 'punchout.transfer.originRefused',
    defaultMessage:
      'An {origin} überträgt dieses Portal nicht: die Adresse ist für den Einkauf aus Einkaufssystemen nicht freigegeben. Es wurde nichts gesendet – bitte wenden Sie sich an den Support.',
  },
  notPunchout: {
    id: 'punchout.transfer.notPunchout',
    defaultMessage:
      'Sie kaufen nicht aus einem Einkaufssystem ein: Ihr Warenkorb wird hier im Portal bestellt.',
  },
  toBasket: { id: 'punchout.transfer.toBasket', defaultMessage: 'Zum Warenkorb' },
});
