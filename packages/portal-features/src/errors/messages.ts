import { defineMessage, defineMessages } from '@formatjs/intl';

/**
 * The error page's texts (spec §2): per status a heading with its code and a message that says what happened
 * and what to do. A chunk of their own (this feature's), loaded only when a page failed – not the shell's.
 */
export const errorMessages = defineMessages({
  title403: { id: 'errors.403.title', defaultMessage: 'Fehler 403: Kein Zugriff' },
  text403: {
    id: 'errors.403.text',
    defaultMessage:
      'Sie haben keine Berechtigung, diese Seite oder diese Daten zu sehen. Wenn Sie Zugriff brauchen, wenden Sie sich an Ihren Ansprechpartner.',
  },
  title404: { id: 'errors.404.title', defaultMessage: 'Fehler 404: Nicht gefunden' },
  text404: {
    id: 'errors.404.text',
    defaultMessage:
      'Was Sie aufrufen wollten, gibt es nicht (mehr), zum Beispiel eine Bestellung oder ein Benutzer unter dieser Nummer. Prüfen Sie die Adresse oder beginnen Sie auf der Startseite.',
  },
  title500: { id: 'errors.500.title', defaultMessage: 'Fehler 500: Etwas ist schiefgegangen' },
  text500: {
    id: 'errors.500.text',
    defaultMessage:
      'Bei uns ist ein Fehler aufgetreten. Laden Sie die Seite neu oder versuchen Sie es in ein paar Minuten noch einmal. Bleibt der Fehler, hilft Ihnen unser Support weiter.',
  },
  backHome: { id: 'errors.backHome', defaultMessage: 'Zurück zur Startseite' },
});

/** Any other status a caller names (`<ErrorPage status={503} message=… />`). */
export const otherErrorTitle = defineMessage<{ status: number }>({
  id: 'errors.other.title',
  defaultMessage: 'Fehler {status}',
});
