import { defineMessages } from '@formatjs/intl';

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
