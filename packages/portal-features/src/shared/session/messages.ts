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
