import { defineMessages } from '@formatjs/intl';

export const profileMessages = defineMessages({
  title: { id: 'profile.title', defaultMessage: 'Mein Profil' },
  generalTitle: { id: 'profile.general.title', defaultMessage: 'Allgemeine Daten' },
  name: { id: 'profile.general.name', defaultMessage: 'Name' },
  email: { id: 'profile.general.email', defaultMessage: 'E-Mail' },
  salutation: { id: 'profile.general.salutation', defaultMessage: 'Anrede' },
  role: { id: 'profile.general.role', defaultMessage: 'Rolle' },
  language: { id: 'profile.general.language', defaultMessage: 'Sprache' },
  myDataTitle: { id: 'profile.myData.title', defaultMessage: 'Meine Daten' },
  company: { id: 'profile.myData.company', defaultMessage: 'Firma' },
  phone: { id: 'profile.myData.phone', defaultMessage: 'Telefon' },
  fax: { id: 'profile.myData.fax', defaultMessage: 'Fax' },
  notGiven: { id: 'profile.notGiven', defaultMessage: 'Nicht angegeben' },
  companyPickerTitle: { id: 'profile.companyPicker.title', defaultMessage: 'Firmenauswahl' },
  companyPickerLabel: { id: 'profile.companyPicker.label', defaultMessage: 'Ausgewählte Firma' },
  companyPickerDescription: {
    id: 'profile.companyPicker.description',
    defaultMessage: 'Bestellungen, Warenkorb, Favoriten und Suche beziehen sich auf die gewählte Firma.',
  },
  noCompany: { id: 'profile.companyPicker.none', defaultMessage: 'Ihrem Zugang ist keine Firma zugeordnet.' },
  passwordTitle: { id: 'profile.password.title', defaultMessage: 'Passwort' },
  passwordText: {
    id: 'profile.password.text',
    defaultMessage: 'Nach der Änderung melden Sie sich mit dem neuen Passwort wieder an.',
  },
  changePassword: { id: 'profile.password.change', defaultMessage: 'Passwort ändern' },
  salutationMister: { id: 'profile.salutation.mister', defaultMessage: 'Herr' },
  salutationMiss: { id: 'profile.salutation.miss', defaultMessage: 'Frau' },
  roleAccount: { id: 'profile.role.account', defaultMessage: 'Mitarbeiter' },
  roleAdmin: { id: 'profile.role.admin', defaultMessage: 'Administrator' },
  roleCustomer: { id: 'profile.role.customer', defaultMessage: 'Kunde' },
  roleEhs: { id: 'profile.role.ehs', defaultMessage: 'EHS (Umwelt, Gesundheit, Sicherheit)' },
  roleEmergency: { id: 'profile.role.emergency', defaultMessage: 'Notfalldienst' },
  roleKeyuser: { id: 'profile.role.keyuser', defaultMessage: 'Key-User' },
  roleSales: { id: 'profile.role.sales', defaultMessage: 'Vertrieb' },
  profileWidgetTitle: { id: 'dashboard.widget.profile.title', defaultMessage: 'Profil' },
  profileWidgetName: { id: 'dashboard.widget.profile.name', defaultMessage: 'Name' },
  profileWidgetEmail: { id: 'dashboard.widget.profile.email', defaultMessage: 'E-Mail' },
  profileWidgetCompany: { id: 'dashboard.widget.profile.company', defaultMessage: 'Firma' },
  profileWidgetShowAll: {
    id: 'dashboard.widget.profile.showAll',
    defaultMessage: 'Alle Profildaten anzeigen',
  },
});

export const changePasswordMessages = defineMessages({
  title: { id: 'newPassword.title', defaultMessage: 'Passwort ändern' },
  close: { id: 'newPassword.close', defaultMessage: 'Schließen' },
  showPassword: { id: 'newPassword.showPassword', defaultMessage: 'Passwort anzeigen' },
  currentPassword: { id: 'newPassword.currentPassword', defaultMessage: 'Aktuelles Passwort' },
  password: { id: 'newPassword.password', defaultMessage: 'Neues Passwort' },
  passwordDescription: {
    id: 'newPassword.password.description',
    defaultMessage: 'Mindestens 8 Zeichen mit einem Buchstaben, einer Ziffer und einem Sonderzeichen.',
  },
  passwordConfirmation: {
    id: 'newPassword.passwordConfirmation',
    defaultMessage: 'Neues Passwort bestätigen',
  },
  submit: { id: 'newPassword.submit', defaultMessage: 'Passwort ändern' },
  cancel: { id: 'newPassword.cancel', defaultMessage: 'Abbrechen' },
  currentPasswordRequired: {
    id: 'newPassword.validation.currentPasswordRequired',
    defaultMessage: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  },
  passwordRequired: {
    id: 'newPassword.validation.passwordRequired',
    defaultMessage: 'Bitte geben Sie ein neues Passwort ein.',
  },
  passwordConfirmationRequired: {
    id: 'newPassword.validation.passwordConfirmationRequired',
    defaultMessage: 'Bitte bestätigen Sie das neue Passwort.',
  },
  notificationSuccess: {
    id: 'newPassword.notification.success',
    defaultMessage: 'Ihr Passwort wurde erfolgreich geändert!',
  },
  notificationError: {
    id: 'newPassword.notification.error',
    defaultMessage: 'Bitte überprüfen Sie Ihr aktuelles Passwort.',
  },
});

export const myDataMessages = defineMessages({
  edit: { id: 'profile.myData.edit', defaultMessage: 'Meine Daten ändern' },
  title: { id: 'profile.myData.dialogTitle', defaultMessage: 'Meine Daten ändern' },
  close: { id: 'profile.myData.close', defaultMessage: 'Schließen' },
  salutation: { id: 'profile.myData.salutation', defaultMessage: 'Anrede' },
  mister: { id: 'profile.myData.mister', defaultMessage: 'Herr' },
  miss: { id: 'profile.myData.miss', defaultMessage: 'Frau' },
  choose: { id: 'profile.myData.choose', defaultMessage: 'Bitte wählen' },
  firstName: { id: 'profile.myData.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'profile.myData.lastName', defaultMessage: 'Nachname' },
  phoneNumber: { id: 'profile.myData.phoneNumber', defaultMessage: 'Telefon' },
  faxNumber: { id: 'profile.myData.faxNumber', defaultMessage: 'Fax' },
  language: { id: 'profile.myData.language', defaultMessage: 'Sprache' },
  accountHint: {
    id: 'profile.myData.accountHint',
    defaultMessage:
      'Ihre E-Mail-Adresse und Ihre Firma ändert die Benutzerverwaltung. Wenden Sie sich dafür an Ihren Ansprechpartner.',
  },
  required: { id: 'profile.myData.required', defaultMessage: 'Bitte füllen Sie dieses Pflichtfeld aus.' },
  salutationRequired: {
    id: 'profile.myData.salutationRequired',
    defaultMessage: 'Bitte wählen Sie eine Anrede.',
  },
  cancel: { id: 'profile.myData.cancel', defaultMessage: 'Abbrechen' },
  save: { id: 'profile.myData.save', defaultMessage: 'Speichern' },
  saved: { id: 'profile.myData.saved', defaultMessage: 'Ihre Daten wurden gespeichert.' },
  saveFailed: {
    id: 'profile.myData.saveFailed',
    defaultMessage: 'Ihre Daten konnten nicht gespeichert werden.',
  },
});
