import { defineMessage, defineMessages } from '@formatjs/intl';

/** The customer combobox's texts, apart from it: its fallback shows the placeholder before it loads. */
export const customerComboBoxMessages = defineMessages({
  noMatch: { id: 'session.customerChoice.noMatch', defaultMessage: 'Keine Firma gefunden.' },
  placeholder: { id: 'session.customerChoice.placeholder', defaultMessage: 'Name oder Kundennummer' },
});

/** Under the list when more companies match than it shows (numbers formatted for the locale). */
export const customerRefineMessage = defineMessage<{ shown: string; total: string }>({
  id: 'session.customerChoice.refine',
  defaultMessage:
    'Die ersten {shown} von {total} Firmen – grenzen Sie die Suche mit Name oder Kundennummer ein.',
});
