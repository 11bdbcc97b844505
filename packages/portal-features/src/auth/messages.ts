import { defineMessage, defineMessages } from '@formatjs/intl';

export const commonMessages = defineMessages({
  close: { id: 'auth.common.close', defaultMessage: 'Schließen' },
  showPassword: { id: 'auth.common.showPassword', defaultMessage: 'Passwort anzeigen' },
  email: { id: 'auth.common.email', defaultMessage: 'E-Mail-Adresse' },
  password: { id: 'auth.common.password', defaultMessage: 'Passwort' },
  backToLogin: { id: 'auth.common.backToLogin', defaultMessage: 'Zurück zur Anmeldung' },
  requiredHint: {
    id: 'auth.common.requiredHint',
    defaultMessage: 'Pflichtfelder sind mit * gekennzeichnet.',
  },
  genericError: { id: 'auth.common.genericError', defaultMessage: 'Es ist ein Fehler aufgetreten.' },
});

/**
 * Too many attempts (429): the wait the server named (`Retry-After`) in words – seconds up to two minutes, then
 * whole minutes (rounded up: never a moment too soon) – or without a number when it named none.
 */
export const tooManyAttemptsMessages = {
  seconds: defineMessage<{ seconds: number }>({
    id: 'auth.tooManyAttempts.seconds',
    defaultMessage: 'Bitte versuchen Sie es in {seconds, plural, one {# Sekunde} other {# Sekunden}} erneut.',
  }),
  minutes: defineMessage<{ minutes: number }>({
    id: 'auth.tooManyAttempts.minutes',
    defaultMessage: 'Bitte versuchen Sie es in {minutes, plural, one {# Minute} other {# Minuten}} erneut.',
  }),
  later: defineMessage({
    id: 'auth.tooManyAttempts.later',
    defaultMessage: 'Zu viele Versuche. Bitte versuchen Sie es später erneut.',
  }),
};

export const validationMessages = defineMessages({
  required: { id: 'auth.validation.required', defaultMessage: 'Bitte füllen Sie dieses Pflichtfeld aus.' },
  notInList: {
    id: 'auth.validation.notInList',
    defaultMessage: 'Bitte wählen Sie einen Wert aus der Liste.',
  },
  salutation: { id: 'auth.validation.salutation', defaultMessage: 'Bitte wählen Sie eine Anrede.' },
  emailInvalid: {
    id: 'auth.validation.emailInvalid',
    defaultMessage: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  emailMismatch: {
    id: 'auth.validation.emailMismatch',
    defaultMessage: 'Die E-Mail-Adressen stimmen nicht überein.',
  },
  salesAreaPattern: {
    id: 'auth.validation.salesAreaPattern',
    defaultMessage:
      'Bitte geben Sie Vertriebsbereiche im Format 4000/*/* an, mehrere getrennt durch Semikolon.',
  },
});

export const loginMessages = defineMessages({
  title: { id: 'auth.login.title', defaultMessage: 'Anmelden' },
  submit: { id: 'auth.login.submit', defaultMessage: 'Anmelden' },
  magicLink: { id: 'auth.login.magicLink', defaultMessage: 'Login-Link anfordern' },
  forgotPassword: { id: 'auth.login.forgotPassword', defaultMessage: 'Passwort vergessen?' },
  register: { id: 'auth.login.register', defaultMessage: 'Registrieren' },
  success: { id: 'auth.login.success', defaultMessage: 'Sie haben sich erfolgreich angemeldet.' },
  invalid: {
    id: 'auth.login.invalid',
    defaultMessage: 'Sie haben einen ungültigen Benutzernamen oder ein ungültiges Passwort eingegeben',
  },
});

export const loginPageMessages = defineMessages({
  title: { id: 'auth.loginPage.title', defaultMessage: 'Anmeldung' },
  checking: { id: 'auth.loginPage.checking', defaultMessage: 'Sie werden angemeldet …' },
  expired: {
    id: 'auth.loginPage.expired',
    defaultMessage: 'Login-Link ist nicht mehr gültig, bitte fordern Sie einen neuen Login-Link an!',
  },
  requestNew: { id: 'auth.loginPage.requestNew', defaultMessage: 'Neuen Login-Link anfordern' },
});

/**
 * A backend without the link login (`loginWithMagicLink`, optional): no login link and no reset link (which logs
 * in by the same call) – the password is reset by the support, and a link opened anyway says how to log in.
 */
export const withoutLinkMessages = defineMessages({
  forgotPassword: {
    id: 'auth.withoutLink.forgotPassword',
    defaultMessage: 'Ein neues Passwort erhalten Sie von unserem Support. So erreichen Sie ihn:',
  },
  title: { id: 'auth.withoutLink.title', defaultMessage: 'Anmeldung per Login-Link' },
  unavailable: {
    id: 'auth.withoutLink.unavailable',
    defaultMessage:
      'Die Anmeldung per Login-Link bietet dieses Portal nicht an. Bitte melden Sie sich mit Ihrer E-Mail-Adresse und Ihrem Passwort an.',
  },
});

export const magicLinkMessages = defineMessages({
  title: { id: 'auth.magicLink.title', defaultMessage: 'Login-Link anfordern' },
  lead: {
    id: 'auth.magicLink.lead',
    defaultMessage:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie sich einmal ohne Passwort anmelden.',
  },
  submit: { id: 'auth.magicLink.submit', defaultMessage: 'Login-Link senden' },
  success: {
    id: 'auth.magicLink.success',
    defaultMessage: 'Wir haben Ihnen einen Login-Link geschickt. Bitte prüfen Sie Ihr E-Mail-Postfach.',
  },
});

export const resetPasswordMessages = defineMessages({
  title: { id: 'auth.resetPassword.title', defaultMessage: 'Passwort vergessen' },
  lead: {
    id: 'auth.resetPassword.lead',
    defaultMessage:
      'Geben Sie Ihre E-Mail-Adresse ein. Wir schicken Ihnen einen Link, mit dem Sie ein neues Passwort festlegen.',
  },
  submit: { id: 'auth.resetPassword.submit', defaultMessage: 'Link senden' },
  success: {
    id: 'auth.resetPassword.success',
    defaultMessage:
      'Wir haben Ihnen einen Link zum Zurücksetzen Ihres Passworts geschickt. Bitte prüfen Sie Ihr E-Mail-Postfach.',
  },
  failed: {
    id: 'auth.resetPassword.failed',
    defaultMessage: 'Der Link konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  },
});

/** After following a password-reset link: the new password, without the forgotten current one. */
export const newPasswordMessages = defineMessages({
  title: { id: 'auth.newPassword.title', defaultMessage: 'Neues Passwort festlegen' },
  lead: {
    id: 'auth.newPassword.lead',
    defaultMessage:
      'Legen Sie ein neues Passwort fest. Ihr bisheriges Passwort brauchen Sie dafür nicht; es gilt danach nicht mehr.',
  },
  password: { id: 'auth.newPassword.password', defaultMessage: 'Neues Passwort' },
  passwordDescription: {
    id: 'auth.newPassword.passwordDescription',
    defaultMessage: 'Mindestens 8 Zeichen mit einem Buchstaben, einer Ziffer und einem Sonderzeichen.',
  },
  passwordConfirmation: {
    id: 'auth.newPassword.passwordConfirmation',
    defaultMessage: 'Neues Passwort bestätigen',
  },
  showPassword: { id: 'auth.newPassword.showPassword', defaultMessage: 'Passwort anzeigen' },
  submit: { id: 'auth.newPassword.submit', defaultMessage: 'Passwort speichern' },
  success: {
    id: 'auth.newPassword.success',
    defaultMessage: 'Ihr neues Passwort ist gespeichert. Sie sind angemeldet.',
  },
  savedLoginAgain: {
    id: 'auth.newPassword.savedLoginAgain',
    defaultMessage: 'Ihr neues Passwort ist gespeichert. Bitte melden Sie sich damit an.',
  },
  refused: {
    id: 'auth.newPassword.refused',
    defaultMessage:
      'Das Passwort wurde nicht gespeichert: Der Link zum Zurücksetzen ist abgelaufen oder wurde schon verwendet. Bitte fordern Sie einen neuen an.',
  },
  failed: {
    id: 'auth.newPassword.failed',
    defaultMessage: 'Das Passwort wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
  },
  unreachable: {
    id: 'auth.newPassword.unreachable',
    defaultMessage:
      'Der Server ist nicht erreichbar; das Passwort wurde nicht gespeichert. Ihre Eingaben bleiben erhalten.',
  },
  requestNew: { id: 'auth.newPassword.requestNew', defaultMessage: 'Neuen Link anfordern' },
});

export const registrationMessages = defineMessages({
  title: { id: 'auth.registration.title', defaultMessage: 'Registrieren' },
  pageTitle: { id: 'auth.registration.pageTitle', defaultMessage: 'Registrierung' },
  checkFields: {
    id: 'auth.registration.checkFields',
    defaultMessage: 'Die Registrierung wurde nicht gespeichert. Bitte prüfen Sie die markierten Felder.',
  },
  draftRestored: {
    id: 'auth.registration.draftRestored',
    defaultMessage:
      'Ihre Eingaben von vorhin sind wiederhergestellt. Bitte geben Sie das Passwort erneut ein.',
  },
  lead: {
    id: 'auth.registration.lead',
    defaultMessage:
      'Registrieren Sie sich für das Kundenportal. Sobald Sie Ihre E-Mail-Adresse bestätigt haben, prüfen wir Ihre Anfrage.',
  },
  /** A backend without the address confirmation (`confirmRegistration`): the review follows the registration. */
  leadWithoutConfirmation: {
    id: 'auth.registration.lead.withoutConfirmation',
    defaultMessage:
      'Registrieren Sie sich für das Kundenportal. Wir prüfen Ihre Anfrage und informieren Sie per E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  },
  customerType: { id: 'auth.registration.customerType', defaultMessage: 'Ich registriere mich als' },
  existingCustomer: { id: 'auth.registration.customerType.existing', defaultMessage: 'Bestandskunde' },
  newCustomer: { id: 'auth.registration.customerType.new', defaultMessage: 'Neukunde' },
  employee: { id: 'auth.registration.customerType.employee', defaultMessage: 'Mitarbeiter' },
  companySection: { id: 'auth.registration.section.company', defaultMessage: 'Unternehmen' },
  client: { id: 'auth.registration.client', defaultMessage: 'Registrierung bei' },
  clientHint: {
    id: 'auth.registration.client.hint',
    defaultMessage: 'Das Unternehmen der Gruppe, dessen Kunde oder Mitarbeiter Sie sind.',
  },
  requestedRole: { id: 'auth.registration.requestedRole', defaultMessage: 'Gewünschte Rolle' },
  requestedRoleHint: {
    id: 'auth.registration.requestedRole.hint',
    defaultMessage: 'Ihre Rolle vergibt ein Mitarbeiter bei der Freigabe Ihrer Registrierung.',
  },
  personSection: { id: 'auth.registration.section.person', defaultMessage: 'Persönliche Daten' },
  accessSection: { id: 'auth.registration.section.access', defaultMessage: 'Zugangsdaten' },
  customerNumber: { id: 'auth.registration.customerNumber', defaultMessage: 'Kundennummer' },
  customerNumberHint: {
    id: 'auth.registration.customerNumber.hint',
    defaultMessage: 'Sechsstellig; mehrere Kundennummern trennen Sie mit Semikolon, z. B. 100234;100567.',
  },
  salesAreas: { id: 'auth.registration.salesAreas', defaultMessage: 'Vertriebsbereich(e)' },
  salesAreasHint: {
    id: 'auth.registration.salesAreas.hint',
    defaultMessage: 'Im Format 4000/*/*; mehrere trennen Sie mit Semikolon.',
  },
  reason: { id: 'auth.registration.reason', defaultMessage: 'Grund Ihrer Registrierung' },
  detailsOrder: {
    id: 'auth.registration.reason.details.order',
    defaultMessage: 'Welches Produkt möchten Sie bestellen oder anfragen?',
  },
  detailsSdb: {
    id: 'auth.registration.reason.details.sdb',
    defaultMessage: 'Produktname und Materialnummer des Sicherheitsdatenblatts',
  },
  detailsMisc: { id: 'auth.registration.reason.details.misc', defaultMessage: 'Ihr Grund' },
  country: { id: 'auth.registration.country', defaultMessage: 'Land' },
  zip: { id: 'auth.registration.zip', defaultMessage: 'Postleitzahl' },
  choose: { id: 'auth.registration.choose', defaultMessage: 'Bitte wählen' },
  salutation: { id: 'auth.registration.salutation', defaultMessage: 'Anrede' },
  mister: { id: 'auth.registration.salutation.mister', defaultMessage: 'Herr' },
  miss: { id: 'auth.registration.salutation.miss', defaultMessage: 'Frau' },
  firstName: { id: 'auth.registration.firstName', defaultMessage: 'Vorname' },
  lastName: { id: 'auth.registration.lastName', defaultMessage: 'Nachname' },
  companyName: { id: 'auth.registration.companyName', defaultMessage: 'Firma' },
  phoneNumber: { id: 'auth.registration.phoneNumber', defaultMessage: 'Telefon' },
  faxNumber: { id: 'auth.registration.faxNumber', defaultMessage: 'Fax' },
  language: { id: 'auth.registration.language', defaultMessage: 'Korrespondenzsprache' },
  whereHeard: {
    id: 'auth.registration.whereHeard',
    defaultMessage: 'Wie sind Sie auf uns aufmerksam geworden?',
  },
  email: { id: 'auth.registration.email', defaultMessage: 'E-Mail-Adresse' },
  emailConfirmation: {
    id: 'auth.registration.emailConfirmation',
    defaultMessage: 'E-Mail-Adresse wiederholen',
  },
  password: { id: 'auth.registration.password', defaultMessage: 'Passwort' },
  passwordHint: {
    id: 'auth.registration.password.hint',
    defaultMessage: 'Mindestens 8 Zeichen mit einem Buchstaben, einer Ziffer und einem Sonderzeichen.',
  },
  passwordConfirmation: {
    id: 'auth.registration.passwordConfirmation',
    defaultMessage: 'Passwort wiederholen',
  },
  submit: { id: 'auth.registration.submit', defaultMessage: 'Registrieren' },
});

export const registeredMessages = defineMessages({
  title: { id: 'auth.registered.title', defaultMessage: 'Vielen Dank für Ihre Registrierung' },
  text: {
    id: 'auth.registered.text',
    defaultMessage:
      'Wir haben Ihnen eine E-Mail geschickt. Bitte bestätigen Sie Ihre E-Mail-Adresse innerhalb von 72 Stunden über den Link in dieser E-Mail.',
  },
  next: {
    id: 'auth.registered.next',
    defaultMessage:
      'Danach prüfen wir Ihre Registrierung und informieren Sie per E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  },
  /** Instead of both above when the backend has no address confirmation (`confirmRegistration`). */
  withoutConfirmation: {
    id: 'auth.registered.withoutConfirmation',
    defaultMessage:
      'Ihre Registrierung ist bei uns eingegangen. Wir prüfen sie und informieren Sie per E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  },
});

export const doubleOptInMessages = defineMessages({
  title: { id: 'auth.doubleOptIn.title', defaultMessage: 'E-Mail-Adresse bestätigt' },
  text: {
    id: 'auth.doubleOptIn.text',
    defaultMessage:
      'Vielen Dank! Ihre E-Mail-Adresse ist bestätigt. Ihre Registrierung wird nun von unseren Administratoren geprüft; Sie erhalten eine E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  },
});

export const activationMessages = defineMessages({
  title: { id: 'auth.activation.title', defaultMessage: 'Bestätigung Ihrer E-Mail-Adresse' },
  checking: { id: 'auth.activation.checking', defaultMessage: 'Ihre E-Mail-Adresse wird bestätigt …' },
  failed: { id: 'auth.activation.failed', defaultMessage: 'Es ist ein Fehler aufgetreten.' },
  missingToken: {
    id: 'auth.activation.missingToken',
    defaultMessage:
      'Der Bestätigungslink ist unvollständig. Bitte öffnen Sie den Link aus Ihrer E-Mail erneut.',
  },
  home: { id: 'auth.activation.home', defaultMessage: 'Zur Startseite' },
});

/** A backend without the confirmation call (`confirmRegistration`, optional): the supplier confirms elsewhere. */
export const activationElsewhere = defineMessage<{ company: string }>({
  id: 'auth.activation.elsewhere',
  defaultMessage:
    'Ihre E-Mail-Adresse wird nicht in diesem Portal bestätigt, sondern direkt von {company}. Haben Sie Fragen zu Ihrer Registrierung, hilft Ihnen unser Support:',
});

export const logoutMessages = defineMessages({
  title: { id: 'auth.logout.title', defaultMessage: 'Abmelden' },
  question: { id: 'auth.logout.question', defaultMessage: 'Möchten Sie sich wirklich abmelden?' },
  confirm: { id: 'auth.logout.confirm', defaultMessage: 'Abmelden' },
  cancel: { id: 'auth.logout.cancel', defaultMessage: 'Abbrechen' },
  success: { id: 'auth.logout.success', defaultMessage: 'Sie haben sich erfolgreich abgemeldet.' },
});

/** The abort confirmation is shared with the order wizards: one question in the whole product. */
export { abortEditMessages } from '../shared/messages';
