import { defineMessages } from '@formatjs/intl';

/** The guard's page when the logged-in user could not be loaded (UserLoadFailed). */
export const userLoadFailedMessages = defineMessages({
  title: {
    id: 'session.userLoadFailed.title',
    defaultMessage: 'Ihr Benutzerkonto konnte nicht geladen werden',
  },
  failed: {
    id: 'session.userLoadFailed.failed',
    defaultMessage:
      'Beim Laden Ihres Benutzerkontos ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder melden Sie sich ab.',
  },
  overdue: {
    id: 'session.userLoadFailed.overdue',
    defaultMessage:
      'Der Server antwortet gerade nicht. Bitte versuchen Sie es erneut oder melden Sie sich ab.',
  },
  retry: { id: 'session.userLoadFailed.retry', defaultMessage: 'Erneut versuchen' },
  retrying: { id: 'session.userLoadFailed.retrying', defaultMessage: 'Wird erneut geladen …' },
  logout: { id: 'session.userLoadFailed.logout', defaultMessage: 'Abmelden' },
});

/** What a punchout session shows instead of ordering here or changing the account (PunchoutInstead). */
export const punchoutInsteadMessages = defineMessages({
  ordering: {
    id: 'session.punchout.ordering',
    defaultMessage:
      'Sie kaufen aus {system} ein: bestellt wird dort. Übertragen Sie Ihren Warenkorb an {system}, damit er Ihre Freigaben durchläuft.',
  },
  account: {
    id: 'session.punchout.account',
    defaultMessage:
      'Im Einkauf aus {system} ändern Sie Ihr Konto nicht. Melden Sie sich dafür direkt im Kundenportal an.',
  },
  transfer: { id: 'session.punchout.transfer', defaultMessage: 'Zur Übertragung an {system}' },
});
