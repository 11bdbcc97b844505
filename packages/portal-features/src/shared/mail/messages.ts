import { defineMessage, defineMessages } from '@formatjs/intl';

/** Where the backend cannot take a message (complaint, contact), the portal prepares an e-mail instead. */
export const mailMessages = defineMessages({
  open: { id: 'mail.open', defaultMessage: 'E-Mail-Programm öffnen' },
});

export const mailHint = defineMessage<{ email: string }>({
  id: 'mail.hint',
  defaultMessage:
    'Die Nachricht wird nicht über das Portal gesendet: Die Schaltfläche öffnet Ihr E-Mail-Programm mit einer vorbereiteten E-Mail an {email}, die Sie von dort absenden.',
});
