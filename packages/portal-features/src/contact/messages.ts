import { defineMessage, defineMessages } from '@formatjs/intl';

export const contactMessages = defineMessages({
  title: { id: 'contact.title', defaultMessage: 'Kontakt' },
  lead: {
    id: 'contact.lead',
    defaultMessage:
      'Ihre Ansprechpartnerin oder Ihr Ansprechpartner hilft Ihnen bei allen Fragen zu Bestellungen, Produkten und Dokumenten.',
  },
  personTitle: { id: 'contact.person.title', defaultMessage: 'Ihr Ansprechpartner' },
  name: { id: 'contact.person.name', defaultMessage: 'Name' },
  email: { id: 'contact.person.email', defaultMessage: 'E-Mail' },
  phone: { id: 'contact.person.phone', defaultMessage: 'Telefon' },
  company: { id: 'contact.person.company', defaultMessage: 'Firma' },
  noPerson: {
    id: 'contact.person.none',
    defaultMessage:
      'Für diese Firma ist kein Ansprechpartner hinterlegt. Schreiben Sie uns trotzdem – wir leiten Ihre Nachricht weiter.',
  },
  loadFailed: {
    id: 'contact.person.loadFailed',
    defaultMessage: 'Der Ansprechpartner konnte nicht geladen werden.',
  },
  loading: { id: 'contact.person.loading', defaultMessage: 'Ansprechpartner wird geladen' },
  supportText: {
    id: 'contact.support.text',
    defaultMessage:
      'Für Fragen zum Kundenportal und zu Ihrem Zugang – oder wenn Ihr Ansprechpartner nicht erreichbar ist:',
  },
  formTitle: { id: 'contact.form.title', defaultMessage: 'Nachricht senden' },
  subject: { id: 'contact.form.subject', defaultMessage: 'Betreff' },
  message: { id: 'contact.form.message', defaultMessage: 'Nachricht' },
  subjectRequired: {
    id: 'contact.form.subject.required',
    defaultMessage: 'Bitte geben Sie einen Betreff ein.',
  },
  messageRequired: {
    id: 'contact.form.message.required',
    defaultMessage: 'Bitte geben Sie eine Nachricht ein.',
  },
  send: { id: 'contact.form.send', defaultMessage: 'Nachricht senden' },
  sent: { id: 'contact.form.sent', defaultMessage: 'Ihre Nachricht wurde gesendet.' },
  sendFailed: {
    id: 'contact.form.failed',
    defaultMessage: 'Ihre Nachricht konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
});

export const sentTo = defineMessage<{ name: string }>({
  id: 'contact.form.sentTo',
  defaultMessage: 'Ihre Nachricht wurde an {name} gesendet.',
});
