import { defineMessage, defineMessages } from '@formatjs/intl';

export const userMessages = defineMessages({
  title: { id: 'users.title', defaultMessage: 'Benutzerverwaltung' },
  lead: {
    id: 'users.lead',
    defaultMessage: 'Suchen Sie Benutzer nach Kundennummer, Nachname, E-Mail-Adresse oder Rolle.',
  },
  filterTitle: { id: 'users.filter.title', defaultMessage: 'Benutzer suchen' },
  customerNumber: { id: 'users.filter.customerNumber', defaultMessage: 'Kundennummer' },
  lastName: { id: 'users.filter.lastName', defaultMessage: 'Nachname' },
  email: { id: 'users.filter.email', defaultMessage: 'E-Mail' },
  role: { id: 'users.filter.role', defaultMessage: 'Rolle' },
  anyRole: { id: 'users.filter.anyRole', defaultMessage: 'Alle Rollen' },
  search: { id: 'users.filter.search', defaultMessage: 'Suchen' },
  resetFilter: { id: 'users.filter.reset', defaultMessage: 'Zurücksetzen' },
  needOneField: {
    id: 'users.filter.needOneField',
    defaultMessage: 'Bitte füllen Sie mindestens ein Suchfeld aus.',
  },
  startHint: {
    id: 'users.filter.startHint',
    defaultMessage: 'Geben Sie mindestens ein Suchkriterium ein, um Benutzer zu finden.',
  },
  export: { id: 'users.export', defaultMessage: 'Als Excel exportieren' },
  exportFailed: { id: 'users.exportFailed', defaultMessage: 'Der Export ist fehlgeschlagen.' },
  exported: { id: 'users.exported', defaultMessage: 'Die Datei users.xlsx wurde heruntergeladen.' },
  tableLabel: { id: 'users.table.label', defaultMessage: 'Gefundene Benutzer' },
  columnName: { id: 'users.column.name', defaultMessage: 'Name' },
  columnEmail: { id: 'users.column.email', defaultMessage: 'E-Mail' },
  columnCompany: { id: 'users.column.company', defaultMessage: 'Firma' },
  columnCustomerNumbers: { id: 'users.column.customerNumbers', defaultMessage: 'Kundennummern' },
  columnRoles: { id: 'users.column.roles', defaultMessage: 'Rollen' },
  columnActions: { id: 'users.column.actions', defaultMessage: 'Aktionen' },
  noResults: { id: 'users.noResults', defaultMessage: 'Keine Benutzer gefunden.' },
  loadFailed: { id: 'users.loadFailed', defaultMessage: 'Die Benutzer konnten nicht geladen werden.' },
  edit: { id: 'users.edit', defaultMessage: 'Bearbeiten' },
  delete: { id: 'users.delete', defaultMessage: 'Löschen' },
  itsYou: { id: 'users.itsYou', defaultMessage: 'Ihr eigenes Konto – Sie können sich nicht selbst löschen.' },
  notManageable: {
    id: 'users.notManageable',
    defaultMessage: 'Nur Ansicht: Rollen oder Mandanten, die Sie nicht vergeben dürfen.',
  },
  deleteTitle: { id: 'modal.deleteUser.title', defaultMessage: 'Benutzer löschen' },
  deleteConfirm: { id: 'modal.deleteUser.confirm', defaultMessage: 'Endgültig löschen' },
  deleted: { id: 'modal.deleteUser.notifications.success', defaultMessage: 'Der User wurde gelöscht.' },
  deleteNotFound: { id: 'modal.deleteUser.notifications.fail', defaultMessage: 'Der User existiert nicht.' },
});

export const resultCount = defineMessage<{ count: number }>({
  id: 'users.count',
  defaultMessage:
    '{count, plural, =0 {Keine Benutzer gefunden} one {# Benutzer gefunden} other {# Benutzer gefunden}}',
});
export const editLabel = defineMessage<{ name: string }>({
  id: 'users.edit.label',
  defaultMessage: '{name} bearbeiten',
});
export const deleteLabel = defineMessage<{ name: string }>({
  id: 'users.delete.label',
  defaultMessage: '{name} löschen',
});
export const deleteQuestion = defineMessage<{ name: string; email: string }>({
  id: 'modal.deleteUser.question',
  defaultMessage:
    'Möchten Sie den Benutzer {name} ({email}) wirklich löschen? Der Zugang endet sofort und kann nicht wiederhergestellt werden.',
});

export const editMessages = defineMessages({
  title: { id: 'users.editPage.title', defaultMessage: 'Benutzer bearbeiten' },
  ownTitle: { id: 'users.editPage.ownTitle', defaultMessage: 'Meine Daten bearbeiten' },
  personSection: { id: 'users.editPage.person', defaultMessage: 'Persönliche Daten' },
  accessSection: { id: 'users.editPage.access', defaultMessage: 'Rollen, Mandanten und Kundennummern' },
  notManageable: {
    id: 'users.editPage.notManageable',
    defaultMessage:
      'Diesen Benutzer dürfen Sie nicht ändern: Er hat Rollen oder Mandanten, die Sie nicht vergeben dürfen. Wenden Sie sich an einen Administrator.',
  },
  ownAccessHint: {
    id: 'users.editPage.ownAccessHint',
    defaultMessage:
      'Ihre eigenen Rollen, Mandanten und Kundennummern ändert ein anderer Benutzer mit Benutzerverwaltung.',
  },
  salutation: { id: 'users.editPage.salutation', defaultMessage: 'Anrede' },
  mister: { id: 'users.editPage.mister', defaultMessage: 'Herr' },
  miss: { id: 'users.editPage.miss', defaultMessage: 'Frau' },
  firstName: { id: 'users.editPage.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'users.editPage.lastName', defaultMessage: 'Nachname' },
  companyName: { id: 'users.editPage.companyName', defaultMessage: 'Firma' },
  email: { id: 'users.editPage.email', defaultMessage: 'E-Mail-Adresse' },
  phoneNumber: { id: 'users.editPage.phoneNumber', defaultMessage: 'Telefon' },
  faxNumber: { id: 'users.editPage.faxNumber', defaultMessage: 'Fax' },
  language: { id: 'users.editPage.language', defaultMessage: 'Sprache' },
  roles: { id: 'users.editPage.roles', defaultMessage: 'Rollen' },
  clients: { id: 'users.editPage.clients', defaultMessage: 'Mandanten' },
  customerNumbers: { id: 'users.editPage.customerNumbers', defaultMessage: 'Kundennummern' },
  customerNumbersHint: {
    id: 'users.editPage.customerNumbers.hint',
    defaultMessage: 'Sechs Ziffern; mehrere Kundennummern durch Semikolon trennen, z. B. 100234;100567.',
  },
  choose: { id: 'users.editPage.choose', defaultMessage: 'Bitte wählen' },
  required: { id: 'users.editPage.required', defaultMessage: 'Bitte füllen Sie dieses Pflichtfeld aus.' },
  emailInvalid: {
    id: 'users.editPage.emailInvalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  clientRequired: {
    id: 'users.editPage.clientRequired',
    defaultMessage: 'Bitte wählen Sie mindestens einen Mandanten aus.',
  },
  save: { id: 'users.editPage.save', defaultMessage: 'Speichern' },
  abort: { id: 'users.editPage.abort', defaultMessage: 'Abbrechen' },
  saved: { id: 'users.editPage.saved', defaultMessage: 'Die Änderungen wurden gespeichert.' },
  saveFailed: {
    id: 'users.editPage.saveFailed',
    defaultMessage: 'Die Änderungen konnten nicht gespeichert werden.',
  },
  abortTitle: { id: 'modal.abortEdit.title', defaultMessage: 'Bearbeitung abbrechen' },
  abortQuestion: {
    id: 'modal.abortEdit.question',
    defaultMessage: 'Möchten Sie die Bearbeitung wirklich abbrechen? Ihre Änderungen gehen verloren.',
  },
  abortConfirm: { id: 'modal.abortEdit.confirm', defaultMessage: 'Änderungen verwerfen' },
  abortKeep: { id: 'modal.abortEdit.keep', defaultMessage: 'Weiter bearbeiten' },
  loadFailed: {
    id: 'users.editPage.loadFailed',
    defaultMessage: 'Der Benutzer konnte nicht geladen werden.',
  },
  notFound: { id: 'users.editPage.notFound', defaultMessage: 'Der User existiert nicht.' },
  backToList: { id: 'users.editPage.backToList', defaultMessage: 'Zurück zur Benutzerverwaltung' },
});
