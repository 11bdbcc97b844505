import { defineMessages } from '@formatjs/intl';

export const faqMessages = defineMessages({
  title: { id: 'faq.title', defaultMessage: 'Häufige Fragen und Support' },
  lead: { id: 'faq.lead', defaultMessage: 'Antworten auf die wichtigsten Fragen rund um das Kundenportal.' },
  sectionsLabel: { id: 'faq.sections', defaultMessage: 'Themen' },
  basics: { id: 'faq.basics.title', defaultMessage: 'Grundlagen' },
  basicsWhatQ: { id: 'faq.basics.what.q', defaultMessage: 'Was ist das Kundenportal?' },
  basicsWhatA: {
    id: 'faq.basics.what.a',
    defaultMessage:
      'Im Kundenportal finden Sie die Produkte, die Sie bei uns bestellt haben, Ihre Bestellhistorie, Sicherheitsdatenblätter und Dokumente. Sie können nachbestellen, Angebote anfordern und Favoriten pflegen.',
  },
  basicsAccessQ: { id: 'faq.basics.access.q', defaultMessage: 'Wie erhalte ich Zugang?' },
  basicsAccessA: {
    id: 'faq.basics.access.a',
    defaultMessage:
      'Registrieren Sie sich als bestehender Kunde, als Neukunde oder als Mitarbeiter. Bestätigen Sie danach innerhalb von 72 Stunden Ihre E-Mail-Adresse; wir prüfen Ihre Anfrage und informieren Sie per E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  },
  basicsAccessAWithoutConfirmation: {
    id: 'faq.basics.access.a.withoutConfirmation',
    defaultMessage:
      'Registrieren Sie sich als bestehender Kunde, als Neukunde oder als Mitarbeiter. Wir prüfen Ihre Anfrage und informieren Sie per E-Mail, sobald Ihr Zugang freigeschaltet ist.',
  },
  basicsSearchQ: { id: 'faq.basics.search.q', defaultMessage: 'Welche Produkte finde ich in der Suche?' },
  basicsSearchA: {
    id: 'faq.basics.search.a',
    defaultMessage:
      'Die Suche findet Produkte, die in den letzten zwei Jahren bestellt wurden. Das Zeichen % steht als Platzhalter für beliebige Zeichen.',
  },
  basicsPricesQ: { id: 'faq.basics.prices.q', defaultMessage: 'Gelten die angezeigten Preise?' },
  basicsPricesA: {
    id: 'faq.basics.prices.a',
    defaultMessage: 'Preise können vom letzten Auftrag abweichen; es gelten die Tagespreise.',
  },
  support: { id: 'faq.support.title', defaultMessage: 'Support' },
  supportPasswordQ: {
    id: 'faq.support.password.q',
    defaultMessage: 'Ich habe mein Passwort vergessen. Was nun?',
  },
  supportPasswordA: {
    id: 'faq.support.password.a',
    defaultMessage:
      'Wählen Sie im Anmeldefenster „Passwort vergessen“. Sie erhalten einen Login-Link per E-Mail, der einmal gültig ist; danach legen Sie in Ihrem Profil ein neues Passwort fest.',
  },
  supportPasswordAWithoutLink: {
    id: 'faq.support.password.a.withoutLink',
    defaultMessage:
      'Ein neues Passwort erhalten Sie von unserem Support. Wie Sie ihn erreichen, lesen Sie unten unter „Kontakt“ – und im Anmeldefenster unter „Passwort vergessen?“.',
  },
  supportSdsQ: { id: 'faq.support.sds.q', defaultMessage: 'Wie erhalte ich ein Sicherheitsdatenblatt?' },
  supportSdsA: {
    id: 'faq.support.sds.a',
    defaultMessage:
      'Laden Sie es in der Suche oder unter „Meine Dokumente“ herunter. Fehlt eine Sprach- oder Länderversion, fordern Sie sie in den Bestelldetails an.',
  },
  supportLanguagesQ: {
    id: 'faq.support.languages.q',
    defaultMessage: 'In welchen Sprachen gibt es das Portal?',
  },
  supportLanguagesA: {
    id: 'faq.support.languages.a',
    defaultMessage:
      'In Deutsch, Englisch, Spanisch, Französisch, Niederländisch, Polnisch und Italienisch. Ihre Wahl merken wir uns für den nächsten Besuch.',
  },
  contact: { id: 'faq.contact.title', defaultMessage: 'Kontakt' },
  contactIntro: {
    id: 'faq.contact.intro',
    defaultMessage:
      'Ihr persönlicher Ansprechpartner hilft Ihnen gern weiter. Unser Support-Team erreichen Sie so:',
  },
});
