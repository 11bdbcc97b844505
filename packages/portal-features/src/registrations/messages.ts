import { defineMessage, defineMessages } from '@formatjs/intl';

export const registrationMessages = defineMessages({
  applicantSection: { id: 'registrations.applicant.section', defaultMessage: 'Angaben der Anfrage' },
  applicantReason: { id: 'registrations.applicant.reason', defaultMessage: 'Grund der Registrierung' },
  applicantDetails: { id: 'registrations.applicant.details', defaultMessage: 'Erläuterung' },
  applicantHeard: { id: 'registrations.applicant.heard', defaultMessage: 'Aufmerksam geworden durch' },
  applicantRoles: { id: 'registrations.applicant.roles', defaultMessage: 'Gewünschte Rolle' },
  applicantClient: { id: 'registrations.applicant.client', defaultMessage: 'Registriert bei' },
  applicantNotGiven: { id: 'registrations.applicant.notGiven', defaultMessage: 'keine Angabe' },
  title: { id: 'registrations.title', defaultMessage: 'Registrierungsanfragen' },
  lead: {
    id: 'registrations.lead',
    defaultMessage:
      'Bestätigte Registrierungen warten hier auf Ihre Freigabe. Aktivieren Sie den Benutzer mit Rolle, Mandant und Kundennummern oder lehnen Sie die Anfrage ab.',
  },
  // Without the backend's activation or deny call (config.json capabilities) the page says where it is decided.
  leadDecidedElsewhere: {
    id: 'registrations.lead.decidedElsewhere',
    defaultMessage:
      'Bestätigte Registrierungen warten hier auf ihre Freigabe. Freigegeben oder abgelehnt werden sie nicht in diesem Portal, sondern im Backoffice – wenden Sie sich dafür an Ihren Support.',
  },
  leadActivateOnly: {
    id: 'registrations.lead.activateOnly',
    defaultMessage:
      'Bestätigte Registrierungen warten hier auf Ihre Freigabe. Aktivieren Sie den Benutzer mit Rolle, Mandant und Kundennummern; abgelehnt werden Anfragen nicht in diesem Portal, sondern im Backoffice.',
  },
  leadDenyOnly: {
    id: 'registrations.lead.denyOnly',
    defaultMessage:
      'Bestätigte Registrierungen warten hier auf ihre Freigabe. Aktiviert werden Benutzer nicht in diesem Portal, sondern im Backoffice; hier können Sie eine Anfrage ablehnen.',
  },
  tableLabel: { id: 'registrations.table.label', defaultMessage: 'Offene Registrierungsanfragen' },
  columnDate: { id: 'registrations.column.date', defaultMessage: 'Datum' },
  columnContact: { id: 'registrations.column.contact', defaultMessage: 'Kontaktdaten' },
  columnCustomerNumbers: { id: 'registrations.column.customerNumbers', defaultMessage: 'Kundennummer' },
  columnCountryZip: { id: 'registrations.column.countryZip', defaultMessage: 'Land-PLZ' },
  columnArea: { id: 'registrations.column.area', defaultMessage: 'Bereich' },
  columnActions: { id: 'registrations.column.actions', defaultMessage: 'Neu / Ablehnen' },
  columnClient: { id: 'registrations.column.client', defaultMessage: 'Mandant' },
  columnRole: { id: 'registrations.column.role', defaultMessage: 'Zu vergebende Rolle' },
  typeExisting: { id: 'registrations.type.existing', defaultMessage: 'Bestandskunde' },
  typeNew: { id: 'registrations.type.new', defaultMessage: 'Neukunde' },
  typeEmployee: { id: 'registrations.type.employee', defaultMessage: 'Mitarbeiter' },
  none: { id: 'registrations.none', defaultMessage: 'keine' },
  empty: { id: 'registrations.empty', defaultMessage: 'Es liegen keine offenen Registrierungsanfragen vor.' },
  loadFailed: {
    id: 'registrations.loadFailed',
    defaultMessage: 'Die Registrierungsanfragen konnten nicht geladen werden.',
  },
  activate: { id: 'registrations.activate', defaultMessage: 'Aktivieren' },
  deny: { id: 'registrations.deny', defaultMessage: 'Ablehnen' },
  role: { id: 'registrations.field.role', defaultMessage: 'Rolle' },
  client: { id: 'registrations.field.client', defaultMessage: 'Mandant' },
  customerNumbers: { id: 'registrations.field.customerNumbers', defaultMessage: 'Kundennummern' },
  customerNumbersHint: {
    id: 'registrations.field.customerNumbers.hint',
    defaultMessage:
      'Sechs Ziffern; mehrere Kundennummern durch Semikolon trennen. Korrigieren Sie die Angaben des Antragstellers bei Bedarf.',
  },
  choose: { id: 'registrations.field.choose', defaultMessage: 'Bitte wählen' },
  clientRequired: {
    id: 'registrations.validation.clientRequired',
    defaultMessage: 'Bitte wählen Sie einen Mandanten für den Benutzer aus!',
  },
  customerNumbersRequired: {
    id: 'registrations.validation.customerNumbersRequired',
    defaultMessage: 'Kunden brauchen mindestens eine Kundennummer.',
  },
  activateSubmit: { id: 'registrations.activate.submit', defaultMessage: 'Benutzer aktivieren' },
  activated: { id: 'registrations.activated', defaultMessage: 'Der Benutzer wurde erfolgreich aktiviert!' },
  activationFailed: {
    id: 'registrations.activationFailed',
    defaultMessage: 'Der Benutzer konnte nicht aktiviert werden!',
  },
  denyTitle: { id: 'registrations.deny.title', defaultMessage: 'Registrierung ablehnen' },
  denyConfirm: { id: 'registrations.deny.confirm', defaultMessage: 'Ablehnen und löschen' },
  deleted: { id: 'registrations.deleted', defaultMessage: 'Die Registrierung wurde gelöscht.' },
  deleteFailed: {
    id: 'registrations.deleteFailed',
    defaultMessage: 'Die Registrierung konnte nicht gelöscht werden!',
  },
  rolesUnavailable: {
    id: 'registrations.rolesUnavailable',
    defaultMessage: 'Die Rollen konnten nicht geladen werden. Ohne Rolle kann niemand aktiviert werden.',
  },
});

export const activateLabel = defineMessage<{ name: string }>({
  id: 'registrations.activate.label',
  defaultMessage: 'Registrierung von {name} aktivieren',
});
export const denyLabel = defineMessage<{ name: string }>({
  id: 'registrations.deny.label',
  defaultMessage: 'Registrierung von {name} ablehnen',
});
export const activateTitle = defineMessage<{ name: string }>({
  id: 'registrations.activate.title',
  defaultMessage: 'Benutzer aktivieren: {name}',
});
export const denyQuestion = defineMessage<{ name: string; email: string }>({
  id: 'registrations.deny.question',
  defaultMessage: 'Möchten Sie die Registrierung von {name} ({email}) wirklich ablehnen und löschen?',
});
export const requestedBy = defineMessage<{ count: number }>({
  id: 'registrations.count',
  defaultMessage: '{count, plural, one {# offene Anfrage} other {# offene Anfragen}}',
});
